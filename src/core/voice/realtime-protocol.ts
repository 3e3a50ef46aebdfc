// Pure mapping between the OpenAI Realtime protocol (reference ai-providers §4; GA names, with the
// beta names accepted too) and the page's events (spec §7). The relay does the I/O.
import { VOICE_GLOW_INSTRUCTIONS, VOICE_TOOLS } from './voice-instructions';
import type { TVoiceServerEvent } from './voice-schemas';

export type TRealtimeDialect = 'ga' | 'beta';

export interface TSessionOptions {
  turnDetection: 'server_vad' | 'push_to_talk';
  transcriptionModel?: string;
  voice?: string;
  instructions?: string;
}

/** The session.update the relay sends first (GA shape; beta's flat shape for legacy models). */
export function buildSessionUpdate(options: TSessionOptions, dialect: TRealtimeDialect = 'ga') {
  const turnDetection =
    options.turnDetection === 'server_vad'
      ? {
          type: 'server_vad',
          threshold: 0.5,
          prefix_padding_ms: 300,
          silence_duration_ms: 500,
          create_response: true,
          interrupt_response: true,
        }
      : null;
  const instructions = options.instructions ?? VOICE_GLOW_INSTRUCTIONS;
  const transcription = { model: options.transcriptionModel ?? 'gpt-4o-mini-transcribe', language: 'en' };
  if (dialect === 'beta') {
    return {
      type: 'session.update',
      session: {
        modalities: ['text', 'audio'],
        instructions,
        voice: options.voice ?? 'alloy',
        input_audio_format: 'pcm16',
        output_audio_format: 'pcm16',
        input_audio_transcription: transcription,
        turn_detection: turnDetection,
        tools: VOICE_TOOLS,
        tool_choice: 'auto',
      },
    };
  }
  return {
    type: 'session.update',
    session: {
      type: 'realtime',
      instructions,
      output_modalities: ['audio'],
      audio: {
        input: { format: { type: 'audio/pcm', rate: 24000 }, transcription, turn_detection: turnDetection },
        output: { format: { type: 'audio/pcm', rate: 24000 }, voice: options.voice ?? 'marin' },
      },
      tools: VOICE_TOOLS,
      tool_choice: 'auto',
    },
  };
}

/** What the relay must do for one upstream event. */
export type TUpstreamAction =
  | { kind: 'forward'; event: TVoiceServerEvent }
  /** The person started talking: stop playback on the page and cancel the running response. */
  | { kind: 'barge-in' }
  | { kind: 'tool-call'; callId: string; name: string; args: unknown }
  | { kind: 'response-done'; status: string }
  | { kind: 'upstream-error'; code: string; message: string }
  | { kind: 'session-ready' }
  | { kind: 'ignore' };

type TEvent = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

function parseArguments(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw ?? {};
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return {};
  }
}

/** Maps one upstream event (GA or beta names) to the relay's action. */
export function mapUpstreamEvent(event: TEvent): TUpstreamAction {
  const type = str(event.type) ?? '';
  const itemId = str(event.item_id);
  switch (type) {
    case 'session.updated':
      return { kind: 'session-ready' };
    case 'input_audio_buffer.speech_started':
      return { kind: 'barge-in' };
    case 'input_audio_buffer.speech_stopped':
      return { kind: 'forward', event: { type: 'input_audio_buffer.speech_stopped' } };
    case 'response.output_audio.delta':
    case 'response.audio.delta': {
      const delta = str(event.delta);
      return delta ? { kind: 'forward', event: { type: 'response.audio.delta', delta, item_id: itemId } } : { kind: 'ignore' };
    }
    case 'response.output_audio_transcript.delta':
    case 'response.audio_transcript.delta':
      return { kind: 'forward', event: { type: 'response.audio_transcript.delta', delta: str(event.delta) ?? '', item_id: itemId } };
    case 'response.output_audio_transcript.done':
    case 'response.audio_transcript.done':
      return { kind: 'forward', event: { type: 'response.audio_transcript.done', transcript: str(event.transcript) ?? '', item_id: itemId } };
    case 'response.output_text.done':
    case 'response.text.done':
      return { kind: 'forward', event: { type: 'response.text.done', text: str(event.text) ?? '' } };
    case 'conversation.item.input_audio_transcription.completed':
      return {
        kind: 'forward',
        event: { type: 'conversation.item.input_audio_transcription.completed', transcript: str(event.transcript) ?? '', item_id: itemId },
      };
    case 'response.function_call_arguments.done':
      return {
        kind: 'tool-call',
        callId: str(event.call_id) ?? '',
        name: str(event.name) ?? '',
        args: parseArguments(event.arguments),
      };
    case 'response.done': {
      const response = (event.response ?? {}) as TEvent;
      return { kind: 'response-done', status: str(response.status) ?? 'completed' };
    }
    case 'error': {
      const error = (event.error ?? {}) as TEvent;
      return { kind: 'upstream-error', code: str(error.code) ?? str(error.type) ?? 'error', message: str(error.message) ?? '' };
    }
    default:
      return { kind: 'ignore' };
  }
}

/** Upstream error codes that are only noise for the person (cancel with nothing running, etc.). */
export const HARMLESS_UPSTREAM_ERRORS = new Set(['response_cancel_not_active', 'input_audio_buffer_commit_empty']);

/** The two client events that answer a tool call so the model carries on (reference §4.5). */
export function toolResultEvents(callId: string, output: unknown) {
  return [
    {
      type: 'conversation.item.create',
      item: { type: 'function_call_output', call_id: callId, output: JSON.stringify(output) },
    },
    { type: 'response.create' },
  ];
}
