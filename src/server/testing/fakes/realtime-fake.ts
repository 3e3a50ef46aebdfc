// Loopback stand-in for the OpenAI Realtime API over WebSocket (reference ai-providers §4, GA with a
// beta dialect). It checks the bearer key on the handshake (401 before any event when refused),
// sends session.created, echoes session.update, runs an energy voice detector over the appended
// PCM16 audio and, for every user turn (speech, commit or text), plays the next scripted turn:
// what it "heard", the tool calls it makes and what it says (transcript plus synthetic audio).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

export type TRealtimeFakeMode = 'succeed' | 'refuse-key' | 'fail' | 'hang';

export interface TRealtimeTurn {
  /** The transcript of what the person said (for a text turn the typed text is used instead). */
  heard: string;
  /** Tool calls the model makes for this turn; `arguments` is sent as a JSON string. */
  toolCalls?: { name: string; arguments: Record<string, unknown> }[];
  /** What the model says (after the tool outputs come back, when there are tool calls). */
  reply: string;
}

export interface TRealtimeFakeOptions {
  port?: number;
  /** The only key accepted; anything else (or none) gets 401. Default 'fake-openai-key'. */
  apiKey?: string;
  dialect?: 'ga' | 'beta';
  /** Scripted turns, played in order; after the last one the fake answers `fallbackReply`. */
  script?: TRealtimeTurn[];
  fallbackReply?: string;
  /** Pause between audio deltas of a reply (default 0: all at once). */
  audioPaceMs?: number;
  /** Milliseconds of reply audio per word (default 120). */
  msPerWord?: number;
  /** RMS (0..1) above which a 20 ms frame counts as speech (default 0.02). */
  speechThreshold?: number;
  /** Silence that ends a turn (default 500 ms, like server_vad). */
  silenceMs?: number;
  onEvent?: (event: { session: number; type: string }) => void;
  /** Each appended audio chunk as it arrives (benchmarks time the relay with it). */
  onAudio?: (session: number, bytes: Buffer) => void;
}

export interface TRealtimeSessionRecord {
  id: number;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** Client events in order (audio payloads replaced by their byte count). */
  received: Record<string, unknown>[];
  audioBytes: number;
  /** Audio bytes appended since the last commit or speech stop. */
  session: Record<string, unknown> | null;
  /** conversation.item.truncate events the fake accepted (it refuses unknown items and overlong ends). */
  truncated: { item_id: string; content_index: number; audio_end_ms: number }[];
  closed: boolean;
}

export interface TRealtimeFake {
  /** What OPENAI_REALTIME_URL should be: ws://127.0.0.1:PORT/v1/realtime */
  url: string;
  sessions: TRealtimeSessionRecord[];
  setMode(mode: TRealtimeFakeMode, options?: { times?: number }): void;
  setScript(script: TRealtimeTurn[]): void;
  /** Closes every open upstream socket with this code (e.g. 1011 to test the page's reconnect). */
  dropAll(code?: number): void;
  close(): Promise<void>;
}

/** The default conversation (dev:fakes and the browser tests): a swallow on the forearm. */
export const DEFAULT_REALTIME_SCRIPT: TRealtimeTurn[] = [
  {
    heard: 'I want a traditional swallow on my forearm.',
    toolCalls: [
      { name: 'update_preferences', arguments: { subject: 'swallow', style: 'traditional', placement: 'forearm' } },
    ],
    reply: 'A traditional swallow on your forearm, a classic. Would you like it in full color or black only?',
  },
  {
    heard: 'Full color, please.',
    toolCalls: [{ name: 'update_preferences', arguments: { color: 'full color', technique: 'bold lines' } }],
    reply: 'Full color with bold lines. That is everything I need: shall I generate it?',
  },
  {
    heard: 'Yes, generate it.',
    toolCalls: [{ name: 'generate_tattoo', arguments: {} }],
    reply: 'Here is your swallow. Tell me what you would like to change.',
  },
];

const GA_NAMES = {
  audioDelta: 'response.output_audio.delta',
  audioDone: 'response.output_audio.done',
  transcriptDelta: 'response.output_audio_transcript.delta',
  transcriptDone: 'response.output_audio_transcript.done',
};
const BETA_NAMES = {
  audioDelta: 'response.audio.delta',
  audioDone: 'response.audio.done',
  transcriptDelta: 'response.audio_transcript.delta',
  transcriptDone: 'response.audio_transcript.done',
};

const SAMPLE_RATE = 24_000;
const FRAME_SAMPLES = 480; // 20 ms

