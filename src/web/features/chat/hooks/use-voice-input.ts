// Voice input for the chat (spec §4): speech recognition (en-US) where the browser has it; when it
// fails for a reason other than permission, manual recording with MediaRecorder that stops by
// itself after 10 s and goes to POST /api/transcribe. States idle, listening, done.
import { useCallback, useRef, useState } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { transcribe } from '../api/chat-api';

export type TVoiceState = 'idle' | 'listening' | 'done';
const MAX_RECORDING_MS = 10_000;

interface TRecognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}

function recognitionClass(): (new () => TRecognition) | undefined {
  const w = window as unknown as { SpeechRecognition?: new () => TRecognition; webkitSpeechRecognition?: new () => TRecognition };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

export function useVoiceInput(onText: (text: string) => void, headers: Record<string, string>) {
  const [state, setState] = useState<TVoiceState>('idle');
  const stopRef = useRef<(() => void) | null>(null);

  const record = useCallback(async () => {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      const name = (error as { name?: string }).name;
      setState('idle');
      if (name === 'NotAllowedError' || name === 'SecurityError')
        toast({ title: 'Microphone Permission Required', description: 'Please allow microphone access to use voice input.', variant: 'destructive' });
      else if (name === 'NotFoundError' || name === 'OverconstrainedError')
        toast({ title: 'No Microphone Found', description: 'Please connect a microphone, or type your message instead.', variant: 'destructive' });
      else toast({ title: 'Voice Input Error', description: 'Could not access microphone. Please try typing instead.', variant: 'destructive' });
      return;
    }
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream);
    } catch {
      stream.getTracks().forEach((t) => t.stop());
      setState('idle');
      toast({ title: 'Recording Failed', description: 'This browser cannot record audio. Please type your message instead.', variant: 'destructive' });
      return;
    }
    const chunks: Blob[] = [];
    const started = Date.now();
    recorder.ondataavailable = (e) => e.data.size && chunks.push(e.data);
    const timer = setTimeout(() => recorder.state !== 'inactive' && recorder.stop(), MAX_RECORDING_MS);
    stopRef.current = () => recorder.state !== 'inactive' && recorder.stop();
    recorder.onstop = async () => {
      clearTimeout(timer);
      stream.getTracks().forEach((t) => t.stop());
      stopRef.current = null;
      try {
        const blob = new Blob(chunks, { type: recorder.mimeType || 'audio/webm' });
        const { text } = await transcribe(blob, headers, Math.min(Date.now() - started, MAX_RECORDING_MS));
        if (text) onText(text);
        setState('done');
      } catch (error) {
        setState('idle');
        toast({
          title: 'Transcription Failed',
          description: error instanceof ApiError && error.status !== 0 ? error.message : 'Could not convert speech to text.',
          variant: 'destructive',
        });
      }
    };
    recorder.start();
    setState('listening');
  }, [headers, onText]);

  const start = useCallback(() => {
    if (state === 'listening') {
      stopRef.current?.();
      return;
    }
    const Recognition = recognitionClass();
    if (!Recognition) {
      void record();
      return;
    }
    const recognition = new Recognition();
    recognition.lang = 'en-US';
    recognition.interimResults = false;
    recognition.continuous = false;
    let heard = false;
    recognition.onresult = (event) => {
      heard = true;
      const text = Array.from(event.results).map((r) => r[0]?.transcript ?? '').join(' ').trim();
      if (text) onText(text);
      setState('done');
    };
    recognition.onerror = (event) => {
      if (event.error === 'not-allowed' || event.error === 'service-not-allowed') {
        setState('idle');
        toast({ title: 'Microphone Permission Required', description: 'Please allow microphone access to use voice input.', variant: 'destructive' });
        return;
      }
      // Any other failure (network, no speech service): record and transcribe instead.
      heard = true;
      void record();
    };
    recognition.onend = () => {
      stopRef.current = null;
      if (!heard) setState('idle');
    };
    stopRef.current = () => recognition.stop();
    try {
      recognition.start();
      setState('listening');
    } catch {
      void record();
    }
  }, [onText, record, state]);

  return { state, toggle: start };
}
