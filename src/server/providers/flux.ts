// Black Forest Labs FLUX over plain fetch: submit a task, poll its polling_url until a terminal
// status, then download the signed result URL (it expires in about 10 minutes).
import type { TModelId } from '../../core/models';
import { ProviderError } from './errors';
import {
  downloadImage,
  errorFromResponse,
  guarded,
  readJson,
  withinDeadline,
  type TAttempt,
} from './http';
import { resolveRetryPolicy, sleep, withRetry, type TRetryContext } from './retry';
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

export const BFL_DEFAULT_BASE_URL = 'https://api.bfl.ai';

/** flux-context is FLUX.1 Kontext [pro] (text to image, and editing with input_image). */
export const FLUX_KONTEXT_PATH = '/v1/flux-kontext-pro';
/**
 * flux-schnell: BFL hosts no FLUX.1 [schnell] endpoint (open weights only). The fastest hosted
 * model is FLUX.2 [klein] 4B, the distilled few-step successor; it takes width/height.
 */
export const FLUX_FAST_PATH = '/v1/flux-2-klein-4b';

export interface TFluxConfig {
  /** Default https://api.bfl.ai (env BFL_BASE_URL). */
  baseURL?: string;
  /** Deadline for a whole request: submit, polls and download (default 120 000 ms). */
  timeoutMs?: number;
  /** Wait between polls (default 500 ms, as in BFL's examples). */
  pollIntervalMs?: number;
  /** Path used for flux-schnell (default /v1/flux-2-klein-4b). */
  fastPath?: string;
  retry?: Partial<TRetryPolicy>;
  logger?: TProviderLogger;
}

export interface TFluxImageInput extends TImageGenerateInput {
  /** 0 (strictest) to 6; default 2. */
  safetyTolerance?: number;
  promptUpsampling?: boolean;
}

export interface TFluxEditInput extends TImageEditInput {
  safetyTolerance?: number;
  seed?: number;
}

export interface TFluxProvider extends TImageProvider {
  readonly provider: 'flux';
  generateImage(input: TFluxImageInput): Promise<TImageResult>;
  editImage(input: TFluxEditInput): Promise<TImageResult>;
}

const TERMINAL_FAILURES = new Set([
  'Error',
  'Failed',
  'Task not found',
  'Request Moderated',
  'Content Moderated',
]);

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** "W:H" in lowest terms, clamped to Kontext's 21:9 .. 9:21 range. */
export function fluxAspectRatio(width = 1024, height = 1024): string {
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  if (w / h > 21 / 9) return '21:9';
  if (h / w > 21 / 9) return '9:21';
  const d = gcd(w, h);
  return `${w / d}:${h / d}`;
}

/** FLUX.2 sizes: multiples of 16, 64..2048 a side. */
function fluxSide(value = 1024): number {
  return Math.min(2048, Math.max(64, Math.round(value / 16) * 16));
}

interface TTask {
  id: string;
  pollUrl: string;
}

