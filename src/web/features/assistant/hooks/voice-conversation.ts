// The conversation a Voice Glow page shows (spec §3 voice message), updated by the relay's events.
// Pure, so the event handling is tested without a browser.
import type { TVoiceImage, TVoicePreferenceField, TVoicePreferences, TVoiceServerEvent } from '../../../../core/voice/voice-schemas';

export interface TVoiceMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: number;
  type: 'text' | 'preference_update' | 'generation_request';
  image?: TVoiceImage;
  preferences?: TVoicePreferences;
  /** A live transcript still being spoken. */
  live?: boolean;
}

export interface TVoiceConversation {
  messages: TVoiceMessage[];
  preferences: TVoicePreferences;
  completed: boolean;
  missing: TVoicePreferenceField[];
  generating: boolean;
}

export const EMPTY_CONVERSATION: TVoiceConversation = {
  messages: [],
  preferences: {},
  completed: false,
  missing: ['subject', 'style', 'color'],
  generating: false,
};

let counter = 0;
const newId = () => `m${Date.now().toString(36)}${(counter++).toString(36)}`;

function add(state: TVoiceConversation, message: Omit<TVoiceMessage, 'id' | 'timestamp'>, now: number): TVoiceConversation {
  return { ...state, messages: [...state.messages, { id: newId(), timestamp: now, ...message }] };
}

/** Appends to the assistant's live message, or starts one. */
function live(state: TVoiceConversation, delta: string, now: number): TVoiceConversation {
  const last = state.messages.at(-1);
  if (last?.role === 'assistant' && last.live)
    return { ...state, messages: [...state.messages.slice(0, -1), { ...last, content: last.content + delta }] };
  return add(state, { role: 'assistant', content: delta, type: 'text', live: true }, now);
}

function finish(state: TVoiceConversation, text: string, now: number): TVoiceConversation {
  const last = state.messages.at(-1);
  if (last?.role === 'assistant' && last.live)
    return { ...state, messages: [...state.messages.slice(0, -1), { ...last, content: text || last.content, live: false }] };
  return text ? add(state, { role: 'assistant', content: text, type: 'text' }, now) : state;
}

/** Ends a live message cut short by barge-in (keeps what was said). */
export function interruptLive(state: TVoiceConversation): TVoiceConversation {
  const last = state.messages.at(-1);
  if (!(last?.role === 'assistant' && last.live)) return state;
  return { ...state, messages: [...state.messages.slice(0, -1), { ...last, content: `${last.content}…`, live: false }] };
}

export function addUserText(state: TVoiceConversation, text: string, now = Date.now()): TVoiceConversation {
  return add(interruptLive(state), { role: 'user', content: text, type: 'text' }, now);
}

export function applyVoiceEvent(state: TVoiceConversation, event: TVoiceServerEvent, now = Date.now()): TVoiceConversation {
  switch (event.type) {
    case 'response.audio_transcript.delta':
      return live(state, event.delta, now);
    case 'response.audio_transcript.done':
      return finish(state, event.transcript, now);
    case 'response.text.done':
      return finish(state, event.text, now);
    case 'input_audio_buffer.speech_started':
      return interruptLive(state);
    case 'conversation.item.input_audio_transcription.completed':
      return event.transcript.trim() ? add(interruptLive(state), { role: 'user', content: event.transcript.trim(), type: 'text' }, now) : state;
    case 'preferences_update':
      return { ...state, preferences: event.preferences, completed: event.completed, missing: event.missing };
    case 'generate_request':
      return {
        ...add(state, { role: 'assistant', content: 'Generating your design…', type: 'generation_request', preferences: event.preferences }, now),
        generating: true,
      };
    case 'generation.done':
      return {
        ...add(state, { role: 'assistant', content: 'Here is your design.', type: 'text', image: event.image }, now),
        generating: false,
      };
    case 'generation.failed':
      return { ...add(state, { role: 'assistant', content: event.message, type: 'text' }, now), generating: false };
    default:
      return state;
  }
}
