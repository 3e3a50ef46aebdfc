// One Voice Glow session on the page: the /api/voice socket (reconnecting after 3 s on abnormal
// closes, spec §4), the microphone and playback (realtime mode) or browser speech recognition and
// synthesis (offline mode), push-to-talk, and the conversation state.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TVoiceServerEvent } from '../../../../core/voice/voice-schemas';
import { VOICE_MESSAGES, VOICE_RECONNECT_DELAY_MS, shouldReconnect } from '../../../../core/voice/voice-values';
import { readGuestKeys } from '../../../lib/provider-keys';
import { getBearerToken } from '../../../lib/session';
import { MicrophoneError, VoiceAudio } from '../audio/voice-audio';
import { pcm16ToBase64 } from '../audio/pcm';
import { createBrowserSpeech, type TBrowserSpeech } from './browser-speech';
import { EMPTY_CONVERSATION, addUserText, applyVoiceEvent, type TVoiceConversation } from './voice-conversation';
import { loadVoiceServerEventReader, type TVoiceServerEventReader } from './voice-server-event';

export type TVoiceStatus = 'idle' | 'connecting' | 'connected' | 'recording' | 'generating' | 'disconnected';

export interface TVoiceSessionOptions {
  pushToTalk: boolean;
  signedIn: boolean;
}

const voiceUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/voice`;

export function useVoiceSession() {
  const [active, setActive] = useState(false);
  const [status, setStatus] = useState<TVoiceStatus>('idle');
  const [mode, setMode] = useState<'realtime' | 'offline' | null>(null);
  const [offlineReason, setOfflineReason] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [micError, setMicError] = useState<string | null>(null);
  const [level, setLevel] = useState(0);
  const [talking, setTalking] = useState(false);
  const [speechInput, setSpeechInput] = useState(false);
  const [conversation, setConversation] = useState<TVoiceConversation>(EMPTY_CONVERSATION);
  const [pushToTalk, setPushToTalkMode] = useState(false);

  const socketRef = useRef<WebSocket | null>(null);
  const audioRef = useRef<VoiceAudio | null>(null);
  const speechRef = useRef<TBrowserSpeech | null>(null);
  const optionsRef = useRef<TVoiceSessionOptions>({ pushToTalk: false, signedIn: false });
  const endedRef = useRef(true);
  const reconnectRef = useRef<number | null>(null);
  const modeRef = useRef<'realtime' | 'offline' | null>(null);
  const talkingRef = useRef(false);
  const generatingRef = useRef(false);
  const connectRef = useRef<(() => void) | null>(null);
  /** Reads the socket's messages; loaded (with its zod schema) when the first session starts. */
  const readerRef = useRef<TVoiceServerEventReader | null>(null);

  const send = useCallback((event: object) => {
    const socket = socketRef.current;
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(event));
  }, []);

  /**
   * Barge-in on the page: stop the assistant's voice and tell the model how much of its item was
   * heard, so it forgets the rest (conversation.item.truncate; the relay cancels the response).
   */
  const interruptPlayback = useCallback(() => {
    void audioRef.current?.stopPlayback().then((cut) => {
      if (cut) send({ type: 'conversation.item.truncate', item_id: cut.itemId, audio_end_ms: cut.playedMs });
    });
  }, [send]);

  const baseStatus = useCallback((): TVoiceStatus => {
    if (generatingRef.current) return 'generating';
    if (modeRef.current === 'realtime' && audioRef.current && (!optionsRef.current.pushToTalk || talkingRef.current)) return 'recording';
    return 'connected';
  }, []);

  const onEvent = useCallback(
    (event: TVoiceServerEvent) => {
      setConversation((state) => applyVoiceEvent(state, event));
      switch (event.type) {
        case 'session.ready':
          modeRef.current = event.mode;
          setMode(event.mode);
          setOfflineReason(event.mode === 'offline' ? (event.reason ?? null) : null);
          setError(null);
          if (event.mode === 'offline') {
            speechRef.current ??= createBrowserSpeech({
              onText: (text) => {
                setConversation((state) => addUserText(state, text));
                send({ type: 'conversation.item.create', item: { type: 'message', role: 'user', content: [{ type: 'input_text', text }] } });
              },
              onUnavailable: () => setSpeechInput(false),
            });
            setSpeechInput(speechRef.current.recognition);
            if (!optionsRef.current.pushToTalk) speechRef.current.listen();
          }
          setStatus(baseStatus());
          return;
        case 'input_audio_buffer.speech_started':
          interruptPlayback();
          return;
        case 'response.audio.delta':
          audioRef.current?.play(event.delta, event.item_id);
          return;
        case 'response.text.done':
          speechRef.current?.say(event.text);
          return;
        case 'generate_request':
          generatingRef.current = true;
          setStatus('generating');
          return;
        case 'generation.done':
        case 'generation.failed':
          generatingRef.current = false;
          if (event.type === 'generation.failed') speechRef.current?.say(event.message);
          setStatus(baseStatus());
          return;
        case 'error':
          setError(event.message);
          return;
        default:
      }
    },
    [baseStatus, interruptPlayback, send],
  );

  const connect = useCallback(() => {
    setStatus('connecting');
    const socket = new WebSocket(voiceUrl());
    socketRef.current = socket;
    socket.onopen = () => {
      const keys = optionsRef.current.signedIn ? {} : readGuestKeys();
      // A framed page signed in without a cookie proves who it is as its HTTP calls do, by token.
      const authToken = getBearerToken();
      // The guest's own keys and the token travel in the first message only (never in the URL).
      socket.send(
        JSON.stringify({
          type: 'session.start',
          turnDetection: optionsRef.current.pushToTalk ? 'push_to_talk' : 'server_vad',
          ...(authToken ? { authToken } : {}),
          ...(keys.openai ? { openaiKey: keys.openai } : {}),
          ...(keys.flux ? { fluxKey: keys.flux } : {}),
          ...(keys.ideogram ? { ideogramKey: keys.ideogram } : {}),
        }),
      );
    };
    socket.onmessage = (message) => {
      const read = readerRef.current;
      if (!read) return; // connect() runs only once the reader has loaded
      const reading = read(message.data);
      // One unreadable message is shown, not fatal: the session goes on with the next one.
      if (!reading.ok) setError(reading.message);
      else onEvent(reading.event);
    };
    socket.onerror = () => setError((e) => e ?? VOICE_MESSAGES.socketFailed);
    socket.onclose = (close) => {
      if (socketRef.current !== socket) return;
      socketRef.current = null;
      speechRef.current?.stop();
      if (endedRef.current) return;
      setStatus('disconnected');
      if (shouldReconnect(close.code)) {
        reconnectRef.current = window.setTimeout(() => {
          reconnectRef.current = null;
          if (!endedRef.current) connectRef.current?.();
        }, VOICE_RECONNECT_DELAY_MS);
      }
    };
  }, [onEvent]);
  useEffect(() => {
    connectRef.current = connect;
  }, [connect]);

  const start = useCallback(
    async (options: TVoiceSessionOptions) => {
      optionsRef.current = options;
      setPushToTalkMode(options.pushToTalk);
      endedRef.current = false;
      talkingRef.current = false;
      generatingRef.current = false;
      setConversation(EMPTY_CONVERSATION);
      setError(null);
      setMicError(null);
      setActive(true);
      setStatus('connecting');
      // The message reader (and its schema) loads alongside the microphone.
      const reader = readerRef.current ? Promise.resolve(readerRef.current) : loadVoiceServerEventReader();
      reader.catch(() => {}); // awaited below, where a failure is shown
      try {
        audioRef.current = await VoiceAudio.start({
          onChunk: (pcm) => {
            if (modeRef.current !== 'realtime') return;
            if (optionsRef.current.pushToTalk && !talkingRef.current) return;
            send({ type: 'input_audio_buffer.append', audio: pcm16ToBase64(pcm) });
          },
          onLevel: setLevel,
          onPlayback: () => {},
        });
      } catch (e) {
        // Without a microphone the session still works by text.
        setMicError(e instanceof MicrophoneError ? e.message : VOICE_MESSAGES.micFailed);
      }
      try {
        readerRef.current = await reader;
      } catch {
        if (endedRef.current) return;
        setError(VOICE_MESSAGES.connectFailed);
        setStatus('disconnected');
        return;
      }
      if (!endedRef.current) connect();
    },
    [connect, send],
  );

  const end = useCallback(() => {
    endedRef.current = true;
    if (reconnectRef.current) window.clearTimeout(reconnectRef.current);
    const socket = socketRef.current;
    socketRef.current = null;
    socket?.close(1000, 'ended');
    audioRef.current?.close();
    audioRef.current = null;
    speechRef.current?.stop();
    speechRef.current = null;
    modeRef.current = null;
    setMode(null);
    setLevel(0);
    setTalking(false);
    setStatus('idle');
    setActive(false);
  }, []);

  /** Push-to-talk: the spacebar (or the hold button) went down or up. */
  const setPushToTalk = useCallback(
    (down: boolean) => {
      if (talkingRef.current === down) return;
      talkingRef.current = down;
      setTalking(down);
      if (modeRef.current === 'offline') {
        if (down) speechRef.current?.listen();
        else speechRef.current?.stop();
        return;
      }
      if (down) {
        interruptPlayback();
        send({ type: 'response.cancel' });
      } else {
        audioRef.current?.flush();
        // Let the flushed chunk go out first, then close the turn.
        window.setTimeout(() => {
          send({ type: 'input_audio_buffer.commit' });
          send({ type: 'response.create' });
        }, 60);
      }
      setStatus(baseStatus());
    },
    [baseStatus, interruptPlayback, send],
  );

  const sendText = useCallback(
    (text: string) => {
      const clean = text.trim();
      if (!clean) return;
      interruptPlayback();
      speechRef.current?.silence();
      setConversation((state) => addUserText(state, clean));
      send({ type: 'conversation.item.create', item: { type: 'message', role: 'user', content: [{ type: 'input_text', text: clean }] } });
      if (modeRef.current === 'realtime') send({ type: 'response.create' });
    },
    [interruptPlayback, send],
  );

  const generateNow = useCallback(() => send({ type: 'generate' }), [send]);

  useEffect(() => () => end(), [end]);

  return {
    active,
    status,
    mode,
    offlineReason,
    error,
    micError,
    level,
    talking,
    speechInput,
    conversation,
    start,
    end,
    setPushToTalk,
    sendText,
    generateNow,
    pushToTalk,
  };
}
