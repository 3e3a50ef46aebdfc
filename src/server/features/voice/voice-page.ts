// The page's end of a voice session: typed sends with audio backpressure, the 30 s heartbeat, the
// idle and session-length timers, and closing with a clear message.
import type { WebSocket } from 'ws';
import { VOICE_CLOSE, VOICE_MESSAGES, type TVoiceServerEvent } from '../../../core/voice/voice-schemas';
import type { TVoiceLimits, TVoiceLog } from './voice-deps';

export interface TVoicePage {
  send(event: TVoiceServerEvent): void;
  /** Sends assistant audio unless the page's socket is backed up (then it is dropped and counted). */
  sendAudio(event: TVoiceServerEvent): void;
  /** Something happened that keeps the session alive (speech, text, generation). */
  touch(): void;
  error(code: string, message: string): void;
  end(code: number, message?: string): void;
  readonly closed: boolean;
  readonly droppedAudio: number;
}

export function createVoicePage(
  socket: WebSocket,
  limits: TVoiceLimits,
  log: TVoiceLog,
  onEnd: () => void,
): TVoicePage {
  let closed = false;
  let droppedAudio = 0;
  let alive = true;

  const send = (event: TVoiceServerEvent) => {
    if (!closed && socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
  };
  const end = (code: number, message?: string) => {
    if (closed) return;
    if (message) send({ type: 'error', code: code === VOICE_CLOSE.normal ? 'ended' : `closed_${code}`, message });
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(idleTimer);
    clearTimeout(lengthTimer);
    if (socket.readyState === socket.OPEN) socket.close(code, message?.slice(0, 100));
    onEnd();
  };

  socket.on('pong', () => (alive = true));
  const heartbeat = setInterval(() => {
    if (!alive) {
      log.info({ event: 'voice.heartbeat_missed' }, 'voice page missed a heartbeat');
      socket.terminate();
      return;
    }
    alive = false;
    socket.ping();
  }, limits.heartbeatMs);
  const lengthTimer = setTimeout(() => end(VOICE_CLOSE.tooLong, VOICE_MESSAGES.tooLong), limits.maxSessionMs);
  let idleTimer = setTimeout(() => end(VOICE_CLOSE.idle, VOICE_MESSAGES.idle), limits.idleMs);
  socket.on('close', () => end(VOICE_CLOSE.normal));

  return {
    send,
    sendAudio(event) {
      if (socket.bufferedAmount > limits.maxPageBuffer) {
        droppedAudio++;
        return;
      }
      send(event);
    },
    touch() {
      clearTimeout(idleTimer);
      if (!closed) idleTimer = setTimeout(() => end(VOICE_CLOSE.idle, VOICE_MESSAGES.idle), limits.idleMs);
    },
    error: (code, message) => send({ type: 'error', code, message }),
    end,
    get closed() {
      return closed;
    },
    get droppedAudio() {
      return droppedAudio;
    },
  };
}
