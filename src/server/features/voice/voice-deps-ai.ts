// Voice Glow's dependencies from the AI layer (app.ai): the realtime connection, the one generation
// service, and the chat issue's offline assistant (loaded on first offline use).
import type { FastifyInstance } from 'fastify';
import { createOfflineAssistant, loadOfflineCatalog, type TOfflineAssistant } from '../../ai/offline-assistant';
import type { TVoiceDeps } from './voice-deps';
import { OFFLINE_VOICE_GREETING, createOfflineVoiceBrain } from './voice-offline-brain';

export function voiceDepsFromAi(app: FastifyInstance): TVoiceDeps {
  let assistant: Promise<TOfflineAssistant> | null = null;
  return {
    realtime: {
      availability: (caller, guestKey) => app.ai.realtime.availability(caller, guestKey),
      connect: (caller, options) => app.ai.realtime.connect(caller, options),
    },
    generate: (body, caller, signal) => app.ai.images.generate(body, caller, signal),
    offline: {
      greeting: () => OFFLINE_VOICE_GREETING,
      async reply(history, current) {
        assistant ??= loadOfflineCatalog().then((catalog) => createOfflineAssistant({ catalog }));
        return createOfflineVoiceBrain(await assistant).reply(history, current);
      },
    },
  };
}
