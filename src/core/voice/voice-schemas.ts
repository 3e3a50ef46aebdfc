// Wire shapes of GET /api/voice (spec §7 realtime-tattoo-assistant, ARCHITECTURE §6), shared by the
// relay and the page. The browser speaks the spec's event names; the relay maps them to and from the
// Realtime GA protocol (or the offline assistant). Pure zod.
import { z } from 'zod';
import { VOICE_PREFERENCE_FIELDS } from './voice-values';

// The voice session's plain values (no zod), for the assistant page's first screen.
export * from './voice-values';


const prefValue = z.string().trim().max(120).optional();
export const ZVoicePreferences = z.object({
  subject: prefValue,
  style: prefValue,
  technique: prefValue,
  composition: prefValue,
  color: prefValue,
  placement: prefValue,
  text: prefValue,
});
export type TVoicePreferences = z.infer<typeof ZVoicePreferences>;

/** Largest base64 audio chunk accepted from the page (~0.5 s of 24 kHz PCM16). */
export const MAX_AUDIO_CHUNK_BASE64 = 32_768;
export const MAX_TEXT_MESSAGE = 1000;
const BASE64 = /^[A-Za-z0-9+/]+=*$/;

/** The page's first message: how to talk, and (guests only) their own OpenAI key. */
export const ZVoiceStart = z.object({
  type: z.literal('session.start'),
  /** A guest's own key; used for this session only, never stored, logged or echoed. */
  openaiKey: z.string().trim().max(512).optional(),
  /** A guest's own image keys, for generation with FLUX or Ideogram (same rules). */
  fluxKey: z.string().trim().max(512).optional(),
  ideogramKey: z.string().trim().max(512).optional(),
  /** Push-to-talk (hold space) commits turns by hand; continuous uses server voice detection. */
  turnDetection: z.enum(['server_vad', 'push_to_talk']).default('server_vad'),
  /** Ask for the offline assistant even when a realtime key exists. */
  offline: z.boolean().optional(),
  /**
   * A signed-in page without the session cookie (framed in a parent site) sends its session token
   * here, as HTTP requests send it in `Authorization: Bearer` (a browser WebSocket cannot set headers).
   */
  authToken: z.string().trim().min(1).max(512).optional(),
});
export type TVoiceStart = z.infer<typeof ZVoiceStart>;

export const ZVoiceClientMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('input_audio_buffer.append'),
    audio: z.string().min(1).max(MAX_AUDIO_CHUNK_BASE64).regex(BASE64, 'must be base64'),
  }),
  z.object({ type: z.literal('input_audio_buffer.commit') }),
  z.object({
    type: z.literal('conversation.item.create'),
    item: z.object({
      type: z.literal('message'),
      role: z.literal('user'),
      content: z
        .array(z.object({ type: z.literal('input_text'), text: z.string().trim().min(1).max(MAX_TEXT_MESSAGE) }))
        .min(1)
        .max(4),
    }),
  }),
  z.object({ type: z.literal('response.create') }),
  z.object({ type: z.literal('response.cancel') }),
  /** Barge-in: how much of the assistant's audio item the page actually played before it stopped. */
  z.object({
    type: z.literal('conversation.item.truncate'),
    item_id: z.string().min(1).max(128),
    audio_end_ms: z.number().int().min(0).max(3_600_000),
  }),
  z.object({ type: z.literal('generate') }),
]);
export type TVoiceClientMessage = z.infer<typeof ZVoiceClientMessage>;

export const ZVoiceImage = z.object({
  id: z.string(),
  url: z.string(),
  model: z.string(),
  prompt: z.string(),
});
export type TVoiceImage = z.infer<typeof ZVoiceImage>;

const itemId = { item_id: z.string().optional() };

/** Events the relay sends to the page. */
export const ZVoiceServerEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('session.ready'),
    mode: z.enum(['realtime', 'offline']),
    keySource: z.enum(['server', 'guest']).optional(),
    reason: z.string().optional(),
  }),
  z.object({ type: z.literal('input_audio_buffer.speech_started') }),
  z.object({ type: z.literal('input_audio_buffer.speech_stopped') }),
  z.object({ type: z.literal('response.audio.delta'), delta: z.string(), ...itemId }),
  z.object({ type: z.literal('response.audio_transcript.delta'), delta: z.string(), ...itemId }),
  z.object({ type: z.literal('response.audio_transcript.done'), transcript: z.string(), ...itemId }),
  /** Offline mode: the assistant's text reply (the page speaks it with speech synthesis). */
  z.object({ type: z.literal('response.text.done'), text: z.string() }),
  z.object({ type: z.literal('response.done') }),
  z.object({ type: z.literal('conversation.item.input_audio_transcription.completed'), transcript: z.string(), ...itemId }),
  z.object({
    type: z.literal('preferences_update'),
    preferences: ZVoicePreferences,
    completed: z.boolean(),
    missing: z.array(z.enum(VOICE_PREFERENCE_FIELDS)),
  }),
  z.object({ type: z.literal('generate_request'), preferences: ZVoicePreferences, prompt: z.string() }),
  z.object({ type: z.literal('generation.done'), image: ZVoiceImage, fallbackFrom: z.string().optional() }),
  z.object({ type: z.literal('generation.failed'), message: z.string() }),
  z.object({ type: z.literal('error'), code: z.string().min(1), message: z.string() }),
]);
export type TVoiceServerEvent = z.infer<typeof ZVoiceServerEvent>;
