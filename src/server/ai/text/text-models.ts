// Text models behind the OpenAI-compatible chat and audio APIs: chat (plain and streamed), vision
// (an image and text in, text out) and transcription. Model names come from configuration
// (CHAT_MODEL, VISION_MODEL, TRANSCRIBE_MODEL), so with OPENAI_BASE_URL pointed at Ollama, vLLM,
// LocalAI or llama.cpp's server the same calls run on local models. The key is resolved per caller
// (ai/keys.ts) and handed to the adapter for one call.
import type { TChatMessage, TOpenAIProvider } from '../../providers/openai';
import { ProviderError } from '../../providers/errors';
import { keyAvailability, keyFor, type TAiCaller, type TAvailability, type TProviderKeys } from '../keys';

export interface TTextModelNames {
  chat: string;
  vision: string;
  transcribe: string;
}

export interface TChatRequest {
  messages: TChatMessage[];
  maxTokens?: number;
  temperature?: number;
  signal?: AbortSignal;
}

export interface TVisionRequest {
  prompt: string;
  system?: string;
  image: { bytes: Buffer; mime: string };
  maxTokens?: number;
  signal?: AbortSignal;
}

export interface TTranscribeRequest {
  audio: Buffer;
  mime: string;
  language?: string;
  signal?: AbortSignal;
}

/** A model that answers text, whole or as it is written; R is what one call asks. */
export interface TTextModel<R> {
  readonly model: string;
  availability(caller: TAiCaller): TAvailability;
  complete(caller: TAiCaller, request: R): Promise<string>;
  /** Text deltas as they arrive; throws ProviderError. */
  stream(caller: TAiCaller, request: R): AsyncIterable<string>;
}

export type TChatModel = TTextModel<TChatRequest>;
export type TVisionModel = TTextModel<TVisionRequest>;

export interface TTranscriptionModel {
  readonly model: string;
  availability(caller: TAiCaller): TAvailability;
  transcribe(caller: TAiCaller, request: TTranscribeRequest): Promise<{ text: string }>;
}

export interface TTextModelsDeps {
  openai: TOpenAIProvider;
  serverKeys: TProviderKeys;
  models: TTextModelNames;
}

export function createTextModels(deps: TTextModelsDeps): {
  chat: TChatModel;
  vision: TVisionModel;
  transcription: TTranscriptionModel;
} {
  const { openai, serverKeys, models } = deps;
  const availability = (caller: TAiCaller) => keyAvailability(serverKeys, caller, 'openai');

  /** The caller's OpenAI key, or a ProviderError (kind auth) saying why there is none. */
  function apiKey(caller: TAiCaller): string {
    const key = keyFor(serverKeys, caller, 'openai');
    if (key) return key;
    const state = availability(caller);
    throw new ProviderError({ kind: 'auth', provider: 'openai', message: state.available ? 'OpenAI key is missing' : state.reason });
  }

  const chatInput = (caller: TAiCaller, request: TChatRequest) => ({
    apiKey: apiKey(caller),
    model: models.chat,
    messages: request.messages,
    ...(request.maxTokens !== undefined ? { maxTokens: request.maxTokens } : {}),
    ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
    signal: request.signal,
  });

  /** Vision as chat messages: the system text, then the prompt and the image as a data URL. */
  const visionInput = (caller: TAiCaller, request: TVisionRequest) => ({
    apiKey: apiKey(caller),
    model: models.vision,
    image: request.image,
    prompt: request.prompt,
    ...(request.system ? { system: request.system } : {}),
    ...(request.maxTokens !== undefined ? { maxTokens: request.maxTokens } : {}),
    signal: request.signal,
  });

  /** One model over an adapter's plain and streamed call, both fed by the same input builder. */
  function textModel<R, I>(
    model: string,
    input: (caller: TAiCaller, request: R) => I,
    call: { complete(input: I): Promise<{ text: string }>; stream(input: I): AsyncIterable<string> },
  ): TTextModel<R> {
    return {
      model,
      availability,
      async complete(caller, request) {
        return (await call.complete(input(caller, request))).text;
      },
      // A generator, so a missing key is thrown where the caller iterates, like any stream failure.
      async *stream(caller, request) {
        yield* call.stream(input(caller, request));
      },
    };
  }

  return {
    chat: textModel(models.chat, chatInput, { complete: (i) => openai.chat(i), stream: (i) => openai.chatStream(i) }),
    vision: textModel(models.vision, visionInput, { complete: (i) => openai.vision(i), stream: (i) => openai.visionStream(i) }),
    transcription: {
      model: models.transcribe,
      availability,
      async transcribe(caller, request) {
        return openai.transcribe({
          apiKey: apiKey(caller),
          model: models.transcribe,
          audio: request.audio,
          mime: request.mime,
          ...(request.language ? { language: request.language } : {}),
          signal: request.signal,
        });
      },
    },
  };
}
