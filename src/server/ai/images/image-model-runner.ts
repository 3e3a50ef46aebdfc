// The seam between the generation service and whatever makes pixels: the offline engine (`local`)
// and, later, one runner per provider model. A runner only makes images; storing them, history,
// fallbacks and notes are the service's job.
import type { TGenerationAttributes, TOutputKind } from '../../../core/generation-schemas';
import type { TModelId } from '../../../core/models';
import type { TAiCaller } from '../keys';

/** Who is asking (ai/keys.ts): decides which keys a provider runner may use. Never logged, never returned. */
export type TRunnerContext = TAiCaller;

export interface TRunnerRequest {
  /** Already trimmed and cut to 280 characters. */
  prompt: string;
  attributes: TGenerationAttributes;
  /** Images to make (1 to 4). */
  n: number;
  /** Base seed; variation i uses (seed + i) mod 2^32. */
  seed: number;
  /** Requested pixel size; the runner maps it to what its model accepts (default 1024 x 1024). */
  width?: number;
  height?: number;
  output: TOutputKind;
  /** Stencils only: flip left-right for transfer. */
  mirror: boolean;
}

export interface TRunnerFile {
  bytes: Buffer;
  mime: string;
  width?: number;
  height?: number;
}

export interface TRunnerImage extends TRunnerFile {
  /** The seed this image was made with, when the model honours seeds. */
  seed?: number;
  /** Engine designs: the vector original (the 300 DPI print PNG is rendered from it on request). */
  svg?: TRunnerFile;
  widthMm?: number;
  heightMm?: number;
}

export interface TRunnerResult {
  images: TRunnerImage[];
  /** False when the engine had no motif for the subject and drew something related instead. */
  subjectMatched?: boolean;
  /** A sentence for the user about this result (e.g. the engine's subject note). */
  note?: string;
  /** The prompt as the provider rewrote it, when it says. */
  revisedPrompt?: string;
}

export type TModelAvailability = { available: true } | { available: false; reason: string };

export interface ImageModelRunner {
  readonly id: TModelId;
  /** Whether this caller can use the model now, and if not, a sentence saying why. */
  availability(context: TRunnerContext): TModelAvailability;
  /**
   * Makes `request.n` images. On failure, throw any error to let the service fall back along the
   * chain (ending at `local`, with a note naming the error's message), or throw an HttpError
   * (src/server/http-errors.ts, e.g. built from mapProviderError) to answer the caller with it
   * and stop there.
   */
  generate(request: TRunnerRequest, context: TRunnerContext, signal?: AbortSignal): Promise<TRunnerResult>;
}
