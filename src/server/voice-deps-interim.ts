// Interim wiring of Voice Glow until the AI layer (app.ai) lands: the generator's generation
// service and a Realtime connection on `ws` with the server key (signed-in) or the guest's own key.
import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { createGenerationsRepository } from './features/generations/generations.repository';
import { createGenerateService } from './features/generate/generate.service';
import { createModelRegistry } from './features/generate/runners';
import { createOfflineAssistant, loadOfflineCatalog, type TOfflineAssistant } from './ai/offline-assistant';
import { createOfflineVoiceBrain } from './features/voice/voice-offline-brain';
import type { TVoiceDeps } from './features/voice/voice-deps';

export function interimVoiceDeps(app: FastifyInstance): TVoiceDeps {
  const service = createGenerateService({
    registry: createModelRegistry(app),
    images: app.images,
    generations: createGenerationsRepository(app.db),
    clock: () => new Date(),
    randomSeed: () => randomInt(0, 2 ** 32 - 1),
    newId: randomUUID,
    onRunnerError: (model) => app.log.warn({ model }, 'image model failed'),
  });
  const url = new URL(app.config.OPENAI_REALTIME_URL ?? 'wss://api.openai.com/v1/realtime');
  url.searchParams.set('model', 'gpt-realtime');
  const serverKey = app.config.OPENAI_API_KEY;
  let assistant: Promise<TOfflineAssistant> | null = null;
  const brain = {
    greeting: () => createOfflineVoiceBrain({} as TOfflineAssistant).greeting(),
    reply: async (history: Parameters<ReturnType<typeof createOfflineVoiceBrain>['reply']>[0], current: Parameters<ReturnType<typeof createOfflineVoiceBrain>['reply']>[1]) => {
      assistant ??= loadOfflineCatalog().then((catalog) => createOfflineAssistant({ catalog }));
      return createOfflineVoiceBrain(await assistant).reply(history, current);
    },
  };
  return {
    realtime: {
      availability: (caller, guestKey) =>
        caller.userId
          ? serverKey
            ? { available: true, keySource: 'server' }
            : { available: false, reason: 'API keys are not available. Please contact the administrator.' }
          : guestKey
            ? { available: true, keySource: 'guest' }
            : { available: false, reason: 'no OpenAI key entered' },
      connect: (caller, { guestKey, signal }) =>
        new Promise((resolve, reject) => {
          const key = caller.userId ? serverKey : guestKey;
          const ws = new WebSocket(url, { headers: { Authorization: `Bearer ${key}` }, handshakeTimeout: 15_000 });
          signal?.addEventListener('abort', () => ws.terminate(), { once: true });
          ws.once('open', () => resolve(ws));
          ws.once('unexpected-response', (_req, res) => {
            res.resume();
            ws.terminate();
            reject(Object.assign(new Error('refused'), { kind: res.statusCode === 401 || res.statusCode === 403 ? 'auth' : 'upstream', status: res.statusCode }));
          });
          ws.once('error', () => reject(Object.assign(new Error('unreachable'), { kind: 'upstream' })));
        }),
    },
    generate: (body, caller, signal) => service.generate(body, caller, signal),
    offline: brain,
  };
}
