import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { bbox, parsePath, splitSubpaths } from './path';
import { EYE, IRIS, fitPt, owlInFlight, unfitPt } from './realism-owl';
import { primaries, secondaries } from './realism-owl-wing';
import { raster } from './shape-raster';

/** A part's bounding box in the drawing's own (unfitted) coordinates. */
const box = (sub: ReturnType<typeof parsePath>) => {
  const b = bbox(sub);
  const [x0, y0] = unfitPt([b.x, b.y]);
  const [x1, y1] = unfitPt([b.x + b.w, b.y + b.h]);
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
};
const parts = (d: string) => splitSubpaths(parsePath(d));
/** The mean of a part's end points, in the drawing's own coordinates. */
const meanPt = (sub: ReturnType<typeof parsePath>): [number, number] => {
  const ends = sub.filter((c) => c.p.length >= 2).map((c) => c.p.slice(-2) as [number, number]);
  const m = ends.reduce((q, p) => [q[0] + p[0] / ends.length, q[1] + p[1] / ends.length], [0, 0]);
  return unfitPt(m as [number, number]);
};

const owl = owlInFlight();
const holes = owl.holes ?? '';
const rIn = raster({ d: owl.d });
const rBody = raster({ d: owl.d, holes });
/** Inside the silhouette at all (cuts included), at a point of the unfitted drawing. */
const inside = (x: number, y: number) => rIn(...fitPt([x, y]));
/** Left as body (grey wash) rather than inked black or outside. */
const body = (x: number, y: number) => rBody(...fitPt([x, y]));

/** Each tone rasterised alone, once; the tones covering a point, in painting order. */
const toneRasters = (owl.tones ?? []).map((k) => ({ t: k.t, hit: raster({ d: k.d }) }));
const tonesAt = (x: number, y: number) =>
  toneRasters.filter((k) => k.hit(...fitPt([x, y]))).map((k) => k.t);

/** The silhouette's runs along a row, as [x0, x1] pairs (unfitted units, 1 apart). */
function runs(y: number, hit = inside): [number, number][] {
  const out: [number, number][] = [];
  let start = -1;
  for (let x = -60; x <= 572; x++) {
    const on = x < 572 && hit(x, y);
    if (on && start < 0) start = x;
    if (!on && start >= 0) {
      out.push([start, x - 1]);
      start = -1;
    }
  }
  return out;
}

