// PCM helpers shared by the audio worklets and the page: streaming resampling, float <-> PCM16,
// base64, levels. Pure (no DOM), so the worklets can bundle it and tests can run it.

/** The Realtime API's audio: 24 kHz mono PCM16 (spec §9, reference §4.2). */
export const VOICE_SAMPLE_RATE = 24_000;
/** Spec §9: 4096-sample buffers (about 170 ms at 24 kHz). */
export const VOICE_CHUNK_SAMPLES = 4096;

/**
 * Streaming linear-interpolation resampler. Downsampling first smooths with a box filter as wide as
 * the rate ratio, so high frequencies do not fold back into speech as aliasing. Keeps state across
 * chunks, so chunk boundaries leave no clicks.
 */
export class Resampler {
  private readonly step: number;
  private readonly width: number;
  private pos = 0;
  private last = 0;
  private readonly history: number[] = [];
  private sum = 0;

  constructor(from: number, to: number) {
    this.step = from / to;
    this.width = this.step > 1 ? Math.max(1, Math.round(this.step)) : 1;
  }

  private smooth(input: Float32Array): Float32Array {
    if (this.width === 1) return input;
    const out = new Float32Array(input.length);
    for (let i = 0; i < input.length; i++) {
      this.history.push(input[i]);
      this.sum += input[i];
      if (this.history.length > this.width) this.sum -= this.history.shift()!;
      out[i] = this.sum / this.history.length;
    }
    return out;
  }

  push(raw: Float32Array): Float32Array {
    if (this.step === 1) return raw.slice();
    const input = this.smooth(raw);
    const n = input.length;
    const out = new Float32Array(Math.max(0, Math.ceil((n - this.pos) / this.step)));
    let k = 0;
    // The virtual stream is [last, ...input]: index 0 is the previous chunk's last sample.
    while (this.pos < n && k < out.length) {
      const i = Math.floor(this.pos);
      const frac = this.pos - i;
      const a = i === 0 ? this.last : input[i - 1];
      const b = input[i];
      out[k++] = a + (b - a) * frac;
      this.pos += this.step;
    }
    this.pos -= n;
    if (n) this.last = input[n - 1];
    return k === out.length ? out : out.subarray(0, k);
  }
}

export function floatToPcm16(input: Float32Array): Int16Array {
  const out = new Int16Array(input.length);
  for (let i = 0; i < input.length; i++) {
    const s = Math.max(-1, Math.min(1, input[i]));
    out[i] = s < 0 ? s * 0x8000 : s * 0x7fff;
  }
  return out;
}

export function pcm16ToFloat(input: Int16Array): Float32Array {
  const out = new Float32Array(input.length);
  for (let i = 0; i < input.length; i++) out[i] = input[i] / (input[i] < 0 ? 0x8000 : 0x7fff);
  return out;
}

/** Root mean square of a block (0..1). */
export function rmsLevel(input: Float32Array): number {
  if (!input.length) return 0;
  let sum = 0;
  for (let i = 0; i < input.length; i++) sum += input[i] * input[i];
  return Math.sqrt(sum / input.length);
}

/** How many of the five meter bars a level lights (speech RMS sits around 0.02-0.3). */
export function barsForLevel(level: number, bars = 5): number {
  if (level <= 0.005) return 0;
  // Logarithmic: -46 dB lights one bar, about -10 dB lights all five.
  const db = 20 * Math.log10(level);
  return Math.max(0, Math.min(bars, Math.ceil(((db + 46) / 36) * bars)));
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function bytesToBase64(bytes: Uint8Array): string {
  let out = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2];
    out += B64[n >> 18] + B64[(n >> 12) & 63] + B64[(n >> 6) & 63] + B64[n & 63];
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = bytes[i] << 16;
    out += `${B64[n >> 18]}${B64[(n >> 12) & 63]}==`;
  } else if (rest === 2) {
    const n = (bytes[i] << 16) | (bytes[i + 1] << 8);
    out += `${B64[n >> 18]}${B64[(n >> 12) & 63]}${B64[(n >> 6) & 63]}=`;
  }
  return out;
}

export function base64ToBytes(text: string): Uint8Array {
  const clean = text.replace(/=+$/, '');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let k = 0;
  for (const ch of clean) {
    const v = B64.indexOf(ch);
    if (v < 0) continue;
    value = (value << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[k++] = (value >> bits) & 0xff;
    }
  }
  return out.subarray(0, k);
}

/** PCM16 little-endian bytes (the wire) from samples; the platforms we run on are little-endian. */
export const pcm16ToBase64 = (pcm: Int16Array) => bytesToBase64(new Uint8Array(pcm.buffer, pcm.byteOffset, pcm.byteLength));

export function base64ToPcm16(text: string): Int16Array {
  const bytes = base64ToBytes(text);
  return new Int16Array(bytes.buffer, bytes.byteOffset, Math.floor(bytes.byteLength / 2));
}
