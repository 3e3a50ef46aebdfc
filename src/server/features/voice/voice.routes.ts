// GET /api/voice: the Voice Glow WebSocket (spec §7 realtime-tattoo-assistant). The browser never
// talks to OpenAI and never sees a key: signed-in users are served with the server's key, a guest
// may send their own in the FIRST message (never in the URL, never logged). Without a realtime
// key the same socket talks to the offline assistant. Nothing but session.start is read until the
// session runs: the user (cookie or token), then a place under the caps, then the mode.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '@fastify/websocket';
import type { RawData, WebSocket } from 'ws';
import { VOICE_CLOSE, VOICE_MESSAGES, ZVoiceClientMessage, ZVoiceStart, type TVoiceStart } from '../../../core/voice/voice-schemas';
import { isAudioFrame } from './audio-frame';
import { DEFAULT_VOICE_LIMITS, type TVoiceCaller, type TVoiceDeps, type TVoiceLimits } from './voice-deps';
import { voiceDepsFromAi } from './voice-deps-ai';
import { startOfflineSession } from './voice-offline-session';
import { createVoicePage } from './voice-page';
import { startRealtimeSession, type TVoiceMode } from './voice-realtime-session';
import { createVoiceRegistry, type TSessionLeases, type TVoicePlace } from './voice-registry';

export interface TVoiceRoutesOptions {
  /** Default: app.ai and the offline assistant (tests pass stand-ins). */
  deps?: TVoiceDeps;
  limits?: Partial<TVoiceLimits>;
  /** Per-user session leases shared by every process (the database's in the app). */
  leases: TSessionLeases;
  /**
   * The signed-in user, by the same rules as HTTP routes: the upgrade request's session cookie, or
   * the session token a framed page sends in session.start (as it sends `Authorization: Bearer`).
   */
  userOf(request: FastifyRequest, authToken?: string): Promise<{ id: string } | null>;
}

/** Page frames that may wait while the session starts (user lookup, lease, upstream). */
const MAX_EARLY_FRAMES = 64;

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

const asBuffer = (data: RawData): Buffer =>
  Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);

export async function voiceRoutes(app: FastifyInstance, options: TVoiceRoutesOptions) {
  const limits: TVoiceLimits = { ...DEFAULT_VOICE_LIMITS, ...options.limits };
  const registry = createVoiceRegistry(limits, options.leases, (error) =>
    app.log.warn({ event: 'voice.lease_error', err: error }, 'voice session lease could not be renewed or released'),
  );
  const deps = options.deps ?? voiceDepsFromAi(app);

  app.get('/api/voice', { websocket: true }, (socket: WebSocket, request) => {
    const log = request.log;
    let mode: TVoiceMode | null = null;
    let place: TVoicePlace | null = null;
    let starting = false;
    const early: { frame: Buffer; isBinary: boolean }[] = [];
    const page = createVoicePage(socket, limits, log, () => {
      place?.release();
      mode?.close();
    });
    const startTimer = setTimeout(() => page.end(VOICE_CLOSE.badMessage, VOICE_MESSAGES.startFirst), limits.startTimeoutMs);

    /** One page frame once the session runs. Audio takes the byte-checked path (audio-frame.ts). */
    const route = (session: TVoiceMode, frame: Buffer, isBinary: boolean) => {
      if (!isBinary && isAudioFrame(frame)) return session.onAudio(frame);
      const message = ZVoiceClientMessage.safeParse(isBinary ? null : safeJson(frame.toString()));
      if (!message.success) return page.error('bad_message', VOICE_MESSAGES.badMessage);
      session.onMessage(message.data);
    };

    socket.on('message', (data, isBinary) => {
      if (page.closed) return;
      const frame = asBuffer(data);
      if (mode) return route(mode, frame, isBinary);
      if (starting) {
        if (early.length < MAX_EARLY_FRAMES) early.push({ frame, isBinary });
        return;
      }
      const start = ZVoiceStart.safeParse(isBinary ? null : safeJson(frame.toString()));
      if (!start.success) return page.end(VOICE_CLOSE.badMessage, VOICE_MESSAGES.startFirst);
      clearTimeout(startTimer);
      starting = true;
      begin(start.data).catch((error: unknown) => {
        log.error({ event: 'voice.start_failed', err: error }, 'voice session could not start');
        page.end(1011, VOICE_MESSAGES.connectFailed);
      });
    });

    async function begin(start: TVoiceStart) {
      const user = await options.userOf(request, start.authToken).catch(() => null);
      const taken = await registry.acquire(user ? `user:${user.id}` : `ip:${request.ip}`);
      if (!taken.ok) {
        page.send({ type: 'error', code: 'busy', message: taken.message });
        return page.end(VOICE_CLOSE.busy, 'busy');
      }
      if (page.closed) return taken.release();
      place = taken;
      const caller = callerFor(user?.id ?? null, start);
      const availability = start.offline
        ? ({ available: false, reason: 'You chose the offline assistant.' } as const)
        : deps.realtime.availability(caller, caller.guestKeys.openai);
      log.info(
        { event: 'voice.session_start', mode: availability.available ? 'realtime' : 'offline', signedIn: Boolean(user), turnDetection: start.turnDetection },
        'voice session started',
      );
      const session = availability.available
        ? startRealtimeSession({ page, start, caller, keySource: availability.keySource, deps, limits, log })
        : startOfflineSession({ page, caller, reason: availability.reason, deps, log });
      mode = session;
      for (const { frame, isBinary } of early.splice(0)) route(session, frame, isBinary);
    }
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
