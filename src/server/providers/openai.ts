// OpenAI through the official SDK: images (gpt-image-1, dall-e-3, dall-e-2), image edits
// (gpt-image-1), chat completions (plain and streamed), vision and transcription.
// A client is made per call because the key is per call (server key or a guest's key).
import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  toFile,
} from 'openai';
import type { TModelId } from '../../core/models';
import { ProviderError, kindForStatus, parseRetryAfter, safeCode } from './errors';
import { asImage, downloadImage, startAttempt, withinDeadline, type TAttempt } from './http';
import { resolveRetryPolicy, withRetry } from './retry';
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

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';

export interface TOpenAIConfig {
  /** Must include the /v1 suffix. Default https://api.openai.com/v1 (env OPENAI_BASE_URL). */
  baseURL?: string;
  /** Deadline for an image call, retries included (default 120 000 ms). */
  timeoutMs?: number;
  /** Deadline for chat, vision and transcription (default: timeoutMs). */
  chatTimeoutMs?: number;
  retry?: Partial<TRetryPolicy>;
  logger?: TProviderLogger;
}

/** Our image model ids to OpenAI's. */
export const OPENAI_IMAGE_MODELS = {
  'chatgpt-image-1': 'gpt-image-1',
  'dall-e-3': 'dall-e-3',
  'dall-e-2': 'dall-e-2',
} as const satisfies Partial<Record<TModelId, string>>;
type TOpenAIImageModelId = keyof typeof OPENAI_IMAGE_MODELS;

export interface TOpenAIImageInput extends TImageGenerateInput {
  /** gpt-image-1: low|medium|high|auto; dall-e-3: standard|hd. Omitted means the provider default. */
  quality?: string;
  /** gpt-image-1 only. */
  background?: 'transparent' | 'opaque' | 'auto';
}

export interface TOpenAIEditInput extends TImageEditInput {
  /** PNG whose transparent pixels mark the area to change. */
  mask?: TImageBytes;
  inputFidelity?: 'high' | 'low';
}

export interface TChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface TChatInput extends TCallOptions {
  messages: TChatMessage[];
  /** Default gpt-4o. */
  model?: string;
  /** Default 0.7. */
  temperature?: number;
  /** Output cap, default 2000 (sent as max_completion_tokens). */
  maxTokens?: number;
}

export interface TChatResult {
  text: string;
  finishReason: string | null;
}

export interface TVisionInput extends TCallOptions {
  image: TImageBytes;
  prompt: string;
  system?: string;
  /** Default gpt-4o. */
  model?: string;
  /** Default 2000. */
  maxTokens?: number;
  detail?: 'low' | 'high' | 'auto';
}

export interface TTranscribeInput extends TCallOptions {
  audio: Buffer;
  /** e.g. audio/webm, audio/wav; gives the upload its file name extension. Default audio/webm. */
  mime?: string;
  /** Default whisper-1; any name the server at OPENAI_BASE_URL knows (TRANSCRIBE_MODEL). */
  model?: 'whisper-1' | 'gpt-4o-transcribe' | 'gpt-4o-mini-transcribe' | (string & {});
  language?: string;
}

export interface TOpenAIProvider extends TImageProvider {
  readonly provider: 'openai';
  generateImage(input: TOpenAIImageInput): Promise<TImageResult>;
  editImage(input: TOpenAIEditInput): Promise<TImageResult>;
  chat(input: TChatInput): Promise<TChatResult>;
  /** Text deltas as they arrive. Retries happen only before the first delta. */
  chatStream(input: TChatInput): AsyncGenerator<string, void, undefined>;
  vision(input: TVisionInput): Promise<TChatResult>;
  /** Vision answer as text deltas. Retries happen only before the first delta. */
  visionStream(input: TVisionInput): AsyncGenerator<string, void, undefined>;
  transcribe(input: TTranscribeInput): Promise<{ text: string }>;
}

/** Nearest size each model accepts, keeping the requested orientation. */
export function openaiImageSize(model: TOpenAIImageModelId, width = 1024, height = 1024): string {
  const ratio = width / height;
  if (model === 'dall-e-2') {
    const side = Math.max(width, height);
    return side <= 256 ? '256x256' : side <= 512 ? '512x512' : '1024x1024';
  }
  const [wide, tall] =
    model === 'dall-e-3' ? ['1792x1024', '1024x1792'] : ['1536x1024', '1024x1536'];
  if (ratio >= 1.25) return wide;
  if (ratio <= 0.8) return tall;
  return '1024x1024';
}

