// A realtime Voice Glow session: the relay between the page and the upstream Realtime socket. It
// sends the session.update, forwards audio with a bounded buffer, maps upstream events to the
// page's names, runs the two tools, and cancels the running response on barge-in.
import type { RawData, WebSocket } from 'ws';
import {
  HARMLESS_UPSTREAM_ERRORS,
  buildSessionUpdate,
  mapUpstreamEvent,
  toolResultEvents,
} from '../../../core/voice/realtime-protocol';
import { mergePreferences, missingPreferences } from '../../../core/voice/voice-preferences';
import {
  VOICE_CLOSE,
  VOICE_MESSAGES,
  type TVoiceClientMessage,
  type TVoicePreferences,
  type TVoiceStart,
} from '../../../core/voice/voice-schemas';
import type { TVoiceCaller, TVoiceDeps, TVoiceLimits, TVoiceLog } from './voice-deps';
import { audioFrameFor } from './audio-frame';
import { runVoiceGeneration } from './voice-generation';
import type { TVoicePage } from './voice-page';

export interface TVoiceMode {
  onMessage(message: TVoiceClientMessage): void;
  /** A checked audio append frame (audio-frame.ts), forwarded upstream as it is. */
  onAudio(frame: Buffer): void;
  /** The page went away or the session ended: release everything. */
  close(): void;
}

/** Before the upstream is open, at most this many page messages wait (then they are dropped). */
const MAX_WAITING = 64;