export function createFluxProvider(config: TFluxConfig = {}): TFluxProvider {
  const baseURL = (config.baseURL ?? BFL_DEFAULT_BASE_URL).replace(/\/+$/, '');
  const baseOrigin = new URL(baseURL).origin;
  const defaultTimeoutMs = config.timeoutMs ?? DEFAULT_IMAGE_TIMEOUT_MS;
  const pollIntervalMs = config.pollIntervalMs ?? 500;
  const fastPath = config.fastPath ?? FLUX_FAST_PATH;
  const policy = resolveRetryPolicy(config.retry);
  const logger = config.logger ?? noopLogger;

  /** The key goes only to BFL hosts or the configured base; anything else polls the fallback URL. */
  function pollUrlFor(id: string, pollingUrl: unknown): string {
    const fallback = `${baseURL}/v1/get_result?id=${encodeURIComponent(id)}`;
    if (typeof pollingUrl !== 'string') return fallback;
    try {
      const u = new URL(pollingUrl);
      const bflHost = u.protocol === 'https:' && /(^|\.)bfl\.(ai|ml)$/.test(u.hostname);
      if (bflHost || u.origin === baseOrigin) return u.toString();
    } catch {
      // not a URL: use the fallback
    }
    logger.warn(
      { provider: 'flux' },
      'polling_url on an unexpected host; polling the base URL instead',
    );
    return fallback;
  }

  async function submit(
    path: string,
    body: Record<string, unknown>,
    apiKey: string,
    attempt: TAttempt,
  ): Promise<TTask> {
    return guarded('flux', attempt, async () => {
      const res = await fetch(`${baseURL}${path}`, {
        method: 'POST',
        headers: {
          'x-key': apiKey,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
        signal: attempt.signal,
      });
      const json = (await readJson(res)) as { id?: unknown; polling_url?: unknown } | undefined;
      if (!res.ok) throw errorFromResponse('flux', res);
      if (typeof json?.id !== 'string' || json.id === '')
        throw new ProviderError({
          kind: 'upstream',
          provider: 'flux',
          message: 'FLUX returned no task id',
          retryable: false,
        });
      return { id: json.id, pollUrl: pollUrlFor(json.id, json.polling_url) };
    });
  }

  async function pollOnce(task: TTask, apiKey: string, attempt: TAttempt) {
    return guarded('flux', attempt, async () => {
      const res = await fetch(task.pollUrl, {
        headers: { 'x-key': apiKey, accept: 'application/json' },
        signal: attempt.signal,
      });
      const json = (await readJson(res)) as
        { status?: unknown; result?: { sample?: unknown; prompt?: unknown } | null } | undefined;
      if (!res.ok) throw errorFromResponse('flux', res);
      return json ?? {};
    });
  }

  async function waitForSample(
    task: TTask,
    apiKey: string,
    attempt: TAttempt,
    ctx: TRetryContext,
  ): Promise<string> {
    for (let polls = 1; ; polls++) {
      const result = await withRetry(ctx, () => pollOnce(task, apiKey, attempt));
      const status = typeof result.status === 'string' ? result.status : '';
      if (status === 'Ready') {
        const sample = result.result?.sample;
        if (typeof sample !== 'string' || sample === '')
          throw new ProviderError({
            kind: 'upstream',
            provider: 'flux',
            message: 'FLUX result has no image',
            retryable: false,
          });
        logger.debug({ provider: 'flux', polls }, 'flux task ready');
        return sample;
      }
      if (TERMINAL_FAILURES.has(status)) {
        const upstreamCode = status.toLowerCase().replace(/ /g, '_');
        logger.warn({ provider: 'flux', upstreamCode, polls }, 'flux task ended without an image');
        if (status === 'Request Moderated' || status === 'Content Moderated')
          throw new ProviderError({ kind: 'moderation', provider: 'flux', upstreamCode });
        throw new ProviderError({
          kind: 'upstream',
          provider: 'flux',
          upstreamCode,
          retryable: false,
          message:
            status === 'Task not found'
              ? 'FLUX lost the task'
              : 'FLUX failed to generate the image',
        });
      }
      // Pending, or an in-progress word we do not know: keep polling until the deadline.
      await sleep(pollIntervalMs, attempt.signal, 'flux');
    }
  }

  async function runTask(
    operation: string,
    path: string,
    body: Record<string, unknown>,
    opts: TCallOptions,
  ): Promise<TImageBytes> {
    if (!opts.apiKey)
      throw new ProviderError({ kind: 'auth', provider: 'flux', message: 'FLUX key is missing' });
    const started = Date.now();
    const image = await withinDeadline(
      'flux',
      opts.signal,
      opts.timeoutMs ?? defaultTimeoutMs,
      async (attempt) => {
        const ctx: TRetryContext = {
          provider: 'flux',
          operation,
          policy,
          logger,
          signal: attempt.signal,
        };
        // Each step retries on its own so a failed poll or download never pays for a second task.
        const task = await withRetry(ctx, () => submit(path, body, opts.apiKey, attempt));
        const sample = await waitForSample(task, opts.apiKey, attempt, ctx);
        return withRetry(ctx, () => downloadImage('flux', sample, attempt));
      },
    );
    logger.info({ provider: 'flux', operation, ms: Date.now() - started }, 'provider call done');
    return image;
  }

  return {
    provider: 'flux',
    models: ['flux-context', 'flux-schnell'],
    editModels: ['flux-context'],

    async generateImage(input) {
      const n = Math.max(1, Math.min(4, input.n ?? 1));
      let path: string;
      const body: Record<string, unknown> = {
        prompt: input.prompt,
        output_format: 'png',
        safety_tolerance: input.safetyTolerance ?? 2,
      };
      if (input.model === 'flux-context') {
        path = FLUX_KONTEXT_PATH;
        body.aspect_ratio = fluxAspectRatio(input.width, input.height);
        if (input.promptUpsampling !== undefined) body.prompt_upsampling = input.promptUpsampling;
      } else if (input.model === 'flux-schnell') {
        path = fastPath;
        body.width = fluxSide(input.width);
        body.height = fluxSide(input.height);
      } else {
        throw new ProviderError({
          kind: 'bad_request',
          provider: 'flux',
          message: `FLUX cannot generate with ${input.model}`,
        });
      }
      // One image per task; several images are several tasks, run one after another (BFL caps
      // concurrency). Task i uses seed + i so the images differ yet stay reproducible.
      const images: TImageBytes[] = [];
      for (let i = 0; i < n; i++) {
        const task =
          input.seed === undefined ? body : { ...body, seed: (input.seed + i) % 2 ** 32 };
        images.push(await runTask(`generate.${input.model}`, path, task, input));
      }
      return { images };
    },

    async editImage(input) {
      if (input.model !== ('flux-context' satisfies TModelId))
        throw new ProviderError({
          kind: 'bad_request',
          provider: 'flux',
          message: `FLUX cannot edit with ${input.model}`,
        });
      const body: Record<string, unknown> = {
        prompt: input.prompt,
        input_image: input.image.bytes.toString('base64'),
        output_format: 'png',
        safety_tolerance: input.safetyTolerance ?? 2,
      };
      // Without a size the output keeps the input's proportions.
      if (input.width && input.height)
        body.aspect_ratio = fluxAspectRatio(input.width, input.height);
      if (input.seed !== undefined) body.seed = input.seed;
      return { images: [await runTask('edit.flux-context', FLUX_KONTEXT_PATH, body, input)] };
    },
  };
}
