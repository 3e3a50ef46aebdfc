import { describe, expect, it } from 'vitest';
import { keyOutPaper, paperColour } from './ink-only';

/** A w×h RGBA image filled with one colour, with a few pixels painted. */
function image(w: number, h: number, fill: [number, number, number], paint: [number, number, [number, number, number]][] = []) {
  const data = new Uint8ClampedArray(w * h * 4);
  for (let i = 0; i < w * h; i++) data.set([...fill, 255], i * 4);
  for (const [x, y, c] of paint) data.set([...c, 255], (y * w + x) * 4);
  return data;
}
const alphaAt = (data: Uint8ClampedArray, w: number, x: number, y: number) => data[(y * w + x) * 4 + 3];

describe('keyOutPaper', () => {
  it('reads the cream paper from the border and makes it transparent, keeping the ink and a soft rim', () => {
    const cream: [number, number, number] = [243, 234, 216];
    const data = image(20, 20, cream, [
      [10, 10, [20, 18, 16]], // black ink
      [11, 10, [196, 60, 50]], // red ink
      [12, 10, [215, 205, 188]], // an anti-aliased rim pixel, between ink and paper
    ]);
    expect(paperColour(data, 20, 20)).toEqual(cream);
    expect(keyOutPaper(data, 20, 20)).toBe(true);
    expect(alphaAt(data, 20, 0, 0)).toBe(0);
    expect(alphaAt(data, 20, 5, 5)).toBe(0);
    expect(alphaAt(data, 20, 10, 10)).toBe(255);
    expect(alphaAt(data, 20, 11, 10)).toBe(255);
    const rim = alphaAt(data, 20, 12, 10);
    expect(rim).toBeGreaterThan(0);
    expect(rim).toBeLessThan(255);
  });

  it('leaves a photo (no one paper colour round the border) and a cut-out (transparent border) alone', () => {
    const w = 20;
    const photo = image(w, w, [120, 90, 70]);
    for (let i = 0; i < w * w; i++) photo.set([(i * 37) % 256, (i * 91) % 256, (i * 13) % 256], i * 4);
    const before = photo.slice();
    expect(keyOutPaper(photo, w, w)).toBe(false);
    expect(photo).toEqual(before);

    const cutOut = image(w, w, [0, 0, 0]);
    for (let i = 0; i < w * w; i++) cutOut[i * 4 + 3] = 0;
    expect(paperColour(cutOut, w, w)).toBeNull();
  });
});
