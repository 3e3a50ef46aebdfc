// The voice session's plain values, without zod: the assistant page imports these, and loads the
// zod schemas (voice-schemas.ts, which re-exports this module) when a session starts, so a
// prerendered assistant page hydrates without building them.

/** Spec §3 voice preferences: text fields plus a completed flag. */
export const VOICE_PREFERENCE_FIELDS = [
  'subject',
  'style',
  'technique',
  'composition',
  'color',
  'placement',
  'text',
] as const;
export type TVoicePreferenceField = (typeof VOICE_PREFERENCE_FIELDS)[number];

/** Spec §8 voice session messages (and the relay's own limits). */
export const VOICE_MESSAGES = {
  micDenied: 'Microphone access denied. Please allow microphone access and try again.',
  micFailed: 'Failed to start audio recording. Please check your microphone.',
  socketFailed: 'WebSocket connection failed. Check console for details.',
  connectFailed: 'Failed to connect. Please try again.',
  missingKeys: 'Missing required API keys',
  generationFailed: 'Sorry, I had trouble generating your tattoo. Let me try a different approach.',
  idle: 'The voice session ended after a quiet spell. Start again whenever you are ready.',
  tooLong: 'The voice session reached its time limit. Start a new one to carry on.',
  userBusy: 'You already have the most voice sessions open at once. End one in another tab first.',
  serverBusy: 'Voice Glow is busy right now. Please try again in a minute.',
  badMessage: 'That message could not be read.',
  startFirst: 'The first message must start the session.',
  upstreamEnded: 'The voice session was ended by the voice service. Start again whenever you are ready.',
} as const;

/** Close codes: 1000 normal (no reconnect), 4xxx application codes that must not reconnect either. */
export const VOICE_CLOSE = {
  normal: 1000,
  idle: 4000,
  tooLong: 4001,
  busy: 4002,
  missingKeys: 4003,
  badMessage: 4004,
} as const;

/** Spec §4: reconnect after 3 s when the close code is not 1000 or 1001 (nor a final app code). */
export const VOICE_RECONNECT_DELAY_MS = 3000;
export function shouldReconnect(code: number): boolean {
  if (code === 1000 || code === 1001) return false;
  return !(Object.values(VOICE_CLOSE) as number[]).includes(code);
}
