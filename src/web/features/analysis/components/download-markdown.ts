import type { TAnalysisResult } from '../../../../core/analysis/analysis-schemas';

/** The analysis as one Markdown document (summary first for images). */
export function analysisMarkdown(result: TAnalysisResult, concept?: string): string {
  const parts: string[] = [];
  if (result.kind === 'concept' && concept) parts.push(`> ${concept.trim().replace(/\n+/g, ' ')}`);
  if (result.kind === 'image')
    parts.push('## Summary', result.summary?.trim() || 'No summary available.');
  parts.push(result.analysis.trim());
  parts.push(
    `_Analysed by InkGlow's ${result.analyst === 'ai' ? 'AI' : 'offline'} analyst on ${new Date().toISOString().slice(0, 10)}._`,
  );
  return `${parts.join('\n\n')}\n`;
}

export function downloadMarkdown(result: TAnalysisResult, concept?: string) {
  const blob = new Blob([analysisMarkdown(result, concept)], {
    type: 'text/markdown;charset=utf-8',
  });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = result.kind === 'image' ? 'tattoo-analysis.md' : 'tattoo-concept-analysis.md';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
