// Ideogram 3.0 over plain fetch (multipart): generate, remix (iterate on an image with
// instructions) and masked edit. Synchronous: the POST answers with short-lived image URLs,
// which are downloaded at once.
import { ProviderError, safeCode } from './errors';
import {
  downloadImage,
  errorFromResponse,
  guarded,
  readJson,
  withinDeadline,
  type TAttempt,
} from './http';
import { resolveRetryPolicy, withRetry, type TRetryContext } from './retry';
import {
  DEFAULT_IMAGE_TIMEOUT_MS,
  noopLogger,
  type TCallOptions,
  type TImageBytes,
  type TImageEditInput,
  type TImageGenerateInput,
  type TImageProvider,
  type TImageResult,
  type TProviderLogger,
  type TRetryPolicy,
} from './types';

export const IDEOGRAM_DEFAULT_BASE_URL = 'https://api.ideogram.ai';
export const IDEOGRAM_PATHS = {
  generate: '/v1/ideogram-v3/generate',
  remix: '/v1/ideogram-v3/remix',
  edit: '/v1/ideogram-v3/edit',
} as const;

export interface TIdeogramConfig {
  /** Default https://api.ideogram.ai (env IDEOGRAM_BASE_URL). */
  baseURL?: string;
  /** Deadline for a whole request: the POST (with retries) and the downloads (default 120 000 ms). */
  timeoutMs?: number;
  retry?: Partial<TRetryPolicy>;
  logger?: TProviderLogger;
}

export interface TIdeogramOptions {
  renderingSpeed?: 'FLASH' | 'TURBO' | 'DEFAULT' | 'QUALITY';
  magicPrompt?: 'AUTO' | 'ON' | 'OFF';
  styleType?: 'AUTO' | 'GENERAL' | 'REALISTIC' | 'DESIGN' | 'FICTION';
  negativePrompt?: string;
}

export interface TIdeogramImageInput extends TImageGenerateInput, TIdeogramOptions {}

export interface TIdeogramRemixInput extends TImageEditInput, TIdeogramOptions {
  /** 1..100, how much the source image weighs against the prompt (Ideogram default 50). */
  imageWeight?: number;
  seed?: number;
}

export interface TIdeogramMaskEditInput extends TCallOptions, TIdeogramOptions {
  prompt: string;
  image: TImageBytes;
  /** Same size as image; black areas are edited. */
  mask: TImageBytes;
  seed?: number;
}

export interface TIdeogramProvider extends TImageProvider {
  readonly provider: 'ideogram';
  generateImage(input: TIdeogramImageInput): Promise<TImageResult>;
  /** Iterates on an image with instructions (Ideogram remix). */
  editImage(input: TIdeogramRemixInput): Promise<TImageResult>;
  /** Changes only the masked area (Ideogram edit). */
  editWithMask(input: TIdeogramMaskEditInput): Promise<TImageResult>;
}

const ASPECT_RATIOS = [
  '1x3',
  '3x1',
  '1x2',
  '2x1',
  '9x16',
  '16x9',
  '10x16',
  '16x10',
  '2x3',
  '3x2',
  '3x4',
  '4x3',
  '4x5',
  '5x4',
  '1x1',
];

/** Ideogram's nearest aspect ratio ("WxH" spelling) to the requested size. */
export function ideogramAspectRatio(width = 1024, height = 1024): string {
  const wanted = Math.log(width / height);
  let best = '1x1';
  let bestDiff = Infinity;
  for (const ar of ASPECT_RATIOS) {
    const [w, h] = ar.split('x').map(Number);
    const diff = Math.abs(Math.log(w / h) - wanted);
    if (diff < bestDiff - 1e-9) {
      best = ar;
      bestDiff = diff;
    }
  }
  return best;
}

function blobOf(image: TImageBytes): Blob {
  return new Blob([new Uint8Array(image.bytes)], { type: image.mime });
}

function extOf(mime: string): string {
  return mime === 'image/jpeg' ? 'jpg' : mime === 'image/webp' ? 'webp' : 'png';
}

function addOptions(form: FormData, o: TIdeogramOptions & { seed?: number }): void {
  if (o.renderingSpeed) form.append('rendering_speed', o.renderingSpeed);
  if (o.magicPrompt) form.append('magic_prompt', o.magicPrompt);
  if (o.styleType) form.append('style_type', o.styleType);
  if (o.negativePrompt) form.append('negative_prompt', o.negativePrompt);
  if (o.seed !== undefined) form.append('seed', String(o.seed));
}

interface TIdeogramItem {
  url?: unknown;
  prompt?: unknown;
  is_image_safe?: unknown;
}

