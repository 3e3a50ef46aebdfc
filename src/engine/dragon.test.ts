import { describe, expect, it } from 'vitest';
import { dragon, stations } from './dragon';
import { composeDesign } from './index';
import { bbox, parsePath } from './path';
import { fitRaster } from './fit-raster.testing';
import { raster } from './shape-raster';

// the dragon's box is taller than the 512 raster: shrink it in, and ask about source points
const { fitted, at } = fitRaster(0.7, 60, 10);

describe('japanese dragon', () => {
  it('winds a scaled body with belly plates and back fins down a tall box under an open-jawed head', () => {
    const g = dragon();
    for (const d of [g.d, g.holes ?? '', g.alt ?? ''])
      expect(/NaN|Infinity|undefined/.test(d)).toBe(false);
    const box = bbox(parsePath(g.d));
    expect(box.h / box.w).toBeGreaterThan(1.15);
    const ink = at(raster(fitted(g)));
    const second = at(raster({ d: 'M0 0Z', alt: fitted(g).alt }));
    const st = stations();
    // along the body: the spine is body ink, the belly side is plated in the second ink, and
    // a fin stands off the back edge
    for (const u of [0.3, 0.5, 0.7]) {
      const s = st[Math.round(u * (st.length - 1))];
      const p = (v: number): [number, number] => [
        s.p[0] + s.n[0] * s.w * v,
        s.p[1] + s.n[1] * s.w * v,
      ];
      expect(ink(p(0))).toBe(true);
      expect(second(p(0))).toBe(false);
      expect(second(p(0.6))).toBe(true);
    }
    for (const i of [40, 60, 80]) {
      const s = st[i];
      const h = Math.max(6, s.w * 0.75);
      const v = -1 - (h * 0.3) / s.w;
      const fin: [number, number] = [
        s.p[0] + s.n[0] * s.w * v + s.t[0] * h * 0.2,
        s.p[1] + s.n[1] * s.w * v + s.t[1] * h * 0.2,
      ];
      expect(second(fin)).toBe(true);
    }
    // the S-curve: the body crosses a line across the lower half at least twice
    const crossings = (y: number) => {
      let n = 0;
      let was = false;
      for (let x = -60; x < 500; x += 2) {
        const now = ink([x, y]) && !second([x, y]);
        if (now && !was) n++;
        was = now;
      }
      return n;
    };
    expect(crossings(420)).toBeGreaterThanOrEqual(2);
    // the head (drawn 1.12 times larger about the neck): skull above an open black mouth, an
    // eye in the second ink
    const head = ([x, y]: [number, number]): [number, number] => [
      226 + (x - 226) * 1.12,
      124 + (y - 124) * 1.12,
    ];
    expect(ink(head([100, 86]))).toBe(true);
    expect(ink(head([100, 126]))).toBe(false);
    expect(second(head([160, 74]))).toBe(true);
  });

  it('draws its curves out on a long, narrow canvas', () => {
    const b = bbox(parsePath(dragon(1.7, true).d));
    expect(b.h / b.w).toBeGreaterThan(1.7);
  });

  it('is what "dragon" draws; "dragon head" keeps the head and a dragonfly stays a dragonfly', () => {
    const motif = (prompt: string) =>
      composeDesign({ prompt, seed: 3, output: 'design' }).drawn.subjects.map((s) => s.motif);
    const r = composeDesign({
      prompt: 'a japanese dragon among clouds down the back',
      seed: 3,
      output: 'design',
    });
    expect(r.drawn.subjects[0].motif).toBe('dragon');
    expect(r.drawn.subjects[0].standIn).toBeUndefined();
    expect(motif('a dragon head')).toEqual(['dragon-head']);
    expect(motif('a dragonfly over water lilies')[0]).toBe('dragonfly');
  });
});