const MIME_EXT: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'audio/webm': 'webm',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/mp4': 'mp4',
  'audio/m4a': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/ogg': 'ogg',
  'audio/flac': 'flac',
};

function extFor(mime: string, fallback: string): string {
  return MIME_EXT[mime.split(';')[0].trim().toLowerCase()] ?? fallback;
}

function isModeration(err: APIError): boolean {
  const message = (err.error as { message?: unknown } | undefined)?.message;
  return (
    err.code === 'moderation_blocked' ||
    err.code === 'content_policy_violation' ||
    (typeof message === 'string' && /safety system/i.test(message))
  );
}

/** SDK error to ProviderError. Never copies the SDK's message: a 401 echoes part of the key. */
export function mapOpenAIError(e: unknown): ProviderError {
  const provider = 'openai' as const;
  if (e instanceof ProviderError) return e;
  if (e instanceof APIUserAbortError) return new ProviderError({ kind: 'aborted', provider });
  if (e instanceof APIConnectionTimeoutError)
    return new ProviderError({ kind: 'timeout', provider });
  if (e instanceof APIConnectionError)
    return new ProviderError({
      kind: 'upstream',
      provider,
      message: 'OpenAI could not be reached',
    });
  if (e instanceof APIError && typeof e.status === 'number') {
    const status = e.status;
    const upstreamCode = safeCode(e.code);
    if (status === 400 && isModeration(e))
      return new ProviderError({ kind: 'moderation', provider, status, upstreamCode });
    // An empty balance is not cured by waiting; the key cannot be used, like a refused one.
    if (status === 429 && e.code === 'insufficient_quota')
      return new ProviderError({
        kind: 'auth',
        provider,
        status,
        upstreamCode,
        message: 'OpenAI key has no quota left',
      });
    return new ProviderError({
      kind: kindForStatus(status),
      provider,
      status,
      upstreamCode,
      retryAfterSec: status === 429 ? parseRetryAfter(e.headers) : undefined,
    });
  }
  if (e instanceof Error && e.name === 'AbortError')
    return new ProviderError({ kind: 'aborted', provider });
  // Errors inside a stream, or an unexpected response shape.
  return new ProviderError({ kind: 'upstream', provider, retryable: false });
}