describe('realism owl in flight', () => {
  it('spreads its wings about three times as wide as the body, beyond a compact head', () => {
    const all = parts(owl.d).map(box);
    const span = Math.max(...all.map((b) => b.x + b.w)) - Math.min(...all.map((b) => b.x));
    const top = Math.min(...all.map((b) => b.y));
    // the body between the wing roots at mid breast, and the head at eye level
    const [mid] = runs(250).filter(([a, b]) => a <= 256 && b >= 256);
    const bodyW = 2 * (340 - 256);
    expect(mid[1] - mid[0]).toBeGreaterThan(bodyW); // the wings join the body there
    expect(span / bodyW).toBeGreaterThanOrEqual(2.5);
    const [head] = runs(130).filter(([a, b]) => a <= 256 && b >= 256);
    expect(head[1] - head[0]).toBeLessThan(span / 3.5);
    // wings swept up and out: the primaries' tips stand above the crown
    expect(top).toBeLessThan(95 - 40);
  });

  it('fans long primaries from the hand: the outer ones parted into fingers, the inner lying together', () => {
    const ps = primaries();
    expect(ps.length).toBeGreaterThanOrEqual(9);
    const angle = (f: (typeof ps)[0]) => Math.atan2(f.u[1], f.u[0]);
    const at = (f: (typeof ps)[0], g: (typeof ps)[0], k: number) => {
      const a = (angle(f) + angle(g)) / 2;
      const r = Math.min(f.len, g.len) * k;
      const o: [number, number] = [(f.root[0] + g.root[0]) / 2, (f.root[1] + g.root[1]) / 2];
      return inside(o[0] + Math.cos(a) * r, o[1] + Math.sin(a) * r);
    };
    for (let i = 0; i + 1 < ps.length; i++) {
      // one solid spread of feathers near the hand
      expect(at(ps[i], ps[i + 1], 0.5), `overlap ${i}`).toBe(true);
      // skin between the outer fingers near their tips
      if (i < 4) expect(at(ps[i], ps[i + 1], 0.93), `gap ${i}`).toBe(false);
    }
    // the fingers differ in length: a rounded wingtip, not a comb's even row
    const lens = ps.map((f) => f.len);
    expect(Math.max(...lens) - Math.min(...lens)).toBeGreaterThan(40);
    for (const f of ps)
      expect(inside(f.root[0] + f.u[0] * f.len * 0.95, f.root[1] + f.u[1] * f.len * 0.95)).toBe(
        true,
      );
  });

  it('bars each flight feather with dark bands across its vane', () => {
    const f = primaries()[4];
    const marks = parts(holes)
      .map(box)
      .filter((b) => {
        const [cx, cy] = [b.x + b.w / 2 - f.root[0], b.y + b.h / 2 - f.root[1]];
        const along = cx * f.u[0] + cy * f.u[1];
        const across = Math.abs(cx * f.n[0] + cy * f.n[1]);
        return along > f.len * 0.45 && along < f.len && across < f.hw && b.w > 6;
      });
    expect(marks.length).toBeGreaterThanOrEqual(5);
  });

  it('rows the secondaries along the trailing edge, each tip its own rounded lobe', () => {
    const ss = secondaries();
    expect(ss.length).toBeGreaterThanOrEqual(7);
    for (const { f, notch } of ss) {
      expect(inside(f.tip[0], f.tip[1])).toBe(true);
      // the notch between tips is cut back: just past it along the feather is skin
      const out: [number, number] = [notch[0] + f.u[0] * 4, notch[1] + f.u[1] * 4];
      expect(inside(...out)).toBe(false);
    }
  });

  it('sets eyes under a lid in the disc: lit iris, black pupil with a catch-light, smaller than the head', () => {
    const [x, y] = EYE;
    const [head] = runs(y).filter(([a, b]) => a <= 256 && b >= 256);
    expect((2 * IRIS) / (head[1] - head[0])).toBeLessThan(0.22);
    expect(body(x, y + IRIS - 2)).toBe(true); // the lit iris below the pupil
    expect(body(x, y + 2)).toBe(false); // the pupil
    expect(body(x - 2, y - 3)).toBe(true); // its catch-light
    expect(body(x + 4, y - IRIS + 2)).toBe(false); // the lid over the iris's top
    expect(body(512 - x - 2, y - 3.7)).toBe(true); // the other eye's, also up and left
    // the iris lit inside a dark socket
    expect(tonesAt(x, y + IRIS - 2).at(-1)).toBeLessThan(0.1);
    expect(tonesAt(x + IRIS + 5, y).at(-1)).toBeGreaterThan(0.85);
  });

  it('streaks and bars the breast instead of laying rows of scallops', () => {
    const marks = parts(holes)
      .map(box)
      .filter((b) => b.y > 205 && b.y < 326 && b.x > 190 && b.x < 322);
    const streaks = marks.filter((b) => b.h > 10 && b.h > 2.5 * b.w);
    const bars = marks.filter((b) => b.y > 280 && b.w > 12 && b.w > 3 * b.h);
    expect(streaks.length).toBeGreaterThanOrEqual(20);
    expect(bars.length).toBeGreaterThanOrEqual(10);
    // no U-shaped tips: nothing on the breast is both wide and deep
    expect(marks.filter((b) => b.w > 14 && b.h > 10).length).toBe(0);
  });

  it('models the wings dark at the roots, lit along the leading edge, barred across the flight feathers', () => {
    expect(Math.max(...tonesAt(345, 250))).toBeGreaterThan(0.85);
    expect(tonesAt(420, 140).at(-1)).toBeLessThan(0.05);
    const f = primaries()[3];
    const top = (k: number) =>
      tonesAt(f.root[0] + f.u[0] * f.len * k, f.root[1] + f.u[1] * f.len * k).at(-1) ?? 0;
    const seq = [0.5, 0.58, 0.66, 0.74, 0.82, 0.9].map(top);
    expect(seq.filter((t) => t > 0.8).length).toBeGreaterThanOrEqual(2);
    expect(seq.filter((t) => t < 0.6).length).toBeGreaterThanOrEqual(2);
  });

  it('keeps every cut inside the silhouette, with a hooked beak and open talons below a fanned tail', () => {
    for (const s of parts(holes)) {
      // the mean of its points: a hooked claw's box reaches round past its own hook
      const b = box(s);
      const [mx, my] = meanPt(s);
      expect(inside(mx, my), `${b.x},${b.y}`).toBe(true);
    }
    const beak = parts(holes).find((s) => {
      const b = box(s);
      return b.x < 256 && b.x + b.w > 256 && b.y > 150 && b.y < 165 && b.h > 24 && b.h < 45;
    });
    expect(beak).toBeDefined();
    const claws = parts(holes)
      .map(box)
      .filter((b) => b.y > 415 && b.h > 8);
    expect(claws.length).toBe(6);
    // the toes spread: the claws span more than the legs do
    const xs = claws.flatMap((b) => [b.x, b.x + b.w]);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(120);
    // the tail's outer feathers show beside the legs
    expect(inside(322, 380)).toBe(true);
    expect(inside(190, 380)).toBe(true);
  });

  it('leaves the hair-fine strokes out of the bold take neo-traditional illustrates', () => {
    const bold = owlInFlight(true);
    const n = (d?: string) => parts(d ?? '').length;
    expect(bold.d).toBe(owl.d);
    expect(n(bold.holes)).toBeLessThan(n(holes) * 0.75);
    expect(n(bold.holes)).toBeGreaterThan(100);
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
