import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { HairBins } from './realism-lion-fur';
import { layerLocks, LAYERS, lockLine } from './realism-lion-locks';
import { faceFur, faceTone } from './realism-lion-visage';

const req = { prompt: 'realistic lion portrait in black and grey', seed: 3 } as const;
const subpaths = (d: string) => d.split('M').filter(Boolean).length;
/** Every number pair in a path's d, as points. */
const points = (d: string) =>
  [...d.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);

describe('the painted lion (realism-lion-art.ts)', () => {
  it('paints the lion hair by hair, the same bytes each time, and not in the stencil', () => {
    const a = composeDesign({ ...req, output: 'design' }).svg;
    expect(composeDesign({ ...req, output: 'design' }).svg).toBe(a);
    // thousands of crisp hairs, in a handful of grey paths
    const hairs = [...a.matchAll(/<path d="(M[^"]+)" fill="#[0-9a-f]{6}"\/>/g)];
    expect(hairs.reduce((n, m) => n + subpaths(m[1]), 0)).toBeGreaterThan(5000);
    expect(hairs.length).toBeLessThan(200);
    const stencil = composeDesign({ ...req, output: 'stencil' }).svg;
    expect(stencil).not.toContain('lionmass');
  });

  it('lets the mane locks fall down and out from the face, each its own S', () => {
    for (const [li, L] of LAYERS.entries()) {
      // a lock leaving the cheek: its tip further out and lower than its root
      const [p0, p1, p2, p3] = lockLine(Math.PI / 2, L, 3, 0);
      expect(p3[0]).toBeGreaterThan(p0[0] + 20);
      expect(p3[1]).toBeGreaterThan(p0[1] + 10);
      // an S: the first control bows up, the second falls below the chord
      const chordY = (x: number) => p0[1] + ((x - p0[0]) * (p3[1] - p0[1])) / (p3[0] - p0[0]);
      expect(p1[1]).toBeLessThan(chordY(p1[0]));
      expect(p2[1]).toBeGreaterThan(chordY(p2[0]));
      // every strand inside the box
      for (const [, d] of layerLocks(li, 1).list())
        for (const [x, y] of points(d)) {
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(512);
          expect(y).toBeGreaterThanOrEqual(0);
          expect(y).toBeLessThanOrEqual(512);
        }
    }
  });

  it('puts black in the valleys between the locks and light along their crests', () => {
    const bins = layerLocks(1, 1).list();
    const count = (f: (t: number) => boolean) =>
      bins.filter(([t]) => f(t)).reduce((n, [, d]) => n + subpaths(d), 0);
    expect(count((t) => t >= 0.9)).toBeGreaterThan(80);
    expect(count((t) => t <= 0.2)).toBeGreaterThan(80);
  });

  it('models the face: dark under the brow and beside the muzzle, lit bridge and pads', () => {
    expect(faceTone([318, 218])).toBeGreaterThan(0.75);
    expect(faceTone([194, 218])).toBeGreaterThan(0.6);
    expect(faceTone([256, 250])).toBeLessThan(0.25);
    expect(faceTone([290, 380])).toBeLessThan(0.25);
    // lit from the upper left: the right cheek deeper than the left
    expect(faceTone([350, 300])).toBeGreaterThan(faceTone([162, 300]) + 0.1);
    // the fur is short hairs, none over the nose pad
    const fur = new HairBins();
    faceFur(1, fur);
    const pts = fur.list().flatMap(([, d]) => points(d));
    expect(pts.length).toBeGreaterThan(5000);
    expect(pts.some(([x, y]) => Math.abs(x - 256) < 20 && y > 324 && y < 354)).toBe(false);
  });
});
