// Voice Glow's wiring: the realtime connection and the generation service from app.ai, and the
// offline brain over the chat's offline assistant.
import type { FastifyInstance } from 'fastify';
import { createOfflineAssistant, loadOfflineCatalog, type TOfflineAssistant } from './ai/offline-assistant';
import { createOfflineVoiceBrain } from './features/voice/voice-offline-brain';
import type { TVoiceDeps } from './features/voice/voice-deps';

export function interimVoiceDeps(app: FastifyInstance): TVoiceDeps {
  let assistant: Promise<TOfflineAssistant> | null = null;
  const brain = {
    greeting: () => createOfflineVoiceBrain({} as TOfflineAssistant).greeting(),
    reply: async (history: Parameters<ReturnType<typeof createOfflineVoiceBrain>['reply']>[0], current: Parameters<ReturnType<typeof createOfflineVoiceBrain>['reply']>[1]) => {
      assistant ??= loadOfflineCatalog().then((catalog) => createOfflineAssistant({ catalog }));
      return createOfflineVoiceBrain(await assistant).reply(history, current);
    },
  };
  return {
    realtime: app.ai.realtime,
    generate: (body, caller, signal) => app.ai.images.generate(body, caller, signal),
    offline: brain,
  };
}