export function createIdeogramProvider(config: TIdeogramConfig = {}): TIdeogramProvider {
  const baseURL = (config.baseURL ?? IDEOGRAM_DEFAULT_BASE_URL).replace(/\/+$/, '');
  const defaultTimeoutMs = config.timeoutMs ?? DEFAULT_IMAGE_TIMEOUT_MS;
  const policy = resolveRetryPolicy(config.retry);
  const logger = config.logger ?? noopLogger;

  async function post(
    path: string,
    makeForm: () => FormData,
    apiKey: string,
    attempt: TAttempt,
  ): Promise<TIdeogramItem[]> {
    return guarded('ideogram', attempt, async () => {
      const res = await fetch(`${baseURL}${path}`, {
        method: 'POST',
        // The form is rebuilt per attempt; fetch sets the multipart boundary itself.
        headers: { 'Api-Key': apiKey, accept: 'application/json' },
        body: makeForm(),
        signal: attempt.signal,
      });
      const json = (await readJson(res)) as { data?: unknown; code?: unknown } | undefined;
      if (!res.ok) {
        // 422: the prompt or image failed Ideogram's safety check.
        if (res.status === 422)
          throw new ProviderError({
            kind: 'moderation',
            provider: 'ideogram',
            status: 422,
            upstreamCode: safeCode(json?.code),
          });
        throw errorFromResponse('ideogram', res);
      }
      if (!Array.isArray(json?.data))
        throw new ProviderError({
          kind: 'upstream',
          provider: 'ideogram',
          message: 'Ideogram returned no images',
          retryable: false,
        });
      return json.data as TIdeogramItem[];
    });
  }

  async function run(
    operation: string,
    path: string,
    makeForm: () => FormData,
    opts: TCallOptions,
  ): Promise<TImageResult> {
    if (!opts.apiKey)
      throw new ProviderError({
        kind: 'auth',
        provider: 'ideogram',
        message: 'Ideogram key is missing',
      });
    const started = Date.now();
    const result = await withinDeadline(
      'ideogram',
      opts.signal,
      opts.timeoutMs ?? defaultTimeoutMs,
      async (attempt) => {
        const ctx: TRetryContext = {
          provider: 'ideogram',
          operation,
          policy,
          logger,
          signal: attempt.signal,
        };
        const items = await withRetry(ctx, () => post(path, makeForm, opts.apiKey, attempt));
        // An unsafe item comes back without a URL; keep the safe ones.
        const safe = items.filter(
          (i) => i.is_image_safe !== false && typeof i.url === 'string' && i.url !== '',
        );
        if (safe.length === 0) {
          logger.warn(
            { provider: 'ideogram', operation, items: items.length },
            'ideogram returned no usable image',
          );
          if (items.some((i) => i.is_image_safe === false))
            throw new ProviderError({
              kind: 'moderation',
              provider: 'ideogram',
              upstreamCode: 'image_unsafe',
            });
          throw new ProviderError({
            kind: 'upstream',
            provider: 'ideogram',
            message: 'Ideogram returned no images',
            retryable: false,
          });
        }
        const images: TImageBytes[] = [];
        for (const item of safe)
          images.push(
            await withRetry(ctx, () => downloadImage('ideogram', item.url as string, attempt)),
          );
        const revisedPrompt =
          typeof safe[0].prompt === 'string' && safe[0].prompt ? safe[0].prompt : undefined;
        return revisedPrompt ? { images, revisedPrompt } : { images };
      },
    );
    logger.info(
      { provider: 'ideogram', operation, ms: Date.now() - started },
      'provider call done',
    );
    return result;
  }

  function checkModel(model: string, operation: string): void {
    if (model !== 'ideogram')
      throw new ProviderError({
        kind: 'bad_request',
        provider: 'ideogram',
        message: `Ideogram cannot ${operation} with ${model}`,
      });
  }

  return {
    provider: 'ideogram',
    models: ['ideogram'],
    editModels: ['ideogram'],

    async generateImage(input) {
      checkModel(input.model, 'generate');
      return run(
        'generate',
        IDEOGRAM_PATHS.generate,
        () => {
          const form = new FormData();
          form.append('prompt', input.prompt);
          form.append('aspect_ratio', ideogramAspectRatio(input.width, input.height));
          form.append('num_images', String(Math.max(1, Math.min(8, input.n ?? 1))));
          addOptions(form, input);
          return form;
        },
        input,
      );
    },

    async editImage(input) {
      checkModel(input.model, 'edit');
      return run(
        'remix',
        IDEOGRAM_PATHS.remix,
        () => {
          const form = new FormData();
          form.append('image', blobOf(input.image), `image.${extOf(input.image.mime)}`);
          form.append('prompt', input.prompt);
          if (input.imageWeight !== undefined)
            form.append('image_weight', String(input.imageWeight));
          if (input.width && input.height)
            form.append('aspect_ratio', ideogramAspectRatio(input.width, input.height));
          form.append('num_images', '1');
          addOptions(form, input);
          return form;
        },
        input,
      );
    },

    async editWithMask(input) {
      return run(
        'edit',
        IDEOGRAM_PATHS.edit,
        () => {
          const form = new FormData();
          form.append('image', blobOf(input.image), `image.${extOf(input.image.mime)}`);
          form.append('mask', blobOf(input.mask), `mask.${extOf(input.mask.mime)}`);
          form.append('prompt', input.prompt);
          form.append('num_images', '1');
          addOptions(form, input);
          return form;
        },
        input,
      );
    },
  };
}
