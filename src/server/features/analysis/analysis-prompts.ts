// Prompts for the AI analyst (spec §7: vision chat completion with the upload as a data URL,
// max_tokens 2000; the chat model for concepts).
import { CONCEPT_STEPS, IMAGE_FRAMEWORK } from '../../../core/analysis/framework';

export const AI_MAX_TOKENS = 2000;
export const SUMMARY_SEPARATOR = '\n---\n';

export const IMAGE_SYSTEM_PROMPT = [
  'You are an expert tattoo artist and art critic who analyses tattoo designs and tattoo photos.',
  'Write in Markdown: # and ## headings, dash bullets, **bold** for key terms. Never output HTML.',
].join(' ');

export function imagePrompt(context: {
  placement: string;
  sizeCm: number;
  measuredFacts: string;
}): string {
  return [
    'Analyse this tattoo image.',
    'First write a 3-4 sentence summary paragraph. Then a line containing only ---.',
    `Then the detailed analysis in eight sections, each a ## heading: ${IMAGE_FRAMEWORK.map((s, i) => `${i + 1}. ${s.title}`).join(', ')}.`,
    `The person plans it for the ${context.placement} at about ${context.sizeCm} cm on the longer side.`,
    `Measured from the pixels (use these figures, do not invent others): ${context.measuredFacts}`,
  ].join('\n');
}

export const CONCEPT_SYSTEM_PROMPT = [
  'You are an expert tattoo artist who helps people develop tattoo ideas.',
  'Write in Markdown: # and ## headings, dash bullets, **bold** for key terms. Never output HTML.',
].join(' ');

export function conceptPrompt(concept: string): string {
  return [
    concept,
    '',
    'Analyse the tattoo concept above in seven sections, each a ## heading:',
    CONCEPT_STEPS.map((s, i) => `${i + 1}. ${s.title}: ${s.description}`).join('\n'),
  ].join('\n');
}

/** Splits an answer into summary and analysis at the first --- line (no summary when absent). */
export function splitSummary(text: string): { summary: string; analysis: string } {
  const normalised = text.replace(/\r\n/g, '\n');
  const at = normalised.search(/\n-{3,}\s*\n/);
  if (at < 0) return { summary: '', analysis: normalised.trim() };
  const rest = normalised.slice(at).replace(/^\n-{3,}\s*\n/, '');
  return { summary: normalised.slice(0, at).trim(), analysis: rest.trim() };
}
