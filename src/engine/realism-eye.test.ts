import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { bbox, parsePath } from './path';
import {
  EYE,
  humanEye,
  lowerAt,
  lowerLashes,
  opening,
  tearFrom,
  upperAt,
  upperLashes,
  type TLash,
} from './realism-eye';
import { insidePoly } from './realism-kit';

const len = ([a, c, b]: TLash) =>
  Math.hypot(c[0] - a[0], c[1] - a[1]) + Math.hypot(b[0] - c[0], b[1] - c[1]);
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const heading = (p: [number, number], q: [number, number]) => Math.atan2(q[1] - p[1], q[0] - p[0]);

describe('the realistic eye', () => {
  it('grows its upper lashes longer toward the outer corner, curled up, and few short lower ones', () => {
    const up = upperLashes();
    const x = (l: TLash) => l[0][0];
    const innerThird = up.filter((l) => x(l) < 200).map(len);
    const outerThird = up.filter((l) => x(l) > 330).map(len);
    expect(mean(outerThird)).toBeGreaterThan(mean(innerThird) * 1.6);
    // lengths vary: not a comb
    const spread = Math.max(...outerThird) - Math.min(...outerThird);
    expect(spread).toBeGreaterThan(15);
    // every lash leaves above the lid and ends higher than it starts; the outer ones turn upward
    for (const l of up) expect(l[2][1]).toBeLessThan(l[0][1]);
    for (const l of up.filter((k) => x(k) > 380)) {
      const turn = heading(l[1], l[2]) - heading(l[0], l[1]);
      expect(turn).toBeLessThan(-0.2);
    }
    const low = lowerLashes();
    expect(low.length).toBeLessThan(up.length / 2);
    expect(mean(low.map(len))).toBeLessThan(mean(up.map(len)) * 0.6);
    for (const l of low) expect(l[2][1]).toBeGreaterThan(l[0][1]);
  });

  it('opens between lids that hide the top of the iris and meet at two corners', () => {
    const open = opening();
    const [ix, iy] = EYE.iris;
    expect(insidePoly(open, ix, iy)).toBe(true);
    expect(insidePoly(open, ix, iy - EYE.r + 2)).toBe(false);
    expect(upperAt(0)).toEqual(EYE.inner);
    expect(lowerAt(0)).toEqual(EYE.outer);
    // the outer corner sits a little higher than the inner one (the canthal tilt)
    expect(EYE.outer[1]).toBeLessThan(EYE.inner[1]);
  });

  it('lets the tear leave below the lower lid, not out of the iris', () => {
    const b = bbox(parsePath(humanEye().d));
    const y = b.y + b.h * tearFrom()[1];
    const x = b.x + b.w / 2;
    const lid = lowerAt(0.5)[1];
    expect(y).toBeGreaterThan(EYE.iris[1] + EYE.r - 4);
    expect(Math.abs(y - lid)).toBeLessThan(20);
    expect(insidePoly(opening(), x, y)).toBe(false);
  });

  it('paints the grey-wash eye without an outline, the same bytes each time', () => {
    const req = { prompt: 'a realistic eye', seed: 3, output: 'design' } as const;
    const svg = composeDesign(req).svg;
    expect(svg).toBe(composeDesign(req).svg);
    expect(svg).toMatch(/<radialGradient id="iris\d+"/);
    expect(svg).toMatch(/<radialGradient id="sclera\d+"/);
    expect(svg).toMatch(/<g transform="matrix\(/);
    // skin fades out: no contour traced round the eye
    expect(svg).not.toMatch(/data-line="outline"/);
  });

  it('keeps the stencil and the other styles\u2019 eyes to their own drawings', () => {
    const stencil = composeDesign({ prompt: 'a realistic eye', seed: 3, output: 'stencil' }).svg;
    const fills = new Set([...stencil.matchAll(/fill="([^"]+)"/g)].map((m) => m[1].toLowerCase()));
    for (const fill of fills) expect(['none', '#fff', '#ffffff', 'white']).toContain(fill);
    expect(stencil).not.toMatch(/<(filter|linearGradient|radialGradient|pattern|mask)\b/);
    for (const prompt of ['traditional all seeing eye', 'neo-traditional eye'])
      expect(composeDesign({ prompt, seed: 3, output: 'design' }).svg).not.toMatch(
        /iris\d+|sclera\d+/,
      );
  });
});
