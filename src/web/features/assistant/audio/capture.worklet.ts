// Microphone capture worklet: resamples the input to 24 kHz mono, converts to PCM16 and posts
// 4096-sample chunks (spec §9) to the page, plus the input level for the meter. Runs on the audio
// thread; the page sends the chunks to the relay.
import { Resampler, VOICE_CHUNK_SAMPLES, VOICE_SAMPLE_RATE, floatToPcm16, rmsLevel } from './pcm';

// AudioWorkletGlobalScope names (TypeScript's DOM lib leaves them out).
declare const sampleRate: number;
declare function registerProcessor(name: string, processor: new () => TProcessorBase): void;
interface TProcessorBase {
  readonly port: MessagePort;
}
const Base = (globalThis as unknown as { AudioWorkletProcessor: new () => TProcessorBase }).AudioWorkletProcessor;

class CaptureProcessor extends Base {
  private readonly resampler = new Resampler(sampleRate, VOICE_SAMPLE_RATE);
  private chunk = new Float32Array(VOICE_CHUNK_SAMPLES);
  private fill = 0;
  private levelSum = 0;
  private levelBlocks = 0;

  constructor() {
    super();
    // 'flush' (push-to-talk released): send what is buffered now instead of waiting for 4096 samples.
    this.port.onmessage = (event: MessageEvent<{ type: string }>) => {
      if (event.data.type === 'flush') this.post(true);
    };
  }

  private post(partial = false) {
    if (!this.fill) return;
    const pcm = floatToPcm16(partial ? this.chunk.subarray(0, this.fill) : this.chunk);
    this.port.postMessage({ type: 'chunk', pcm }, [pcm.buffer]);
    this.chunk = new Float32Array(VOICE_CHUNK_SAMPLES);
    this.fill = 0;
  }

  process(inputs: Float32Array[][]): boolean {
    const channel = inputs[0]?.[0];
    if (!channel) return true;
    this.levelSum += rmsLevel(channel);
    if (++this.levelBlocks === 8) {
      this.port.postMessage({ type: 'level', level: this.levelSum / 8 });
      this.levelSum = 0;
      this.levelBlocks = 0;
    }
    const samples = this.resampler.push(channel);
    for (let i = 0; i < samples.length; i++) {
      this.chunk[this.fill++] = samples[i];
      if (this.fill === VOICE_CHUNK_SAMPLES) this.post();
    }
    return true;
  }
}

registerProcessor('voice-capture', CaptureProcessor);
