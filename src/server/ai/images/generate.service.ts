// POST /api/generate behind the route: pick the model (with the spec's fallbacks, ending at the
// offline engine), run it, store every file in the image store, and record the signed-in
// caller's history. Every side effect is a dependency so the service is unit-testable.
import {
  descriptionFor,
  type TGenerateRequest,
  type TGenerateResponse,
  type TGeneratedImage,
} from '../../../core/generation-schemas';
import type { TModelId } from '../../../core/models';
import { planModels } from '../../../core/routing';
import { mapProviderError, shouldFallback, type TProviderErrorKind } from '../../../core/provider-errors';
import { HttpError } from '../../http-errors';
import { keySourceFor } from '../keys';
import { ProviderError } from '../../providers/errors';
import { printPngUrl, type TSaveImage } from '../../images/image-store';
import type { TGenerationsRepository, TNewGenerationRow } from './generations.repository';
import type { TRunnerContext, TRunnerFile, TRunnerResult } from './image-model-runner';
import type { TModelChoice } from '../../../core/provider-schemas';
import type { TModelRegistry } from './model-registry';

export const GENERATION_FAILED_MESSAGE = 'There was an error generating your image. Please try again later.';

export interface TImageSaver {
  save(input: TSaveImage): Promise<{ id: string; width: number; height: number }>;
}

export interface TGenerateServiceDeps {
  registry: TModelRegistry;
  images: TImageSaver;
  generations: Pick<TGenerationsRepository, 'insertMany'>;
  clock: () => Date;
  randomSeed: () => number;
  newId: () => string;
  /** Where failed attempts are reported (never with a key). */
  onRunnerError?: (model: TModelId, error: unknown) => void;
}

export interface TGenerateService {
  choices(context: TRunnerContext): TModelChoice[];
  generate(request: TGenerateRequest, context: TRunnerContext, signal?: AbortSignal): Promise<TGenerateResponse>;
}

const imageUrl = (id: string) => `/api/images/${id}`;

/** Model names as a sentence uses them. */
const SHORT_LABELS: Record<TModelId, string> = {
  local: 'the offline engine',
  'chatgpt-image-1': 'ChatGPT Image',
  'flux-context': 'FLUX Kontext',
  'flux-schnell': 'FLUX Schnell',
  ideogram: 'Ideogram',
  'dall-e-3': 'DALL·E 3',
  'dall-e-2': 'DALL·E 2',
};

const LOCAL_SERVED = 'and no other AI provider could serve it, so this was made with the offline engine.';

const KIND_REASONS: Record<TProviderErrorKind, string> = {
  auth: 'the API key was rejected',
  moderation: 'the prompt was refused',
  rate_limit: 'the provider is busy',
  timeout: 'the provider took too long',
  upstream: 'the provider is unavailable',
  bad_request: 'the provider could not process the request',
  aborted: 'the request was cancelled',
};

/** A short, key-free reason for a failed attempt. */
function failureReason(error: unknown): string {
  if (error instanceof ProviderError) return KIND_REASONS[error.kind];
  return error instanceof Error && error.message && error.message.length < 120 ? error.message.replace(/\.$/, '') : 'it failed';
}

/** Provider outages (and our own unexpected errors) may end at the offline engine; other failures may not. */
function fallsBackToEngine(error: unknown): boolean {
  return !(error instanceof ProviderError) || error.kind === 'upstream' || error.kind === 'bad_request';
}

/** The HTTP answer for a provider failure, by whose key served the call (spec §8). */
export function providerHttpError(error: unknown, context: TRunnerContext): HttpError {
  if (!(error instanceof ProviderError)) return new HttpError(500, 'generation_failed', GENERATION_FAILED_MESSAGE);
  const mapped = mapProviderError({
    kind: error.kind,
    provider: error.provider,
    keySource: keySourceFor(context.userId),
    retryAfterSec: error.retryAfterSec,
  });
  return new HttpError(
    mapped.status,
    mapped.code,
    mapped.message,
    mapped.retryAfterSec !== undefined ? { 'Retry-After': String(mapped.retryAfterSec) } : {},
  );
}

