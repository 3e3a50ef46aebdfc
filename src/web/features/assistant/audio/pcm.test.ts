import { describe, expect, it } from 'vitest';
import { Resampler, barsForLevel, base64ToPcm16, floatToPcm16, pcm16ToBase64, pcm16ToFloat, rmsLevel } from './pcm';

const sine = (n: number, rate: number, hz: number, offset = 0) =>
  Float32Array.from({ length: n }, (_, i) => 0.5 * Math.sin((2 * Math.PI * hz * (i + offset)) / rate));

describe('pcm helpers', () => {
  it('resamples 48 kHz to 24 kHz at the right length and keeps a 440 Hz tone across chunk edges', () => {
    const r = new Resampler(48_000, 24_000);
    const chunks = [0, 1, 2, 3].map((c) => r.push(sine(480, 48_000, 440, c * 480)));
    const out = Float32Array.from(chunks.flatMap((c) => [...c]));
    expect(out.length).toBe(960);
    // Compare with the ideal tone at 24 kHz (the box filter costs a little amplitude, no jumps).
    const ideal = sine(960, 24_000, 440);
    let maxJump = 0;
    for (let i = 1; i < out.length; i++) maxJump = Math.max(maxJump, Math.abs(out[i] - out[i - 1]));
    expect(maxJump).toBeLessThan(0.1);
    expect(rmsLevel(out.subarray(10))).toBeCloseTo(rmsLevel(ideal), 1);
  });

  it('resamples 44.1 kHz to 24 kHz and 24 kHz to 48 kHz at the rate ratio', () => {
    const down = new Resampler(44_100, 24_000);
    let total = 0;
    for (let c = 0; c < 100; c++) total += down.push(sine(441, 44_100, 300, c * 441)).length;
    expect(Math.abs(total - 24_000)).toBeLessThanOrEqual(1);
    const up = new Resampler(24_000, 48_000);
    expect(up.push(sine(240, 24_000, 300)).length).toBe(480);
  });

  it('round-trips PCM16 through base64 and floats', () => {
    const pcm = floatToPcm16(Float32Array.from([0, 0.5, -0.5, 1, -1, 2]));
    expect([...pcm]).toEqual([0, 16383, -16384, 32767, -32768, 32767]);
    expect([...base64ToPcm16(pcm16ToBase64(pcm))]).toEqual([...pcm]);
    expect(pcm16ToBase64(Int16Array.from([1]))).toBe(Buffer.from(Int16Array.from([1]).buffer).toString('base64'));
    expect(pcm16ToFloat(pcm)[3]).toBe(1);
  });

  it('lights more bars for louder input, none for silence', () => {
    expect(barsForLevel(0)).toBe(0);
    expect(barsForLevel(0.01)).toBeGreaterThan(0);
    expect(barsForLevel(0.05)).toBeGreaterThan(barsForLevel(0.01));
    expect(barsForLevel(0.5)).toBe(5);
  });
});
