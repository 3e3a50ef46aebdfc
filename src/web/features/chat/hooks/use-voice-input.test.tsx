// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toast = vi.fn();
const transcribe = vi.fn();
vi.mock('../../../components/ui/use-toast', () => ({ toast: (t: unknown) => toast(t) }));
vi.mock('../api/chat-api', () => ({ transcribe: (...args: unknown[]) => transcribe(...args) }));
const { useVoiceInput } = await import('./use-voice-input');

/** A MediaRecorder that hands over one chunk when stopped. */
class FakeRecorder {
  static last: FakeRecorder | undefined;
  state: 'inactive' | 'recording' = 'inactive';
  mimeType = 'audio/webm';
  ondataavailable: ((e: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor() {
    FakeRecorder.last = this;
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['abc']) });
    this.onstop?.();
  }
}

const track = { stop: vi.fn() };
function microphone(result: 'ok' | string) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: vi.fn(async () => {
        if (result !== 'ok') throw Object.assign(new Error(result), { name: result });
        return { getTracks: () => [track] };
      }),
    },
  });
}

/** A speech recognition that fails at once with `error`. */
function recognitionFailing(error: string) {
  vi.stubGlobal(
    'webkitSpeechRecognition',
    class {
      lang = '';
      onerror: ((e: { error: string }) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        (globalThis as unknown as { lastLang: string }).lastLang = this.lang;
        queueMicrotask(() => this.onerror?.({ error }));
      }
      stop() {}
    },
  );
}

const titles = () => toast.mock.calls.map(([t]) => (t as { title: string }).title);

beforeEach(() => {
  FakeRecorder.last = undefined;
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  toast.mockReset();
  transcribe.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useVoiceInput', () => {
  it('records when there is no speech recognition, stops by itself after 10 s and transcribes', async () => {
    vi.useFakeTimers();
    microphone('ok');
    transcribe.mockResolvedValue({ text: 'a rose on my wrist' });
    const onText = vi.fn();
    const { result } = renderHook(() => useVoiceInput(onText, {}));
    await act(async () => result.current.toggle());
    expect(result.current.state).toBe('listening');
    await act(async () => vi.advanceTimersByTime(9_900));
    expect(FakeRecorder.last?.state).toBe('recording');
    await act(async () => vi.advanceTimersByTime(200));
    expect(FakeRecorder.last?.state).toBe('inactive');
    await act(async () => vi.runAllTicks());
    expect(transcribe).toHaveBeenCalledTimes(1);
    expect(transcribe.mock.calls[0][2]).toBeLessThanOrEqual(10_000);
    expect(onText).toHaveBeenCalledWith('a rose on my wrist');
    expect(result.current.state).toBe('done');
    expect(track.stop).toHaveBeenCalled();
  });

  it('falls back to recording when recognition fails for a reason other than permission (en-US)', async () => {
    recognitionFailing('network');
    microphone('ok');
    const { result } = renderHook(() => useVoiceInput(vi.fn(), {}));
    await act(async () => result.current.toggle());
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect((globalThis as unknown as { lastLang: string }).lastLang).toBe('en-US');
    expect(FakeRecorder.last?.state).toBe('recording');
    expect(result.current.state).toBe('listening');
  });

  it("does not record when permission is refused: 'Microphone Permission Required'", async () => {
    recognitionFailing('not-allowed');
    microphone('ok');
    const { result } = renderHook(() => useVoiceInput(vi.fn(), {}));
    await act(async () => result.current.toggle());
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(FakeRecorder.last).toBeUndefined();
    expect(titles()).toEqual(['Microphone Permission Required']);
    expect(result.current.state).toBe('idle');
  });

  it.each([
    ['NotAllowedError', 'Microphone Permission Required'],
    ['NotFoundError', 'No Microphone Found'],
    ['AbortError', 'Voice Input Error'],
  ])('getUserMedia %s gives %s', async (error, title) => {
    microphone(error);
    const { result } = renderHook(() => useVoiceInput(vi.fn(), {}));
    await act(async () => result.current.toggle());
    expect(titles()).toEqual([title]);
    expect(result.current.state).toBe('idle');
  });

  it("says 'Transcription Failed' with the spec's words when the request cannot be made", async () => {
    microphone('ok');
    transcribe.mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() => useVoiceInput(vi.fn(), {}));
    await act(async () => result.current.toggle());
    await act(async () => result.current.toggle());
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Transcription Failed', description: 'Could not convert speech to text.' }));
    expect(result.current.state).toBe('idle');
  });

  it("says 'Recording Failed' when the browser cannot record", async () => {
    microphone('ok');
    vi.stubGlobal('MediaRecorder', class {
      constructor() {
        throw new Error('unsupported');
      }
    });
    const { result } = renderHook(() => useVoiceInput(vi.fn(), {}));
    await act(async () => result.current.toggle());
    expect(titles()).toEqual(['Recording Failed']);
  });
});
