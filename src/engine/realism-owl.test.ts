import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { bbox, parsePath, splitSubpaths } from './path';
import { owlInFlight } from './realism-owl';
import { raster } from './shape-raster';

const parts = (d: string) => splitSubpaths(parsePath(d));

/** Each tone rasterised alone, once. */
const toneRasters = (owlInFlight().tones ?? []).map((k) => ({ t: k.t, hit: raster({ d: k.d }) }));

/** The tones covering a point, in painting order. */
function tonesAt(x: number, y: number): number[] {
  return toneRasters.filter((k) => k.hit(x, y)).map((k) => k.t);
}

describe('realism owl in flight', () => {
  const owl = owlInFlight();
  const holes = owl.holes ?? '';
  const silhouette = raster({ d: owl.d });

  it('lays the breast in rows of feather tips, many more than a few streaks', () => {
    const tips = parts(holes).filter((s) => {
      const b = bbox(s);
      return b.y > 230 && b.y < 380 && b.w > 14 && b.w < 26 && b.h < 16 && b.x > 180 && b.x < 320;
    });
    expect(tips.length).toBeGreaterThanOrEqual(20);
    // rows at several heights, not one band
    const rows = new Set(tips.map((s) => Math.round(bbox(s).y / 25)));
    expect(rows.size).toBeGreaterThanOrEqual(5);
  });

  it('darkens the breast row by row and sinks the wing roots and the eye sockets into black', () => {
    const { tones = [] } = owl;
    const breast = tones.filter((k) => k.t > 0.2 && k.t < 0.8 && parts(k.d).length >= 4);
    const ts = breast.map((k) => k.t);
    expect(ts.length).toBeGreaterThanOrEqual(5);
    expect([...ts].sort((a, b) => a - b)).toEqual(ts);
    expect(Math.max(...tonesAt(336, 270))).toBeGreaterThan(0.85);
    expect(Math.max(...tonesAt(176, 270))).toBeGreaterThan(0.85);
    // a dark ring round each eye, the iris inside it lit
    expect(tonesAt(290 + 24, 166).at(-1)).toBeGreaterThan(0.85);
    expect(tonesAt(290, 160).at(-1)).toBeLessThan(0.2);
  });

  it('bars the flight feathers with dark bands between lighter ones along each feather', () => {
    // along a primary's line from its tip toward the shoulder, the top tone alternates
    const top = (t: number) => {
      const [x, y] = [502 + (334 - 502) * t, 160 + (171 - 160) * t];
      return tonesAt(x, y).at(-1) ?? 0;
    };
    const seq = [0.06, 0.12, 0.18, 0.24, 0.3].map(top);
    const dark = seq.filter((t) => t > 0.9).length;
    expect(dark).toBeGreaterThanOrEqual(1);
    expect(seq.length - dark).toBeGreaterThanOrEqual(1);
  });

  it('keeps every cut inside the silhouette, a hooked beak and claws below the breast', () => {
    for (const s of parts(holes)) {
      const b = bbox(s);
      expect(silhouette(b.x + b.w / 2, b.y + b.h / 2), `${b.x},${b.y}`).toBe(true);
    }
    const beak = parts(holes).find((s) => {
      const b = bbox(s);
      return b.x < 256 && b.x + b.w > 256 && b.y > 170 && b.y < 185 && b.h > 30;
    });
    expect(beak).toBeDefined();
    const claws = parts(holes).filter((s) => bbox(s).y > 388 && bbox(s).y + bbox(s).h < 420);
    expect(claws.length).toBeGreaterThanOrEqual(6);
  });

  it('draws the same bytes each time, and a stencil of lines only', () => {
    const req = { prompt: 'a realistic owl in flight', seed: 2 } as const;
    const svg = composeDesign({ ...req, output: 'design' }).svg;
    expect(svg).toBe(composeDesign({ ...req, output: 'design' }).svg);
    expect(svg).toMatch(/<g filter="url\(#blur\d+\)">/);
    const stencil = composeDesign({ ...req, output: 'stencil' }).svg;
    const fills = new Set([...stencil.matchAll(/fill="([^"]+)"/g)].map((m) => m[1].toLowerCase()));
    for (const fill of fills) expect(['none', '#fff', '#ffffff', 'white']).toContain(fill);
    expect(stencil).not.toMatch(/<(filter|linearGradient|radialGradient|pattern|mask)\b/);
  });
});