export function startRealtimeSession(input: {
  page: TVoicePage;
  start: TVoiceStart;
  caller: TVoiceCaller;
  keySource: 'server' | 'guest';
  deps: TVoiceDeps;
  limits: TVoiceLimits;
  log: TVoiceLog;
}): TVoiceMode {
  const { page, deps, limits, log, caller } = input;
  const abort = new AbortController();
  let upstream: WebSocket | null = null;
  const waiting: (string | Buffer)[] = [];
  /** Milliseconds of assistant audio forwarded per item (the most a truncate may keep). */
  const audioMsByItem = new Map<string, number>();
  let droppedUpstream = 0;
  let preferences: TVoicePreferences = {};
  let responseActive = false;
  let responseFinished = true;
  let toolsInFlight = 0;
  let outputsWaiting = false;
  let generating = false;

  const toUpstream = (event: object) => sendText(JSON.stringify(event));
  const sendText = (text: string | Buffer) => {
    if (upstream && upstream.readyState === upstream.OPEN) upstream.send(text, { binary: false });
    else if (!upstream && waiting.length < MAX_WAITING) waiting.push(text);
  };

  /** After a response with tool calls is done and every output is in, ask the model to carry on. */
  const maybeContinue = () => {
    if (toolsInFlight === 0 && outputsWaiting && responseFinished) {
      outputsWaiting = false;
      toUpstream({ type: 'response.create' });
    }
  };

  const answerTool = (callId: string, output: unknown) => {
    const [item] = toolResultEvents(callId, output);
    toUpstream(item);
    outputsWaiting = true;
    toolsInFlight--;
    maybeContinue();
  };

  async function runTool(callId: string, name: string, args: unknown) {
    toolsInFlight++;
    if (name === 'update_preferences') {
      preferences = mergePreferences(preferences, args);
      const missing = missingPreferences(preferences);
      page.send({ type: 'preferences_update', preferences, completed: missing.length === 0, missing });
      return answerTool(callId, { ok: true, preferences, missing, ready: missing.length === 0 });
    }
    if (name === 'generate_tattoo') {
      if (generating) return answerTool(callId, { ok: false, error: 'A design is already being generated.' });
      generating = true;
      const extra = (args as { description?: unknown } | null)?.description;
      const result = await runVoiceGeneration({
        deps,
        page,
        caller,
        preferences,
        extra: typeof extra === 'string' ? extra : undefined,
        signal: abort.signal,
        log,
      });
      generating = false;
      if (page.closed) return;
      return answerTool(
        callId,
        result.ok
          ? { ok: true, shown_to_user: true, model: result.model }
          : { ok: false, error: result.error, say: VOICE_MESSAGES.generationFailed },
      );
    }
    answerTool(callId, { ok: false, error: `Unknown tool ${name}` });
  }

  function onUpstreamMessage(data: RawData) {
    let event: Record<string, unknown>;
    try {
      event = JSON.parse(String(data)) as Record<string, unknown>;
    } catch {
      return;
    }
    if (event.type === 'response.created') {
      responseActive = true;
      responseFinished = false;
      return;
    }
    const action = mapUpstreamEvent(event);
    switch (action.kind) {
      case 'forward':
        if (action.event.type === 'response.audio.delta') {
          const itemId = action.event.item_id;
          // base64 length * 3/4 bytes of 24 kHz PCM16 (48 bytes a millisecond)
          if (itemId) audioMsByItem.set(itemId, (audioMsByItem.get(itemId) ?? 0) + (action.event.delta.length * 3) / 4 / 48);
          page.sendAudio(action.event);
        } else page.send(action.event);
        if (action.event.type === 'conversation.item.input_audio_transcription.completed') page.touch();
        return;
      case 'session-ready':
        page.send({ type: 'session.ready', mode: 'realtime', keySource: input.keySource });
        return;
      case 'barge-in':
        page.touch();
        page.send({ type: 'input_audio_buffer.speech_started' });
        if (responseActive) toUpstream({ type: 'response.cancel' });
        return;
      case 'tool-call':
        void runTool(action.callId, action.name, action.args);
        return;
      case 'response-done':
        responseActive = false;
        responseFinished = true;
        page.send({ type: 'response.done' });
        maybeContinue();
        return;
      case 'upstream-error':
        if (HARMLESS_UPSTREAM_ERRORS.has(action.code)) return;
        log.warn({ event: 'voice.upstream_error', code: action.code }, 'realtime upstream error');
        page.error('upstream_error', VOICE_MESSAGES.connectFailed);
        return;
      default:
    }
  }

  void (async () => {
    try {
      const socket = await deps.realtime.connect(caller, { guestKey: input.start.openaiKey, signal: abort.signal });
      if (page.closed) {
        socket.close(1000);
        return;
      }
      upstream = socket;
      socket.on('message', onUpstreamMessage);
      socket.on('error', () => {}); // 'close' follows and ends the session
      socket.on('close', (code) => {
        if (page.closed) return;
        log.warn({ event: 'voice.upstream_closed', code }, 'realtime upstream closed');
        // The service ended the session on purpose: so does the page (1000, no reconnect). Any
        // other close: 1011, and the page reconnects after 3 s (spec §4).
        if (code === 1000) page.end(VOICE_CLOSE.normal, VOICE_MESSAGES.upstreamEnded);
        else page.end(1011, VOICE_MESSAGES.connectFailed);
      });
      socket.send(JSON.stringify(buildSessionUpdate({ turnDetection: input.start.turnDetection })));
      for (const text of waiting.splice(0)) socket.send(text, { binary: false });
    } catch (error) {
      if (page.closed) return;
      const kind = (error as { kind?: string }).kind;
      const status = (error as { status?: number }).status;
      log.warn({ event: 'voice.upstream_connect_failed', kind, status }, 'realtime upstream refused');
      if (kind === 'auth') page.end(VOICE_CLOSE.missingKeys, VOICE_MESSAGES.missingKeys);
      else page.end(1011, VOICE_MESSAGES.connectFailed);
    }
  })();

  function onAudio(frame: Buffer | string) {
    if (upstream && upstream.bufferedAmount > limits.maxUpstreamBuffer) {
      droppedUpstream++;
      if (droppedUpstream % 100 === 1)
        log.warn({ event: 'voice.audio_dropped', dropped: droppedUpstream }, 'upstream slow: audio chunks dropped');
      return;
    }
    if (!upstream && waiting.length >= MAX_WAITING) {
      droppedUpstream++;
      return;
    }
    sendText(frame);
  }

  return {
    onAudio,
    onMessage(message) {
      switch (message.type) {
        case 'input_audio_buffer.append':
          onAudio(audioFrameFor(message.audio));
          return;
        case 'conversation.item.truncate': {
          // Barge-in: the model forgets what the person did not hear. Only an item this session
          // played, and never past the audio it was sent (the service refuses that).
          const sent = audioMsByItem.get(message.item_id);
          if (sent === undefined) return;
          toUpstream({ type: 'conversation.item.truncate', item_id: message.item_id, content_index: 0, audio_end_ms: Math.min(message.audio_end_ms, Math.floor(sent)) });
          return;
        }
        case 'input_audio_buffer.commit':
          page.touch();
          toUpstream(message);
          return;
        case 'response.cancel':
          page.touch();
          if (responseActive) toUpstream(message);
          return;
        case 'conversation.item.create':
          page.touch();
          toUpstream(message);
          return;
        case 'response.create':
          toUpstream(message);
          return;
        case 'generate':
          if (generating) return;
          generating = true;
          void runVoiceGeneration({ deps, page, caller, preferences, signal: abort.signal, log }).finally(
            () => (generating = false),
          );
          return;
      }
    },
    close() {
      abort.abort();
      if (droppedUpstream || page.droppedAudio)
        log.info(
          { event: 'voice.dropped_totals', upstream: droppedUpstream, page: page.droppedAudio },
          'voice session dropped audio under backpressure',
        );
      if (upstream && upstream.readyState <= upstream.OPEN) upstream.close(1000);
      upstream = null;
    },
  };
}
