// Offline mode's voice: the browser's speech recognition (where it exists; en-US, spec §9) turns
// speech into text for the offline assistant, and speech synthesis reads the replies aloud.

export interface TBrowserSpeech {
  /** Speech recognition exists in this browser (else the page offers the text input only). */
  readonly recognition: boolean;
  listen(): void;
  stop(): void;
  say(text: string): void;
  /** Stops speaking now (the person started talking or typing). */
  silence(): void;
}

interface TRecognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { resultIndex: number; results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  onspeechstart: (() => void) | null;
  start(): void;
  stop(): void;
}

type TRecognitionCtor = new () => TRecognition;

export function createBrowserSpeech(handlers: { onText(text: string): void; onUnavailable(): void }): TBrowserSpeech {
  const w = window as unknown as { SpeechRecognition?: TRecognitionCtor; webkitSpeechRecognition?: TRecognitionCtor };
  const Ctor = w.SpeechRecognition ?? w.webkitSpeechRecognition;
  const synth = typeof speechSynthesis === 'undefined' ? null : speechSynthesis;
  let recognizer: TRecognition | null = null;
  let wanted = false;
  let broken = !Ctor;

  const silence = () => synth?.cancel();

  function listen() {
    if (broken || !Ctor) return;
    wanted = true;
    if (recognizer) return;
    const r = new Ctor();
    r.lang = 'en-US';
    r.continuous = true;
    r.interimResults = false;
    r.onspeechstart = silence; // barge-in: stop reading the reply aloud
    r.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i];
        const text = result[0]?.transcript.trim();
        if (result.isFinal && text) handlers.onText(text);
      }
    };
    r.onerror = (event) => {
      if (event.error === 'no-speech' || event.error === 'aborted') return;
      // Refused, no service (e.g. offline) or no device: the text input carries on alone.
      broken = true;
      wanted = false;
      handlers.onUnavailable();
    };
    r.onend = () => {
      recognizer = null;
      if (wanted && !broken) listen();
    };
    recognizer = r;
    try {
      r.start();
    } catch {
      broken = true;
      recognizer = null;
      handlers.onUnavailable();
    }
  }

  return {
    get recognition() {
      return !broken;
    },
    listen,
    stop() {
      wanted = false;
      recognizer?.stop();
    },
    say(text) {
      if (!synth || !text) return;
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = 'en-US';
      synth.speak(utterance);
    },
    silence,
  };
}