/** A quiet 440 Hz tone as PCM16 little-endian (stands in for speech). */
export function tonePcm16(ms: number, amplitude = 0.2, hz = 440): Buffer {
  const samples = Math.round((SAMPLE_RATE * ms) / 1000);
  const out = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++)
    out.writeInt16LE(Math.round(Math.sin((2 * Math.PI * hz * i) / SAMPLE_RATE) * amplitude * 32767), i * 2);
  return out;
}

function rms(pcm: Buffer, from: number, samples: number): number {
  let sum = 0;
  for (let i = 0; i < samples; i++) {
    const v = pcm.readInt16LE(from + i * 2) / 32768;
    sum += v * v;
  }
  return Math.sqrt(sum / samples);
}

let nextSessionId = 1;

export async function startRealtimeFake(options: TRealtimeFakeOptions = {}): Promise<TRealtimeFake> {
  const apiKey = options.apiKey ?? 'fake-openai-key';
  const names = options.dialect === 'beta' ? BETA_NAMES : GA_NAMES;
  let script = options.script ?? DEFAULT_REALTIME_SCRIPT;
  let mode: { mode: TRealtimeFakeMode; remaining: number } = { mode: 'succeed', remaining: Infinity };
  const sessions: TRealtimeSessionRecord[] = [];
  const sockets = new Set<WebSocket>();

  const takeMode = () => {
    const m = mode.mode;
    if (mode.remaining !== Infinity && --mode.remaining <= 0) mode = { mode: 'succeed', remaining: Infinity };
    return m;
  };

  const server = createServer((_req, res) => {
    res.writeHead(426, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: 'WebSocket upgrade required', type: 'invalid_request_error' } }));
  });
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });

  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const given = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    const current = takeMode();
    if (given !== apiKey || current === 'refuse-key') {
      const body = JSON.stringify({
        error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' },
      });
      socket.end(
        `HTTP/1.1 401 Unauthorized\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      );
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.add(ws);
      ws.on('close', () => sockets.delete(ws));
      runSession(ws, req, current);
    });
  });

  function runSession(ws: WebSocket, req: IncomingMessage, current: TRealtimeFakeMode) {
    const u = new URL(req.url ?? '/', 'http://fake.invalid');
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
    const record: TRealtimeSessionRecord = {
      id: nextSessionId++,
      path: u.pathname,
      query: Object.fromEntries(u.searchParams),
      headers,
      received: [],
      audioBytes: 0,
      session: null,
      truncated: [],
      closed: false,
    };
    sessions.push(record);
    ws.on('close', () => (record.closed = true));
    if (current === 'hang') return;

    let eventNo = 0;
    const send = (event: Record<string, unknown>) => {
      if (ws.readyState !== ws.OPEN) return;
      options.onEvent?.({ session: record.id, type: String(event.type) });
      ws.send(JSON.stringify({ event_id: `event_${record.id}_${++eventNo}`, ...event }));
    };
    send({
      type: 'session.created',
      session: { id: `sess_${record.id}`, object: 'realtime.session', type: 'realtime', model: record.query.model ?? 'gpt-realtime' },
    });
    if (current === 'fail') {
      send({ type: 'error', error: { type: 'server_error', code: 'server_error', message: 'The server had an error.' } });
      ws.close(1011, 'server error');
      return;
    }

    let turnNo = 0;
    let itemNo = 0;
    let vad = true;
    let pending = Buffer.alloc(0); // audio not yet framed
    let buffered = 0; // bytes in the input buffer since the last commit
    let speaking = false;
    let silentMs = 0;
    let speechStartMs = 0;
    let audioMs = 0;
    let awaitingTools: TRealtimeTurn | null = null; // tool calls made, waiting for their outputs
    let textTurn: string | null = null; // a typed message waiting for response.create
    let committed: TRealtimeTurn | null = null; // push-to-talk commit waiting for response.create
    let active: { id: string; cancelled: boolean } | null = null;
    const assistantAudioMs = new Map<string, number>(); // audio sent per assistant item

    const nextTurn = (): TRealtimeTurn =>
      script[turnNo++] ?? { heard: '', reply: options.fallbackReply ?? 'Tell me more about the tattoo you have in mind.' };

    const commitAudioTurn = (autoRespond: boolean) => {
      const itemId = `item_${record.id}_${++itemNo}`;
      buffered = 0;
      send({ type: 'input_audio_buffer.committed', item_id: itemId, previous_item_id: null });
      const turn = nextTurn();
      send({ type: 'conversation.item.added', item: { id: itemId, type: 'message', role: 'user', content: [{ type: 'input_audio' }] } });
      send({ type: 'conversation.item.input_audio_transcription.completed', item_id: itemId, content_index: 0, transcript: turn.heard });
      if (autoRespond) void respond(turn);
      else committed = turn;
    };

    const onAudio = (bytes: Buffer) => {
      record.audioBytes += bytes.length;
      buffered += bytes.length;
      if (!vad) return;
      pending = Buffer.concat([pending, bytes]);
      const frameBytes = FRAME_SAMPLES * 2;
      while (pending.length >= frameBytes) {
        const loud = rms(pending, 0, FRAME_SAMPLES) > (options.speechThreshold ?? 0.02);
        pending = pending.subarray(frameBytes);
        audioMs += 20;
        if (loud) {
          silentMs = 0;
          if (!speaking) {
            speaking = true;
            speechStartMs = audioMs;
            send({ type: 'input_audio_buffer.speech_started', audio_start_ms: audioMs, item_id: `item_${record.id}_${itemNo + 1}` });
          }
        } else if (speaking && (silentMs += 20) >= (options.silenceMs ?? 500)) {
          speaking = false;
          send({ type: 'input_audio_buffer.speech_stopped', audio_end_ms: audioMs, item_id: `item_${record.id}_${itemNo + 1}` });
          if (audioMs - speechStartMs - silentMs >= 100) commitAudioTurn(true);
        }
      }
    };

    async function respond(turn: TRealtimeTurn, afterTools = false) {
      const responseId = `resp_${record.id}_${++itemNo}`;
      const me = { id: responseId, cancelled: false };
      active = me;
      send({ type: 'response.created', response: { id: responseId, object: 'realtime.response', status: 'in_progress', output: [] } });
      if (!afterTools && turn.toolCalls?.length) {
        const output = turn.toolCalls.map((call, i) => {
          const callId = `call_${record.id}_${itemNo}_${i}`;
          const item = { id: `item_${record.id}_${++itemNo}`, type: 'function_call', call_id: callId, name: call.name, arguments: JSON.stringify(call.arguments) };
          send({ type: 'response.output_item.added', response_id: responseId, output_index: i, item: { ...item, arguments: '' } });
          send({ type: 'response.function_call_arguments.delta', response_id: responseId, item_id: item.id, output_index: i, call_id: callId, delta: item.arguments });
          send({ type: 'response.function_call_arguments.done', response_id: responseId, item_id: item.id, output_index: i, call_id: callId, name: call.name, arguments: item.arguments });
          send({ type: 'response.output_item.done', response_id: responseId, output_index: i, item });
          return item;
        });
        awaitingTools = turn;
        active = null;
        send({ type: 'response.done', response: { id: responseId, object: 'realtime.response', status: 'completed', output } });
        return;
      }
      await speak(turn.reply, responseId, me);
    }

    async function speak(text: string, responseId: string, me: { id: string; cancelled: boolean }) {
      const itemId = `item_${record.id}_${++itemNo}`;
      const base = { response_id: responseId, item_id: itemId, output_index: 0, content_index: 0 };
      send({ type: 'response.output_item.added', response_id: responseId, output_index: 0, item: { id: itemId, type: 'message', role: 'assistant', content: [] } });
      send({ type: 'response.content_part.added', ...base, part: { type: 'output_audio', transcript: '' } });
      const words = text.split(/\s+/).filter(Boolean);
      for (const [i, word] of words.entries()) {
        if (me.cancelled || ws.readyState !== ws.OPEN) break;
        send({ type: names.transcriptDelta, ...base, delta: i === 0 ? word : ` ${word}` });
        send({ type: names.audioDelta, ...base, delta: tonePcm16(options.msPerWord ?? 120, 0.05, 330).toString('base64') });
        assistantAudioMs.set(itemId, (assistantAudioMs.get(itemId) ?? 0) + (options.msPerWord ?? 120));
        if (options.audioPaceMs) await new Promise((r) => setTimeout(r, options.audioPaceMs));
      }
      if (me.cancelled) return; // response.cancel already answered with response.done
      send({ type: names.audioDone, ...base });
      send({ type: names.transcriptDone, ...base, transcript: text });
      send({ type: 'response.content_part.done', ...base, part: { type: 'output_audio', transcript: text } });
      const item = { id: itemId, type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_audio', transcript: text }] };
      send({ type: 'response.output_item.done', response_id: responseId, output_index: 0, item });
      if (active === me) active = null;
      send({ type: 'response.done', response: { id: responseId, object: 'realtime.response', status: 'completed', output: [item] } });
    }

    ws.on('message', (data, isBinary) => {
      if (isBinary) {
        send({ type: 'error', error: { type: 'invalid_request_error', code: 'invalid_event', message: 'Binary frames are not supported.' } });
        return;
      }
      let event: Record<string, unknown>;
      try {
        event = JSON.parse(String(data)) as Record<string, unknown>;
      } catch {
        send({ type: 'error', error: { type: 'invalid_request_error', code: 'invalid_json', message: 'Invalid JSON.' } });
        return;
      }
      const type = String(event.type);
      options.onEvent?.({ session: record.id, type: `client:${type}` });
      if (type === 'input_audio_buffer.append') {
        const bytes = Buffer.from(String(event.audio ?? ''), 'base64');
        options.onAudio?.(record.id, bytes);
        record.received.push({ type, bytes: bytes.length });
        onAudio(bytes);
        return;
      }
      record.received.push(event);
      switch (type) {
        case 'session.update': {
          const session = (event.session ?? {}) as Record<string, unknown>;
          if (options.dialect !== 'beta' && session.type !== 'realtime') {
            send({ type: 'error', error: { type: 'invalid_request_error', code: 'missing_required_parameter', message: "Missing required parameter: 'session.type'.", param: 'session.type' } });
            return;
          }
          record.session = session;
          const audio = (session.audio ?? {}) as { input?: { turn_detection?: unknown } };
          const turnDetection = options.dialect === 'beta' ? session.turn_detection : audio.input?.turn_detection;
          vad = turnDetection !== null;
          send({ type: 'session.updated', session: { id: `sess_${record.id}`, object: 'realtime.session', ...session } });
          return;
        }
        case 'input_audio_buffer.commit':
          if (buffered < 4800) {
            send({ type: 'error', error: { type: 'invalid_request_error', code: 'input_audio_buffer_commit_empty', message: 'Error committing input audio buffer: buffer too small. Expected at least 100ms of audio.' } });
            return;
          }
          commitAudioTurn(false);
          return;
        case 'input_audio_buffer.clear':
          buffered = 0;
          pending = Buffer.alloc(0);
          send({ type: 'input_audio_buffer.cleared' });
          return;
        case 'conversation.item.create': {
          const item = (event.item ?? {}) as { type?: string; content?: { text?: string }[] };
          const itemId = `item_${record.id}_${++itemNo}`;
          send({ type: 'conversation.item.added', item: { id: itemId, ...item } });
          if (item.type === 'message') textTurn = item.content?.map((c) => c.text ?? '').join(' ') ?? '';
          return;
        }
        case 'response.create': {
          const turn = textTurn === null ? (committed ?? awaitingTools) : null;
          const afterTools = turn !== null && turn === awaitingTools && committed === null;
          committed = null;
          textTurn = null;
          if (afterTools) awaitingTools = null;
          void respond(turn ?? nextTurn(), afterTools);
          return;
        }
        case 'conversation.item.truncate': {
          // As the service does: only an assistant audio item, and not past the audio it has.
          const itemId = String(event.item_id ?? '');
          const end = Number(event.audio_end_ms);
          const had = assistantAudioMs.get(itemId);
          if (had === undefined || event.content_index !== 0 || !Number.isInteger(end) || end < 0 || end > had) {
            send({ type: 'error', error: { type: 'invalid_request_error', code: 'invalid_value', message: `Cannot truncate item '${itemId}' at ${end} ms.`, event_id: event.event_id } });
            return;
          }
          record.truncated.push({ item_id: itemId, content_index: 0, audio_end_ms: end });
          send({ type: 'conversation.item.truncated', item_id: itemId, content_index: 0, audio_end_ms: end });
          return;
        }
        case 'response.cancel':
          if (!active) {
            send({ type: 'error', error: { type: 'invalid_request_error', code: 'response_cancel_not_active', message: 'Cancellation failed: no active response found' } });
            return;
          }
          active.cancelled = true;
          send({ type: 'response.done', response: { id: active.id, object: 'realtime.response', status: 'cancelled', status_details: { type: 'cancelled', reason: 'client_cancelled' }, output: [] } });
          active = null;
          return;
        default:
          send({ type: 'error', error: { type: 'invalid_request_error', code: 'unknown_event', message: `Unknown event type '${type}'.` } });
      }
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  return {
    url: `ws://127.0.0.1:${port}/v1/realtime`,
    sessions,
    setMode(next, modeOptions) {
      mode = { mode: next, remaining: modeOptions?.times ?? Infinity };
    },
    setScript(next) {
      script = next;
    },
    dropAll(code = 1011) {
      for (const ws of sockets) ws.close(code, 'dropped by the fake');
    },
    close() {
      return new Promise<void>((resolve) => {
        for (const ws of sockets) ws.terminate();
        wss.close();
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