export function createGenerateService(deps: TGenerateServiceDeps): TGenerateService {
  const { registry } = deps;

  /** Why the images come from another model than the one asked for, in one sentence. */
  function fallbackNote(requested: TModelId, used: TModelId, context: TRunnerContext, failure?: unknown): string {
    const served = used === 'local' ? LOCAL_SERVED : `so this was made with ${SHORT_LABELS[used]}.`;
    if (failure) return `${SHORT_LABELS[requested]} failed (${failureReason(failure)}), ${served}`;
    const state = registry.availability(requested, context);
    return `${SHORT_LABELS[requested]} is unavailable (${state.available ? 'not offered here' : state.reason.replace(/\.$/, '')}), ${served}`;
  }

  async function store(file: TRunnerFile, model: TModelId, ownerId: string | null) {
    return deps.images.save({
      bytes: file.bytes,
      mime: file.mime,
      model,
      ownerId,
      ...(file.width && file.height ? { width: file.width, height: file.height } : {}),
    });
  }

  return {
    choices: (context) => registry.choices(context),

    async generate(request, context, signal) {
      const seed = request.seed ?? deps.randomSeed() >>> 0;
      const plan = planModels(request.model, registry.availableSet(context));
      let result: TRunnerResult | undefined;
      let used: TModelId | undefined;
      const failures: { model: TModelId; error: unknown }[] = [];
      for (const model of plan) {
        const runner = registry.get(model);
        if (!runner) continue;
        // The offline engine steps in only when providers were down; a rejected key, a rate
        // limit or a timeout is the caller's to know about (and act on), not to paper over.
        if (model === 'local') {
          const blocking = failures.find((f) => !fallsBackToEngine(f.error));
          if (blocking) throw providerHttpError(blocking.error, context);
        }
        try {
          result = await runner.generate(
            {
              prompt: request.prompt,
              attributes: request.attributes,
              n: request.n,
              seed,
              width: request.width,
              height: request.height,
              output: request.output,
              mirror: request.mirror,
            },
            context,
            signal,
          );
          if (result.images.length === 0) throw new Error('no image came back');
          used = model;
          break;
        } catch (error) {
          // The caller went away: nobody reads the answer, and no error is logged for it.
          if (signal?.aborted) throw new HttpError(499, 'request_aborted', 'The request was cancelled.');
          // Our own answers (the daily quota) end the request as they are.
          if (error instanceof HttpError) throw error;
          deps.onRunnerError?.(model, error);
          if (error instanceof ProviderError && !shouldFallback(error.kind)) throw providerHttpError(error, context);
          failures.push({ model, error });
        }
      }
      if (!result || !used) throw new HttpError(500, 'generation_failed', GENERATION_FAILED_MESSAGE);
      const firstFailure = failures.find((f) => f.model === request.model)?.error;

      const ownerId = context.userId;
      const now = deps.clock().getTime();
      const rows: TNewGenerationRow[] = [];
      const images: TGeneratedImage[] = [];
      for (const [index, image] of result.images.entries()) {
        const main = await store(image, used, ownerId);
        const svg = image.svg ? await store(image.svg, used, ownerId) : undefined;
        const imageSeed = image.seed ?? seed;
        const generationId = ownerId ? deps.newId() : undefined;
        if (ownerId && generationId) {
          rows.push({
            id: generationId,
            user_id: ownerId,
            image_id: main.id,
            svg_image_id: svg?.id ?? null,
            // Engine designs' print PNGs are rendered from the SVG when first asked for.
            print_image_id: null,
            prompt: request.prompt,
            description: descriptionFor(used),
            model: used,
            fallback_from: used === request.model ? null : request.model,
            seed: imageSeed | 0, // the column is a signed int4: store the uint32's bit pattern
            output: request.output,
            mirror: request.output === 'stencil' && request.mirror,
            attributes: request.attributes as Record<string, string>,
            // Variation 0 is the one the page shows first: keep it first in newest-first order.
            created_at: new Date(now - index),
          });
        }
        images.push({
          id: main.id,
          url: imageUrl(main.id),
          model: used,
          prompt: request.prompt,
          seed: imageSeed,
          width: main.width,
          height: main.height,
          ...(generationId ? { generationId } : {}),
          ...(svg ? { svgUrl: imageUrl(svg.id) } : {}),
          ...(svg ? { printUrl: printPngUrl(svg.id) } : {}),
          ...(image.widthMm ? { widthMm: image.widthMm } : {}),
          ...(image.heightMm ? { heightMm: image.heightMm } : {}),
        });
      }
      await deps.generations.insertMany(rows);

      const notes: string[] = [];
      if (used !== request.model) notes.push(fallbackNote(request.model, used, context, firstFailure));
      if (result.note) notes.push(result.note);
      return {
        images,
        model: used,
        ...(used !== request.model ? { fallbackFrom: request.model } : {}),
        ...(notes.length ? { note: notes.join(' ') } : {}),
        ...(result.subjectMatched !== undefined ? { subjectMatched: result.subjectMatched } : {}),
      };
    },
  };
}
