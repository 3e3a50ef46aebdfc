import type { TAnalysisResult } from '../../../../core/analysis/analysis-schemas';

/** Which analyst answered; the offline path says so plainly. */
export function AnalystNote({ result }: { result: TAnalysisResult }) {
  return (
    <p
      className="rounded-lg border border-border bg-muted/50 px-3 py-2 text-sm text-muted-foreground"
      data-testid="analyst-note"
    >
      {result.analyst === 'ai'
        ? 'Written by the AI analyst; the palette and the tattooability figures are measured from the pixels.'
        : (result.note ?? 'Written by the offline analyst from measurements of the pixels.')}
    </p>
  );
}
