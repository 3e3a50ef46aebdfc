import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { bbox, insidePolygon, parsePath, splitSubpaths, type TPath } from './path';
import type { TPoint } from './path';

/** The armband's black shapes, each as its polygon of end points. */
function bandShapes(seed: number) {
  const r = composeDesign({ prompt: 'tribal armband', seed, output: 'design' });
  const d = /<rect [^>]*\/><path d="([^"]+)"/.exec(r.svg)![1];
  const subs = splitSubpaths(parsePath(d));
  const pts = (sub: TPath): TPoint[] =>
    sub.filter((s) => s.c !== 'Z').map((s) => [s.p[s.p.length - 2], s.p[s.p.length - 1]]);
  return { r, subs, polys: subs.map(pts) };
}
const SEEDS = [4242, 4243, 4244, 4245, 4246];

describe('tribal armband', () => {
  it('is drawn as the strip that wraps round the limb, in solid black, and says so', () => {
    const r = composeDesign({ prompt: 'tribal armband', seed: 5, output: 'design' });
    expect(r.drawn.placement).toBe('upper-arm');
    // the flat strip is as long as an upper arm's circumference and much wider than tall
    expect(r.widthMm).toBe(300);
    expect(r.widthMm / r.heightMm).toBeGreaterThan(2.5);
    expect(r.drawn.elements).toContain('wrap-around band');
    expect(r.note).toMatch(/wraps once round the upper arm/);
    // the black reaches both ends of the strip, so the ends meet round the arm
    const d = /<rect [^>]*\/><path d="([^"]+)"/.exec(r.svg)![1];
    const xs = [...d.matchAll(/[ML](-?[\d.]+) /g)].map((m) => Number(m[1]));
    expect(Math.min(...xs)).toBeLessThan(0);
    expect(Math.max(...xs)).toBeGreaterThan(r.width);
  });

  it('keeps the stencil to outlines', () => {
    const r = composeDesign({ prompt: 'tribal armband', seed: 5, output: 'stencil' });
    const fills = new Set([...r.svg.matchAll(/fill="([^"]+)"/g)].map((m) => m[1]));
    expect([...fills].sort()).toEqual(['#ffffff', 'none']);
  });

  it('draws an armband with lettering in the ordinary layout', () => {
    const r = composeDesign({
      prompt: 'tribal armband with the word "Ohana"',
      seed: 5,
      output: 'design',
    });
    expect(r.drawn.elements).not.toContain('wrap-around band');
    expect(r.lettering).toEqual(['Ohana']);
  });

  it('draws bold bands: neo-tribal blades on some seeds, Polynesian rows without hairline rules', () => {
    const bands = SEEDS.map(bandShapes);
    // a blade band is two full-length outlines, each edge bar with its hooks in one piece (no
    // seams inside the black on the stencil), its hooks reaching well across the strip, and
    // skin-coloured slivers cut into the hooks
    const full = (b: (typeof bands)[number]) => b.subs.filter((s) => bbox(s).w > b.r.width);
    const blades = bands.filter((b) => full(b).length === 2);
    expect(blades.length).toBeGreaterThan(0);
    expect(blades.length).toBeLessThan(SEEDS.length);
    for (const b of blades) {
      const { r, subs, polys } = b;
      for (const sub of full(b)) expect(bbox(sub).h).toBeGreaterThan(r.height * 0.6);
      expect(subs.length).toBeGreaterThan(2);
      // it tiles: the black met going down the strip's left end is the black at its right end
      const inkAt = (x: number, y: number) =>
        polys.filter((p) => insidePolygon(p, x, y)).length % 2 === 1;
      // and repeats a whole number of times along it (one sliver per hook, two hooks a repeat)
      const period = r.width / ((subs.length - 2) / 2);
      for (let i = 1; i < 60; i++) {
        const y = (r.height * i) / 60;
        expect(inkAt(0.01, y)).toBe(inkAt(r.width - 0.01, y));
        for (const x of [0.2, 0.45, 0.7, 0.9])
          expect(inkAt(x * period, y)).toBe(inkAt(r.width - period + x * period, y));
      }
    }
    // the Polynesian rows are parted by solid bars, not hairlines
    for (const { r, subs } of bands.filter((b) => full(b).length !== 2)) {
      const rules = subs.map(bbox).filter((b) => b.w > r.width);
      expect(rules.length).toBeGreaterThanOrEqual(4);
      for (const b of rules) expect(b.h).toBeGreaterThan(r.height * 0.04);
    }
  });
});