export function createOpenAIProvider(config: TOpenAIConfig = {}): TOpenAIProvider {
  const baseURL = config.baseURL ?? OPENAI_DEFAULT_BASE_URL;
  const imageTimeoutMs = config.timeoutMs ?? DEFAULT_IMAGE_TIMEOUT_MS;
  const chatTimeoutMs = config.chatTimeoutMs ?? imageTimeoutMs;
  const policy = resolveRetryPolicy(config.retry);
  const logger = config.logger ?? noopLogger;

  function client(apiKey: string, timeoutMs: number): OpenAI {
    if (!apiKey)
      throw new ProviderError({
        kind: 'auth',
        provider: 'openai',
        message: 'OpenAI key is missing',
      });
    return new OpenAI({
      apiKey,
      baseURL,
      timeout: timeoutMs,
      maxRetries: 0, // our policy in retry.ts
      logLevel: 'off', // the SDK must not print anything of ours
      organization: null,
      project: null,
      webhookSecret: null,
    });
  }

  /** One SDK call under our deadline and retry policy; every failure becomes a ProviderError. */
  async function run<T>(
    operation: string,
    opts: TCallOptions,
    attempt: TAttempt,
    timeoutMs: number,
    call: (c: OpenAI, signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    const started = Date.now();
    const c = client(opts.apiKey, timeoutMs);
    const result = await withRetry(
      { provider: 'openai', operation, policy, logger, signal: attempt.signal },
      async () => {
        try {
          return await call(c, attempt.signal);
        } catch (e) {
          throw attempt.abortError() ?? mapOpenAIError(e);
        }
      },
    );
    logger.info({ provider: 'openai', operation, ms: Date.now() - started }, 'provider call done');
    return result;
  }

  async function toResult(
    data:
      | { b64_json?: string | null; url?: string | null; revised_prompt?: string | null }[]
      | undefined,
    attempt: TAttempt,
  ): Promise<TImageResult> {
    const images: TImageBytes[] = [];
    for (const item of data ?? []) {
      if (item.b64_json) images.push(asImage('openai', Buffer.from(item.b64_json, 'base64')));
      else if (item.url) images.push(await downloadImage('openai', item.url, attempt));
    }
    if (images.length === 0)
      throw new ProviderError({
        kind: 'upstream',
        provider: 'openai',
        message: 'OpenAI returned no image',
        retryable: false,
      });
    const revisedPrompt = data?.find((d) => d.revised_prompt)?.revised_prompt ?? undefined;
    return revisedPrompt ? { images, revisedPrompt } : { images };
  }

  function imageModel(model: TModelId, operation: string): TOpenAIImageModelId {
    if (Object.hasOwn(OPENAI_IMAGE_MODELS, model)) return model as TOpenAIImageModelId;
    throw new ProviderError({
      kind: 'bad_request',
      provider: 'openai',
      message: `OpenAI cannot ${operation} with ${model}`,
    });
  }

  async function chatCall(
    operation: string,
    input: TCallOptions,
    body: OpenAI.Chat.ChatCompletionCreateParamsNonStreaming,
  ): Promise<TChatResult> {
    const timeoutMs = input.timeoutMs ?? chatTimeoutMs;
    const completion = await withinDeadline('openai', input.signal, timeoutMs, (attempt) =>
      run(operation, input, attempt, timeoutMs, (c, signal) =>
        c.chat.completions.create(body, { signal }),
      ),
    );
    const choice = completion.choices?.[0];
    if (!choice)
      throw new ProviderError({
        kind: 'upstream',
        provider: 'openai',
        message: 'OpenAI returned no answer',
        retryable: false,
      });
    if (choice.message.content === null && choice.message.refusal)
      throw new ProviderError({ kind: 'moderation', provider: 'openai', upstreamCode: 'refusal' });
    return { text: choice.message.content ?? '', finishReason: choice.finish_reason ?? null };
  }

  /** Text deltas of a streamed completion. Retries happen only before the first delta. */
  async function* streamCall(
    operation: string,
    input: TCallOptions,
    body: Omit<OpenAI.Chat.ChatCompletionCreateParamsStreaming, 'stream'>,
  ): AsyncGenerator<string, void, undefined> {
    const timeoutMs = input.timeoutMs ?? chatTimeoutMs;
    const attempt = startAttempt('openai', input.signal, timeoutMs);
    try {
      let stream;
      try {
        stream = await run(operation, input, attempt, timeoutMs, (c, signal) =>
          c.chat.completions.create({ ...body, stream: true }, { signal }),
        );
      } catch (e) {
        throw attempt.abortError() ?? e;
      }
      // The deadline bounds the wait for the answer to start; a long answer may keep streaming.
      attempt.clearDeadline();
      // A connection that drops part-way can end the SDK's stream quietly: without a finish
      // reason the answer is cut short, and the caller must hear about it.
      let finished = false;
      try {
        for await (const chunk of stream) {
          const delta = chunk.choices?.[0]?.delta?.content;
          if (delta) yield delta;
          if (chunk.choices?.[0]?.finish_reason) finished = true;
        }
      } catch (e) {
        throw attempt.abortError() ?? mapOpenAIError(e);
      }
      if (!finished) {
        throw attempt.abortError() ?? new ProviderError({ kind: 'upstream', provider: 'openai', message: 'OpenAI stopped answering part-way' });
      }
    } finally {
      attempt.done();
    }
  }

  /** The system text, then the prompt and the image as a data URL in one user message. */
  function visionMessages(input: TVisionInput): OpenAI.Chat.ChatCompletionMessageParam[] {
    const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [];
    if (input.system) messages.push({ role: 'system', content: input.system });
    const imageUrl: OpenAI.Chat.ChatCompletionContentPartImage.ImageURL = {
      url: `data:${input.image.mime};base64,${input.image.bytes.toString('base64')}`,
    };
    if (input.detail) imageUrl.detail = input.detail;
    messages.push({
      role: 'user',
      content: [
        { type: 'text', text: input.prompt },
        { type: 'image_url', image_url: imageUrl },
      ],
    });
    return messages;
  }

  return {
    provider: 'openai',
    models: ['chatgpt-image-1', 'dall-e-3', 'dall-e-2'],
    editModels: ['chatgpt-image-1'],

    async generateImage(input) {
      const model = imageModel(input.model, 'generate');
      const size = openaiImageSize(model, input.width, input.height);
      const n = model === 'dall-e-3' ? 1 : Math.max(1, Math.min(10, input.n ?? 1));
      const body: OpenAI.Images.ImageGenerateParamsNonStreaming = {
        model: OPENAI_IMAGE_MODELS[model],
        prompt: input.prompt,
        n,
        size: size as OpenAI.Images.ImageGenerateParams['size'],
      };
      if (model === 'chatgpt-image-1') {
        body.output_format = 'png';
        if (input.background) body.background = input.background;
      } else {
        // DALL·E answers with a URL unless asked; base64 saves a second download.
        body.response_format = 'b64_json';
      }
      if (input.quality)
        body.quality = input.quality as OpenAI.Images.ImageGenerateParams['quality'];
      const timeoutMs = input.timeoutMs ?? imageTimeoutMs;
      return withinDeadline('openai', input.signal, timeoutMs, async (attempt) => {
        const res = await run('images.generate', input, attempt, timeoutMs, (c, signal) =>
          c.images.generate(body, { signal }),
        );
        return toResult(res.data, attempt);
      });
    },

    async editImage(input) {
      if (input.model !== 'chatgpt-image-1')
        throw new ProviderError({
          kind: 'bad_request',
          provider: 'openai',
          message: `OpenAI cannot edit with ${input.model}`,
        });
      const size = openaiImageSize('chatgpt-image-1', input.width, input.height);
      const timeoutMs = input.timeoutMs ?? imageTimeoutMs;
      return withinDeadline('openai', input.signal, timeoutMs, async (attempt) => {
        const res = await run('images.edit', input, attempt, timeoutMs, async (c, signal) => {
          // Files are made per attempt: an upload body cannot be replayed.
          const image = await toFile(
            input.image.bytes,
            `image.${extFor(input.image.mime, 'png')}`,
            { type: input.image.mime },
          );
          const params: OpenAI.Images.ImageEditParamsNonStreaming = {
            model: 'gpt-image-1',
            image,
            prompt: input.prompt,
            n: 1,
            size: size as OpenAI.Images.ImageEditParams['size'],
            output_format: 'png',
          };
          if (input.mask)
            params.mask = await toFile(input.mask.bytes, 'mask.png', { type: input.mask.mime });
          if (input.inputFidelity) params.input_fidelity = input.inputFidelity;
          return c.images.edit(params, { signal });
        });
        return toResult(res.data, attempt);
      });
    },

    async chat(input) {
      return chatCall('chat', input, {
        model: input.model ?? 'gpt-4o',
        messages: input.messages,
        temperature: input.temperature ?? 0.7,
        max_completion_tokens: input.maxTokens ?? 2000,
      });
    },

    chatStream(input) {
      return streamCall('chat.stream', input, {
        model: input.model ?? 'gpt-4o',
        messages: input.messages,
        temperature: input.temperature ?? 0.7,
        max_completion_tokens: input.maxTokens ?? 2000,
      });
    },

    async vision(input) {
      return chatCall('vision', input, {
        model: input.model ?? 'gpt-4o',
        messages: visionMessages(input),
        max_completion_tokens: input.maxTokens ?? 2000,
      });
    },

    visionStream(input) {
      return streamCall('vision.stream', input, {
        model: input.model ?? 'gpt-4o',
        messages: visionMessages(input),
        max_completion_tokens: input.maxTokens ?? 2000,
      });
    },

    async transcribe(input) {
      const mime = input.mime ?? 'audio/webm';
      const timeoutMs = input.timeoutMs ?? chatTimeoutMs;
      const res = await withinDeadline('openai', input.signal, timeoutMs, (attempt) =>
        run('transcribe', input, attempt, timeoutMs, async (c, signal) => {
          const file = await toFile(input.audio, `audio.${extFor(mime, 'webm')}`, { type: mime });
          return c.audio.transcriptions.create(
            {
              file,
              model: input.model ?? 'whisper-1',
              response_format: 'json',
              ...(input.language ? { language: input.language } : {}),
            },
            { signal },
          );
        }),
      );
      return { text: res.text };
    },
  };
}
