// Assistant audio playback worklet: a queue of 24 kHz PCM16 chunks played back to back (no gaps
// between chunks, resampled to the context's rate with state kept across chunks). 'stop' (barge-in)
// fades out over 5 ms and clears the queue, so stopping does not click, and answers how much of the
// item being played was actually heard (for conversation.item.truncate upstream).
import { Resampler, VOICE_SAMPLE_RATE, pcm16ToFloat } from './pcm';

// AudioWorkletGlobalScope names (TypeScript's DOM lib leaves them out).
declare const sampleRate: number;
declare function registerProcessor(name: string, processor: new () => TProcessorBase): void;
interface TProcessorBase {
  readonly port: MessagePort;
}
const Base = (globalThis as unknown as { AudioWorkletProcessor: new () => TProcessorBase }).AudioWorkletProcessor;

class PlaybackProcessor extends Base {
  private readonly resampler = new Resampler(VOICE_SAMPLE_RATE, sampleRate);
  private queue: { samples: Float32Array; itemId: string }[] = [];
  /** The item whose audio is coming out now and how many of its samples have been played. */
  private current: { itemId: string; played: number } | null = null;
  private offset = 0;
  private playing = false;
  private fadeOut = 0;
  private readonly fadeSamples = Math.round(sampleRate * 0.005);

  constructor() {
    super();
    this.port.onmessage = (event: MessageEvent<{ type: string; pcm?: Int16Array; itemId?: string }>) => {
      if (event.data.type === 'audio' && event.data.pcm) {
        this.queue.push({ samples: this.resampler.push(pcm16ToFloat(event.data.pcm)), itemId: event.data.itemId ?? '' });
      } else if (event.data.type === 'stop') {
        // Cut short only if something of the item was still to come; a finished item was heard whole.
        const cut = this.current && this.queue.length > 0 ? this.current : null;
        this.port.postMessage({
          type: 'stopped',
          itemId: cut?.itemId ?? null,
          playedMs: cut ? Math.round((cut.played / sampleRate) * 1000) : 0,
        });
        this.current = null;
        this.fadeOut = this.playing ? this.fadeSamples : 0;
        if (!this.fadeOut) this.clear();
      }
    };
  }

  private clear() {
    this.queue = [];
    this.offset = 0;
    if (this.playing) this.port.postMessage({ type: 'idle' });
    this.playing = false;
  }

  process(_inputs: Float32Array[][], outputs: Float32Array[][]): boolean {
    const out = outputs[0][0];
    let i = 0;
    while (i < out.length && this.queue.length) {
      const { samples: head, itemId } = this.queue[0];
      const n = Math.min(out.length - i, head.length - this.offset);
      out.set(head.subarray(this.offset, this.offset + n), i);
      i += n;
      this.offset += n;
      if (this.current?.itemId !== itemId) this.current = { itemId, played: 0 };
      this.current.played += n;
      if (this.offset >= head.length) {
        this.queue.shift();
        this.offset = 0;
      }
    }
    if (i > 0 && !this.playing) {
      this.playing = true;
      this.port.postMessage({ type: 'playing' });
    }
    if (this.fadeOut) {
      for (let k = 0; k < out.length; k++) out[k] *= Math.max(0, this.fadeOut - k) / this.fadeSamples;
      this.fadeOut = Math.max(0, this.fadeOut - out.length);
      if (!this.fadeOut) this.clear();
    } else if (i === 0 && this.playing) {
      this.playing = false;
      this.port.postMessage({ type: 'idle' });
    }
    for (let c = 1; c < outputs[0].length; c++) outputs[0][c].set(out);
    return true;
  }
}

registerProcessor('voice-playback', PlaybackProcessor);
