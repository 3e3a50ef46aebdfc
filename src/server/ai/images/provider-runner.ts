// A runner per provider model (chatgpt-image-1, dall-e-3/2, flux-context, flux-schnell, ideogram).
// Signed-in callers use the server's key inside their daily quota; guests use the key they sent
// with this request. The key is handed to the adapter for one call and goes nowhere else.
import sharp from 'sharp';
import type { TModelId } from '../../../core/models';
import type { TProviderName } from '../../../core/provider-errors';
import { keyAvailability, keyFor as resolveKey, type TProviderKeys } from '../keys';
import type { TImageProvider, TImageResult } from '../../providers';
import type { TQuotaService } from '../quota/quota.service';
import type {
  ImageModelRunner,
  TModelAvailability,
  TRunnerContext,
  TRunnerImage,
  TRunnerRequest,
  TRunnerResult,
} from './image-model-runner';


/** Added to provider prompts for stencils: the models draw line art when asked plainly. */
export const STENCIL_PROMPT_SUFFIX =
  'Render it as a clean tattoo stencil: black outlines only on plain white, no shading, no color.';

export interface TProviderEditRequest {
  /** The user's instructions. */
  prompt: string;
  image: { bytes: Buffer; mime: string };
  width?: number;
  height?: number;
  seed?: number;
}

export interface TProviderRunner extends ImageModelRunner {
  readonly provider: TProviderName;
  /** Whether this model can change an existing image. */
  readonly canEdit: boolean;
  edit(request: TProviderEditRequest, context: TRunnerContext, signal?: AbortSignal): Promise<TRunnerResult>;
}

export interface TProviderRunnerOptions {
  id: TModelId;
  adapter: TImageProvider;
  /** The server's keys (used for signed-in callers only). */
  serverKeys: TProviderKeys;
  /** Counts server-key images per user per day; absent means unlimited. */
  quota?: TQuotaService;
  /** Per-call deadline (PROVIDER_TIMEOUT_MS). */
  timeoutMs?: number;
}

export function createProviderRunner(options: TProviderRunnerOptions): TProviderRunner {
  const { id, adapter, serverKeys, quota, timeoutMs } = options;
  const provider = adapter.provider;

  const keyFor = (context: TRunnerContext): string | undefined => resolveKey(serverKeys, context, provider);

  function availability(context: TRunnerContext): TModelAvailability {
    const state = keyAvailability(serverKeys, context, provider);
    return state.available ? { available: true } : state;
  }

  /** Runs `call` with the right key, counting `amount` images against a signed-in user's quota. */
  async function withKey<T>(context: TRunnerContext, amount: number, call: (apiKey: string) => Promise<T>): Promise<T> {
    const apiKey = keyFor(context);
    if (!apiKey) {
      const state = availability(context);
      throw new Error(state.available ? 'no key' : state.reason);
    }
    const reservation = context.userId && quota ? await quota.reserve(context.userId, amount) : undefined;
    try {
      return await call(apiKey);
    } catch (error) {
      await reservation?.release();
      throw error;
    }
  }

  const toImages = (result: TImageResult, seed?: (i: number) => number): TRunnerImage[] =>
    result.images.map((image, i) => ({ bytes: image.bytes, mime: image.mime, ...(seed ? { seed: seed(i) } : {}) }));

  return {
    id,
    provider,
    canEdit: adapter.editModels.includes(id),
    availability,

    async generate(request: TRunnerRequest, context, signal) {
      const prompt = request.output === 'stencil' ? `${request.prompt} ${STENCIL_PROMPT_SUFFIX}` : request.prompt;
      // Only FLUX honours seeds (task i uses seed + i); the others cannot reproduce an image.
      const seeded = provider === 'flux';
      return withKey(context, request.n, async (apiKey) => {
        const images: TRunnerImage[] = [];
        let revisedPrompt: string | undefined;
        // dall-e-3 makes one image per call; ask again until we have n.
        while (images.length < request.n) {
          signal?.throwIfAborted();
          const offset = images.length;
          const result = await adapter.generateImage({
            apiKey,
            signal,
            timeoutMs,
            model: id,
            prompt,
            width: request.width,
            height: request.height,
            n: request.n - offset,
            ...(seeded ? { seed: (request.seed + offset) >>> 0 } : {}),
          });
          revisedPrompt ??= result.revisedPrompt;
          images.push(...toImages(result, seeded ? (i) => (request.seed + offset + i) >>> 0 : undefined));
          if (result.images.length === 0) break;
        }
        const out = images.slice(0, request.n);
        if (request.output === 'stencil' && request.mirror) {
          for (const image of out) image.bytes = await sharp(image.bytes).flop().png().toBuffer();
          for (const image of out) image.mime = 'image/png';
        }
        return { images: out, ...(revisedPrompt ? { revisedPrompt } : {}) };
      });
    },

    async edit(request, context, signal) {
      return withKey(context, 1, async (apiKey) => {
        const result = await adapter.editImage({
          apiKey,
          signal,
          timeoutMs,
          model: id,
          prompt: request.prompt,
          image: request.image,
          width: request.width,
          height: request.height,
          ...(provider === 'flux' && request.seed !== undefined ? { seed: request.seed } : {}),
        } as Parameters<TImageProvider['editImage']>[0]);
        return { images: toImages(result), ...(result.revisedPrompt ? { revisedPrompt: result.revisedPrompt } : {}) };
      });
    },
  };
}
