import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { createRng } from './prng';
import { inside, washOutline } from './wash-splash';

const glazePaths = (svg: string) =>
  [...svg.matchAll(/<path d="([^"]+)" fill="url\(#glaze[^"]*\)"\/>/g)].map((m) =>
    m[1].match(/-?[\d.]+/g)!.map(Number),
  );

describe('watercolour washes', () => {
  it('spreads a glaze unevenly: its radius wanders, it is not an ellipse', () => {
    const pts = washOutline(createRng(5), [0, 0], 100, 100, 0);
    const r = pts.map(([x, y]) => Math.hypot(x, y));
    expect(Math.max(...r) - Math.min(...r)).toBeGreaterThan(15);
    expect(Math.max(...r)).toBeLessThan(140);
  });

  it('draws a glaze in toward its centre instead of cropping it at the canvas edge', () => {
    const pts = inside(washOutline(createRng(2), [30, 50], 80, 60, 0.3), [30, 50], 200, 200, 4);
    for (const [x, y] of pts) {
      expect(x).toBeGreaterThanOrEqual(4 - 1e-6);
      expect(y).toBeGreaterThanOrEqual(4 - 1e-6);
    }
    // still a wash of some size, not collapsed to its centre
    const xs = pts.map((p) => p[0]);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(30);
  });

  it('lays glazes with pooled rims round a watercolour subject, and each variation its own way', () => {
    const spans = [4242, 4243, 4244, 4245].map((seed) => {
      const r = composeDesign({
        prompt: 'a watercolor elephant with splashes',
        seed,
        output: 'design',
      });
      const glazes = glazePaths(r.svg);
      expect(glazes.length).toBeGreaterThanOrEqual(3);
      for (const g of glazes)
        for (let i = 0; i < g.length; i += 2) {
          expect(g[i]).toBeGreaterThanOrEqual(0);
          expect(g[i]).toBeLessThanOrEqual(r.width);
          expect(g[i + 1]).toBeGreaterThanOrEqual(0);
          expect(g[i + 1]).toBeLessThanOrEqual(r.height);
        }
      // the rim where the pigment pooled: a darker see-through line along each glaze
      expect(r.svg).toMatch(
        /fill="none" stroke="#[0-9a-f]{6}" stroke-width="[\d.]+" stroke-opacity="0.4"/,
      );
      // how long and thin the glazes are: v2's brush sweeps are long and narrow
      return Math.max(
        ...glazes.map((g) => {
          const xs = g.filter((_, i) => i % 2 === 0);
          const ys = g.filter((_, i) => i % 2 === 1);
          const [w, h] = [Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)];
          return Math.max(w, h) / Math.max(1, Math.min(w, h));
        }),
      );
    });
    // seed 4242 is variant 2 (sweeps); 4244 is variant 0 (rounder washes round the subject)
    expect(spans[0]).toBeGreaterThan(spans[2]);
  });

  it('frames no watercolour piece in a bold line', () => {
    for (const seed of [4242, 4243, 4244, 4245]) {
      const r = composeDesign({
        prompt: 'a watercolor elephant with splashes',
        seed,
        output: 'design',
      });
      const mm = r.width / r.widthMm;
      const widths = [...r.svg.matchAll(/stroke-width="([\d.]+)"/g)].map((m) => parseFloat(m[1]));
      expect(Math.max(...widths) / mm).toBeLessThan(1.6);
    }
  });
});
