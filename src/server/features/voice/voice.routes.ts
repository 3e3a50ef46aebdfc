// GET /api/voice: the Voice Glow WebSocket (spec §7 realtime-tattoo-assistant). The browser never
// talks to OpenAI and never sees a key: signed-in users are served with the server's key, a guest
// may send their own in the FIRST message (never in the URL, never logged). Without a realtime
// key the same socket talks to the offline assistant.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '@fastify/websocket';
import type { WebSocket } from 'ws';
import {
  VOICE_CLOSE,
  VOICE_MESSAGES,
  ZVoiceClientMessage,
  ZVoiceStart,
  appendAudioOf,
  type TVoiceStart,
} from '../../../core/voice/voice-schemas';
import { DEFAULT_VOICE_LIMITS, type TVoiceCaller, type TVoiceDeps, type TVoiceLimits } from './voice-deps';
import { voiceDepsFromAi } from './voice-deps-ai';
import { startOfflineSession } from './voice-offline-session';
import { createVoicePage } from './voice-page';
import { startRealtimeSession, type TVoiceMode } from './voice-realtime-session';
import { VoiceRegistry } from './voice-registry';

export interface TVoiceRoutesOptions {
  /** Default: app.ai and the offline assistant (tests pass stand-ins). */
  deps?: TVoiceDeps;
  limits?: Partial<TVoiceLimits>;
  /** The signed-in user of the upgrade request, or null for a guest. */
  userOf(request: FastifyRequest): Promise<{ id: string } | null>;
}

const cleanKey = (value: string | undefined) => (value && !/[\s\0]/.test(value) ? value : undefined);

function callerFor(userId: string | null, start: TVoiceStart): TVoiceCaller {
  if (userId) return { userId, guestKeys: {} };
  const guestKeys: TVoiceCaller['guestKeys'] = {};
  const openai = cleanKey(start.openaiKey);
  const flux = cleanKey(start.fluxKey);
  const ideogram = cleanKey(start.ideogramKey);
  if (openai) guestKeys.openai = openai;
  if (flux) guestKeys.flux = flux;
  if (ideogram) guestKeys.ideogram = ideogram;
  return { userId: null, guestKeys };
}

export async function voiceRoutes(app: FastifyInstance, options: TVoiceRoutesOptions) {
  const limits: TVoiceLimits = { ...DEFAULT_VOICE_LIMITS, ...options.limits };
  const registry = new VoiceRegistry(limits);
  const deps = options.deps ?? voiceDepsFromAi(app);

  app.get('/api/voice', { websocket: true }, (socket: WebSocket, request) => {
    const log = request.log;
    // Messages may arrive while the user is looked up: hold them (bounded) until then.
    const early: unknown[] = [];
    let handle: ((data: unknown) => void) | null = null;
    socket.on('message', (data, isBinary) => {
      const parsed = isBinary ? null : safeJson(String(data));
      if (handle) handle(parsed);
      else if (early.length < 64) early.push(parsed);
    });

    void (async () => {
      const user = await options.userOf(request).catch(() => null);
      const place = registry.acquire(user ? `user:${user.id}` : `ip:${request.ip}`);
      if (!place.ok) {
        socket.send(JSON.stringify({ type: 'error', code: 'busy', message: place.message }));
        socket.close(VOICE_CLOSE.busy, 'busy');
        return;
      }
      let mode: TVoiceMode | null = null;
      const page = createVoicePage(socket, limits, log, () => {
        place.release();
        mode?.close();
      });
      const startTimer = setTimeout(() => page.end(VOICE_CLOSE.badMessage, VOICE_MESSAGES.startFirst), limits.startTimeoutMs);

      handle = (data) => {
        if (page.closed) return;
        if (!mode) {
          const start = ZVoiceStart.safeParse(data);
          if (!start.success) return page.end(VOICE_CLOSE.badMessage, VOICE_MESSAGES.startFirst);
          clearTimeout(startTimer);
          mode = begin(start.data);
          return;
        }
        const audio = appendAudioOf(data);
        if (audio) return mode.onAudio(audio);
        const message = ZVoiceClientMessage.safeParse(data);
        if (!message.success) return page.error('bad_message', VOICE_MESSAGES.badMessage);
        mode.onMessage(message.data);
      };

      function begin(start: TVoiceStart): TVoiceMode {
        const caller = callerFor(user?.id ?? null, start);
        const availability = start.offline
          ? ({ available: false, reason: 'You chose the offline assistant.' } as const)
          : deps.realtime.availability(caller, caller.guestKeys.openai);
        log.info(
          { event: 'voice.session_start', mode: availability.available ? 'realtime' : 'offline', signedIn: Boolean(user), turnDetection: start.turnDetection },
          'voice session started',
        );
        if (!availability.available)
          return startOfflineSession({ page, caller, reason: availability.reason, deps, log });
        return startRealtimeSession({ page, start, caller, keySource: availability.keySource, deps, limits, log });
      }

      for (const data of early.splice(0)) handle(data);
    })();
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
