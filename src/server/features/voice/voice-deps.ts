// What the Voice Glow relay needs from below (src/server/ai and the offline assistant), as small
// interfaces so the sessions are testable with loopback fakes and stand-ins.
import type { WebSocket } from 'ws';
import type { TGenerateRequest, TGenerateResponse } from '../../../core/generation-schemas';
import type { TVoicePreferences } from '../../../core/voice/voice-schemas';

export interface TVoiceCaller {
  userId: string | null;
  guestKeys: Partial<Record<'openai' | 'flux' | 'ideogram', string>>;
}

export type TVoiceAvailability = { available: true; keySource: 'server' | 'guest' } | { available: false; reason: string };

/** One turn of the offline assistant: its reply and the preferences it has gathered so far. */
export interface TOfflineTurn {
  reply: string;
  preferences: TVoicePreferences;
  /** The person asked to generate now (and the preferences allow it). */
  wantsGeneration: boolean;
}

export interface TOfflineVoiceBrain {
  /** The greeting that opens an offline session. */
  greeting(): string;
  /** Answers the conversation so far (the last message is the person's). */
  reply(history: { role: 'user' | 'assistant'; content: string }[], current: TVoicePreferences): Promise<TOfflineTurn>;
}

export interface TVoiceDeps {
  realtime: {
    availability(caller: TVoiceCaller, guestKey?: string): TVoiceAvailability;
    connect(caller: TVoiceCaller, options: { guestKey?: string; signal?: AbortSignal }): Promise<WebSocket>;
  };
  generate(body: TGenerateRequest, caller: TVoiceCaller, signal?: AbortSignal): Promise<TGenerateResponse>;
  offline: TOfflineVoiceBrain;
}

export interface TVoiceLimits {
  /** Concurrent voice sessions in this process. */
  maxSessions: number;
  /** Concurrent voice sessions of one signed-in user (or one guest address). */
  maxSessionsPerUser: number;
  /** A session with no speech, text or generation for this long ends. */
  idleMs: number;
  /** Longest session. */
  maxSessionMs: number;
  /** Ping the page this often; a page that misses one pong is dropped (spec §9: 30 s). */
  heartbeatMs: number;
  /** The page must send session.start within this time. */
  startTimeoutMs: number;
  /** Audio waiting in the upstream socket above which new chunks are dropped (bytes). */
  maxUpstreamBuffer: number;
  /** Audio waiting in the page's socket above which assistant audio is dropped (bytes). */
  maxPageBuffer: number;
}

export const DEFAULT_VOICE_LIMITS: TVoiceLimits = {
  maxSessions: 200,
  maxSessionsPerUser: 2,
  idleMs: 5 * 60_000,
  maxSessionMs: 30 * 60_000,
  heartbeatMs: 30_000,
  startTimeoutMs: 10_000,
  maxUpstreamBuffer: 256 * 1024,
  maxPageBuffer: 1024 * 1024,
};

export interface TVoiceLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}
