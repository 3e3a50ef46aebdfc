import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { parsePath } from './path';
import { createRng } from './prng';
import { bledOutline, noiseField } from './watercolour';

const PROMPTS = [
  'watercolor hummingbird and flowers on the shoulder',
  'a watercolor elephant with splashes',
  'watercolor feather turning into birds',
  'a watercolor jellyfish in pastel colours',
  'watercolor cat',
  '"Ohana" with a hibiscus in watercolor',
];

const bleeds = (svg: string) => [...svg.matchAll(/<g data-layer="bleed">([\s\S]*?)<\/g>/g)];

describe('watercolour bleed', () => {
  it('lays translucent bled glazes under the line instead of a flat fill', () => {
    for (const p of PROMPTS)
      for (const seed of [1, 2]) {
        const r = composeDesign({ prompt: p, seed, output: 'design' });
        expect(r.drawn.style, p).toBe('watercolor');
        const layers = bleeds(r.svg);
        expect(layers.length, p).toBeGreaterThan(0);
        for (const [, inner] of layers) {
          // two glazes and a pooled rim, all see-through; a bloom of a second colour
          const glazes = [...inner.matchAll(/<path d="([^"]+)"[^>]*fill-opacity="([\d.]+)"/g)];
          expect(glazes.length).toBe(2);
          for (const g of glazes) expect(parseFloat(g[2])).toBeLessThan(0.6);
          expect(inner).toMatch(/<circle [^>]*fill="url\(#bloom/);
          expect(inner).not.toMatch(/NaN|Infinity/);
        }
        // the motif silhouette itself is never filled flat in watercolour
        expect(r.svg).not.toMatch(/<use href="#s\d+" fill="(?!none)/);
        // and the black line scaffold is still drawn on top
        expect(r.svg).toMatch(/<use data-line="outline" href="#s\d+" fill="none"/);
      }
  });

  it('keeps the bleed inside the canvas', () => {
    for (const p of PROMPTS) {
      const r = composeDesign({ prompt: p, seed: 1, output: 'design' });
      for (const [, inner] of bleeds(r.svg))
        for (const m of inner.matchAll(
          /<path d="([^"]+)" transform="translate\(([-\d.]+) ([-\d.]+)\)"/g,
        )) {
          const [dx, dy] = [parseFloat(m[2]), parseFloat(m[3])];
          const nums = m[1].match(/-?[\d.]+/g)!.map(Number);
          for (let i = 0; i < nums.length; i += 2) {
            expect(nums[i] + dx, p).toBeGreaterThanOrEqual(0);
            expect(nums[i] + dx, p).toBeLessThanOrEqual(r.width);
            expect(nums[i + 1] + dy, p).toBeGreaterThanOrEqual(0);
            expect(nums[i + 1] + dy, p).toBeLessThanOrEqual(r.height);
          }
        }
    }
  });

  it('gives the glaze an irregular edge, not the outline moved', () => {
    const square = parsePath('M100 100L300 100L300 300L100 300Z');
    const d = bledOutline(square, createRng(3), 4, 12, 80);
    const pts = d.match(/-?[\d.]+/g)!.map(Number);
    // distance of each sample from the square's nearest edge varies along the outline
    const offs: number[] = [];
    for (let i = 0; i < pts.length; i += 2) {
      const [x, y] = [pts[i], pts[i + 1]];
      offs.push(
        Math.min(Math.abs(x - 100), Math.abs(x - 300), Math.abs(y - 100), Math.abs(y - 300)),
      );
    }
    expect(pts.length / 2).toBeGreaterThan(150);
    expect(Math.max(...offs)).toBeGreaterThan(4);
    expect(Math.max(...offs)).toBeLessThanOrEqual(12 * Math.SQRT2 + 0.1);
    const n = noiseField(createRng(1), 50);
    for (const [x, y] of [
      [0, 0],
      [13, 77],
      [500, 2],
    ])
      expect(Math.abs(n(x, y))).toBeLessThanOrEqual(1);
  });
});
