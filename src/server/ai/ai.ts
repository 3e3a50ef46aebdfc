// Every AI model the server has, in one registry, built once from configuration (ARCHITECTURE §3):
// image models (offline engine + provider runners, fallbacks, quota, history), text models (chat,
// vision, transcription), the realtime voice connection, and key resolution. The plugin
// (ai-plugin.ts) decorates the app with it as `app.ai`; routes never build any of it.
import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { TGenerateRequest, TGenerateResponse } from '../../core/generation-schemas';
import type { TImageEditRequest, TImageEditResponse } from '../../core/image-edit-schemas';
import type { TModelId } from '../../core/models';
import type { TKeySource } from '../../core/provider-errors';
import type { TConfig } from '../config';
import type { TDatabase } from '../db/client';
import { createProviders, type TProviderLogger, type TProviders } from '../providers';
import { ProviderError } from '../providers/errors';
import { createGenerateService, type TImageSaver } from './images/generate.service';
import { createGenerationsRepository } from './images/generations.repository';
import { createImageEditRepository } from './images/image-edit.repository';
import { createImageEditService, type TImageEditDeps } from './images/image-edit.service';
import type { TModelAvailability } from './images/image-model-runner';
import { createImageRegistry } from './images/image-registry';
import type { TModelChoice } from '../../core/provider-schemas';
import type { TLocalEngine } from './images/local-runner';
import type { TModelRegistry } from './images/model-registry';
import { callerFrom, keySourceFor, serverKeysFrom, type TAiCaller } from './keys';
import { createQuotaService, type TQuotaService } from './quota/quota.service';
import { createUsageRepository } from './quota/usage.repository';
import { createRealtime, type TRealtime } from './realtime/realtime';
import { createTextModels, type TChatModel, type TTranscriptionModel, type TVisionModel } from './text/text-models';

export type { TAiCaller, TAvailability } from './keys';

export interface TAiImages {
  /** The one generation service: plans the model (fallbacks end at the offline engine), runs it, stores, records history. */
  generate(body: TGenerateRequest, caller: TAiCaller, signal?: AbortSignal): Promise<TGenerateResponse>;
  /** Iterates on a stored image (provider edit model, or the engine re-composing from the same seed). */
  edit(imageId: string, body: TImageEditRequest, caller: TAiCaller, signal?: AbortSignal): Promise<TImageEditResponse>;
  /** The generator's model menu for this caller. */
  choices(caller: TAiCaller): TModelChoice[];
  /** Whether this caller can use one image model now, and why not. */
  availability(model: TModelId, caller: TAiCaller): TModelAvailability;
  readonly registry: TModelRegistry;
}

export interface TAi {
  /** Session user -> server keys (in quotas); guest -> x-*-key headers (this request only). */
  callerFor(request: FastifyRequest): Promise<TAiCaller>;
  /** Whose keys serve this caller. */
  keySource(caller: TAiCaller): TKeySource;
  images: TAiImages;
  chat: TChatModel;
  vision: TVisionModel;
  transcription: TTranscriptionModel;
  realtime: TRealtime;
  /** Free daily AI generations of signed-in users on the server's keys. */
  quota: TQuotaService;
  /** The provider adapters (base URLs, timeouts, retries from configuration). */
  providers: TProviders;
}

export type TAiConfig = Pick<
  TConfig,
  | 'OPENAI_API_KEY'
  | 'OPENAI_BASE_URL'
  | 'OPENAI_REALTIME_URL'
  | 'BFL_API_KEY'
  | 'BFL_BASE_URL'
  | 'IDEOGRAM_API_KEY'
  | 'IDEOGRAM_BASE_URL'
  | 'FREE_DAILY_GENERATIONS'
  | 'PROVIDER_TIMEOUT_MS'
  | 'CHAT_MODEL'
  | 'VISION_MODEL'
  | 'TRANSCRIBE_MODEL'
  | 'REALTIME_MODEL'
>;

export interface TAiDeps {
  config: TAiConfig;
  db: TDatabase;
  /** The image store (app.images). */
  images: TImageEditDeps['images'] & TImageSaver;
  getSessionUser(request: FastifyRequest): Promise<{ id: string } | null>;
  /** The offline engine (`local`): in the app, drawn on the engine pool's worker threads. */
  engine: TLocalEngine;
  log: TProviderLogger;
  clock?: () => Date;
  /** Overrides for tests. */
  providers?: TProviders;
  quota?: TQuotaService;
}

export function createAi(deps: TAiDeps): TAi {
  const { config, log } = deps;
  const clock = deps.clock ?? (() => new Date());
  const randomSeed = () => randomInt(0, 2 ** 32 - 1);
  const serverKeys = serverKeysFrom(config);
  const providers =
    deps.providers ??
    createProviders({
      openai: { baseURL: config.OPENAI_BASE_URL },
      flux: { baseURL: config.BFL_BASE_URL },
      ideogram: { baseURL: config.IDEOGRAM_BASE_URL },
      timeoutMs: config.PROVIDER_TIMEOUT_MS,
      logger: log,
    });
  const quota =
    deps.quota ??
    createQuotaService({ usage: createUsageRepository(deps.db), limit: config.FREE_DAILY_GENERATIONS, clock });
  const registry = createImageRegistry({
    providers,
    serverKeys,
    quota,
    timeoutMs: config.PROVIDER_TIMEOUT_MS,
    engine: deps.engine,
  });
  const generations = createGenerationsRepository(deps.db);

  const generateService = createGenerateService({
    registry,
    images: deps.images,
    generations,
    clock,
    randomSeed,
    newId: randomUUID,
    // Safe fields only: a provider error's kind and status, never its request (which held the key).
    onRunnerError: (model, error) =>
      log.warn({ model, ...(error instanceof ProviderError ? error.toLog() : { err: error }) }, 'image model failed'),
  });
  const editService = createImageEditService({
    registry,
    generate: generateService,
    images: deps.images,
    generations,
    generationOf: createImageEditRepository(deps.db).generationOf,
    randomSeed,
    newId: randomUUID,
    clock,
  });
  const text = createTextModels({
    openai: providers.openai,
    serverKeys,
    models: { chat: config.CHAT_MODEL, vision: config.VISION_MODEL, transcribe: config.TRANSCRIBE_MODEL },
  });

  return {
    callerFor: (request) => callerFrom(deps.getSessionUser, request),
    keySource: (caller) => keySourceFor(caller.userId),
    images: {
      generate: (body, caller, signal) => generateService.generate(body, caller, signal),
      edit: (imageId, body, caller, signal) => editService.edit(imageId, body, caller, signal),
      choices: (caller) => registry.choices(caller),
      availability: (model, caller) => registry.availability(model, caller),
      registry,
    },
    ...text,
    realtime: createRealtime({ serverKeys, url: config.OPENAI_REALTIME_URL, model: config.REALTIME_MODEL }),
    quota,
    providers,
  };
}
