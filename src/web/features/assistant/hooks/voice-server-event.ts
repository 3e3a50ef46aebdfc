// Reads one message of the /api/voice socket with the src/core schema (ZVoiceServerEvent) instead of
// casting it, so a message the page cannot read becomes an error the session shows rather than
// missing fields failing later (or, as before, being dropped without a word).
// The schema (zod) loads when a session starts, not with the page: loadVoiceServerEventReader.
import type { TVoiceServerEvent } from '../../../../core/voice/voice-schemas';
import { ApiError } from '../../../lib/api-client';
import { parseStreamEvent } from '../../../lib/stream-events';

export type TVoiceEventReading =
  { ok: true; event: TVoiceServerEvent } | { ok: false; message: string };

/** `data` is a WebSocket message's data: the relay sends JSON text; anything else does not parse. */
export type TVoiceServerEventReader = (data: unknown) => TVoiceEventReading;

/** Loads the socket's schema and returns the (synchronous) reader of its messages. */
export async function loadVoiceServerEventReader(): Promise<TVoiceServerEventReader> {
  const { ZVoiceServerEvent } = await import('../../../../core/voice/voice-schemas');
  return (data) => {
    try {
      const text = typeof data === 'string' ? data : '';
      return { ok: true, event: parseStreamEvent(ZVoiceServerEvent, text, 'the voice conversation') };
    } catch (error) {
      if (error instanceof ApiError) return { ok: false, message: error.message };
      throw error;
    }
  };
}
