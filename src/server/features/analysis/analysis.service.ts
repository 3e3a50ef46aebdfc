// Runs an analysis with the analyst the caller can use: the AI analyst (vision model for images,
// chat model for concepts) when a key serves this caller, otherwise the offline analyst, which
// says that it is the offline path. Image measures are always taken: they drive the palette, the
// overlay and the size slider whichever analyst writes the text. Nothing is stored here.
import {
  ANALYSIS_MESSAGES,
  type TAnalysisEvent,
  type TAnalysisPlacement,
  type TAnalysisResult,
  type TAnalyst,
} from '../../../core/analysis/analysis-schemas';
import { PLACEMENT_FACTS, judgeTattooability } from '../../../core/analysis/tattooability';
import { labelOf, PLACEMENTS } from '../../../core/options';
import { HttpError } from '../../http-errors';
import type { TAnalysisAi, TAnalysisCaller } from './analysis-ai';
import {
  AI_MAX_TOKENS,
  CONCEPT_SYSTEM_PROMPT,
  IMAGE_SYSTEM_PROMPT,
  conceptPrompt,
  imagePrompt,
  splitSummary,
} from './analysis-prompts';
import type { TAnalysisCatalog } from './analysis.repository';
import { measureImage } from './measures/measure-image';
import { offlineConceptAnalysis } from './offline-concept-analyst';
import { offlineImageAnalysis } from './offline-image-analyst';

export type TEmit = (event: TAnalysisEvent) => void;

export interface TRunOptions {
  analyst?: TAnalyst;
  caller: TAnalysisCaller;
  /** Stream the AI answer as it arrives (SSE); otherwise wait for the whole answer. */
  stream: boolean;
  emit: TEmit;
  signal?: AbortSignal;
}

const OFFLINE_NOTE =
  'No OpenAI key is available for you, so the offline analyst answered from the pixels.';

export function createAnalysisService(catalog: TAnalysisCatalog, models: TAnalysisAi) {
  /** 'ai' or 'offline' for this request; refuses an explicit AI request without a key. */
  function pick(
    model: 'vision' | 'chat',
    options: TRunOptions,
    keyMessage: string,
  ): { ai: boolean; note?: string } {
    if (options.analyst === 'offline') return { ai: false };
    const availability = models[model].availability(options.caller);
    if (availability.available) return { ai: true };
    if (options.analyst === 'ai') throw new HttpError(400, 'api_key_required', keyMessage);
    return { ai: false, note: OFFLINE_NOTE };
  }

  async function aiText(
    run: (signal?: AbortSignal) => {
      complete: () => Promise<string>;
      stream: () => AsyncIterable<string>;
    },
    options: TRunOptions,
  ): Promise<string> {
    const calls = run(options.signal);
    if (!options.stream) return calls.complete();
    let text = '';
    for await (const delta of calls.stream()) {
      text += delta;
      options.emit({ type: 'delta', text: delta });
    }
    return text;
  }

  async function image(
    image: { bytes: Buffer; mime: string },
    input: { placement?: TAnalysisPlacement; sizeCm?: number },
    options: TRunOptions,
  ): Promise<TAnalysisResult> {
    const placement = input.placement ?? 'forearm';
    const sizeCm = input.sizeCm ?? PLACEMENT_FACTS[placement].sizeCm;
    const { ai, note } = pick('vision', options, ANALYSIS_MESSAGES.keyRequiredImage);
    const measures = await measureImage(image.bytes, await catalog.styles(), sizeCm);
    options.emit({
      type: 'meta',
      analyst: ai ? 'ai' : 'offline',
      note,
      measures,
      placement,
      sizeCm,
    });
    const base = { kind: 'image' as const, measures, placement, sizeCm };

    if (!ai) {
      const { summary, analysis } = offlineImageAnalysis(measures, placement, sizeCm);
      options.emit({ type: 'summary', text: summary });
      options.emit({ type: 'delta', text: analysis });
      return { ...base, analyst: 'offline', summary, analysis, note };
    }
    const verdict = judgeTattooability(measures, placement, sizeCm);
    const facts = [
      `palette ${measures.palette.map((s) => `${s.hex} ${Math.round(s.share * 100)}%`).join(', ')}`,
      `median outline ${verdict.lineMedianMm ?? 'n/a'} mm, thinnest tenth ${verdict.lineP10Mm ?? 'n/a'} mm`,
      `narrowest tenth of gaps ${verdict.gapP10Mm ?? 'n/a'} mm`,
      `lines under 0.5 mm: ${Math.round(verdict.thinShare * 100)}%, gaps under 1.5 mm: ${Math.round(verdict.closeShare * 100)}%`,
      measures.symmetry
        ? `left-right symmetry ${Math.round(measures.symmetry.horizontal * 100)}%`
        : `a photograph (tone entropy ${measures.photo.toneEntropyBits} bits, ${Math.round(measures.photo.flatShare * 100)}% flat): ink, line and gap widths were not measured`,
    ].join('; ');
    const vision = models.vision;
    const request = (signal?: AbortSignal) => ({
      prompt: imagePrompt({
        placement: labelOf(PLACEMENTS, placement).toLowerCase(),
        sizeCm,
        measuredFacts: facts,
      }),
      system: IMAGE_SYSTEM_PROMPT,
      image,
      maxTokens: AI_MAX_TOKENS,
      signal,
    });
    const text = await aiText(
      (signal) => ({
        complete: () => vision.complete(options.caller, request(signal)),
        stream: () => vision.stream(options.caller, request(signal)),
      }),
      options,
    );
    const { summary, analysis } = splitSummary(text);
    return { ...base, analyst: 'ai', summary, analysis };
  }

  async function concept(concept: string, options: TRunOptions): Promise<TAnalysisResult> {
    if (!concept.trim()) throw new HttpError(400, 'empty_prompt', ANALYSIS_MESSAGES.emptyPrompt);
    const { ai, note } = pick('chat', options, ANALYSIS_MESSAGES.keyRequiredConcept);
    options.emit({ type: 'meta', analyst: ai ? 'ai' : 'offline', note });
    if (!ai) {
      const analysis = offlineConceptAnalysis(concept, await catalog.styles());
      options.emit({ type: 'delta', text: analysis });
      return { kind: 'concept', analyst: 'offline', analysis, note };
    }
    const chat = models.chat;
    const request = (signal?: AbortSignal) => ({
      messages: [
        { role: 'system' as const, content: CONCEPT_SYSTEM_PROMPT },
        { role: 'user' as const, content: conceptPrompt(concept.trim()) },
      ],
      maxTokens: AI_MAX_TOKENS,
      temperature: 0.7,
      signal,
    });
    const analysis = await aiText(
      (signal) => ({
        complete: () => chat.complete(options.caller, request(signal)),
        stream: () => chat.stream(options.caller, request(signal)),
      }),
      options,
    );
    return { kind: 'concept', analyst: 'ai', analysis: analysis.trim() };
  }

  return { image, concept };
}
export type TAnalysisService = ReturnType<typeof createAnalysisService>;
