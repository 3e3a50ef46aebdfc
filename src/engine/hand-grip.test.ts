import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { GRIP_BOX, GRIP_CHANNEL, grippingHand } from './hand-grip';
import { FADE, grippingHandReal, REAL_FINGERS } from './realism-hand-grip';
import { joints } from './realism-hand-grip-fingers';
import { insidePoly, type TPt } from './realism-kit';
import { bbox, parsePath } from './path';
import { raster } from './shape-raster';

describe('gripping hand', () => {
  it('closes four stacked fingers under a thumb round a channel the held thing runs along', () => {
    for (const g of [grippingHand(), grippingHandReal()]) {
      expect(/NaN|Infinity|undefined/.test(g.d + g.holes)).toBe(false);
      // every subpath closed
      expect(g.d.trim().endsWith('Z')).toBe(true);
      const b = bbox(parsePath(g.d));
      expect(b.x).toBeCloseTo(GRIP_BOX.x, -1);
      expect(b.y).toBeCloseTo(GRIP_BOX.y, -1);
      expect(b.w).toBeCloseTo(GRIP_BOX.w, -1);
      expect(b.h).toBeCloseTo(GRIP_BOX.h, -1);
    }
    const ink = raster(grippingHand());
    const { x, top, bottom } = GRIP_CHANNEL;
    // the channel is covered by the hand from the thumb's top to the little finger's underside,
    // and open skin just above and below, where the held thing shows
    for (const y of [top + 20, 222, 290, 330, 380]) expect(ink(x + 4, y)).toBe(true);
    expect(ink(x, top - 12)).toBe(false);
    expect(ink(x, bottom + 10)).toBe(false);
    // the knuckles step out down the left: the middle finger reaches furthest
    expect(ink(112, 284)).toBe(true);
    expect(ink(112, 230)).toBe(false);
    expect(ink(112, 380)).toBe(false);
    // the wrist leaves to the lower right, off the foot of the box
    expect(ink(410, 490)).toBe(true);
    expect(ink(250, 490)).toBe(false);
  });
});

// the polygon of a tone patch (each is a closed M..L..Z polygon)
const polyOf = (d: string): TPt[] => {
  const n = d.match(/-?\d+(?:\.\d+)?/g)!.map(Number);
  return n.flatMap((v, k) => (k % 2 ? [] : [[v, n[k + 1]] as TPt]));
};

describe("realism's gripping hand", () => {
  const g = grippingHandReal();
  const body = raster({ d: g.d });
  // the grey a point ends up in: the last patch painted over it
  const toneAt = (x: number, y: number) =>
    [...g.tones!].reverse().find((k) => insidePoly(polyOf(k.d), x, y))!.t;

  it("closes round the stem in the flash fist's frame: nothing of the stem shows through", () => {
    const { x, top, bottom } = GRIP_CHANNEL;
    for (let y = top + 6; y < bottom; y += 4)
      for (const dx of [-8, 0, 8]) expect(body(x + dx, y)).toBe(true);
    expect(body(x, top - 12)).toBe(false);
    expect(body(x, bottom + 12)).toBe(false);
  });

  it('wraps four fingers of different lengths and widths, fanned, the little finger smallest', () => {
    const [index, middle, ring, little] = REAL_FINGERS;
    const h = REAL_FINGERS.map((f) => f.bottom - f.top);
    const len = REAL_FINGERS.map((f) => f.mcp - f.left);
    expect(Math.min(...h)).toBe(h[3]);
    expect(Math.max(...h)).toBe(h[0]);
    expect(Math.min(...len)).toBe(len[3]);
    expect(new Set(h).size).toBe(4);
    // the bent joints on an arc: the middle finger reaching furthest, the little set well back
    expect(middle.left).toBeLessThan(Math.min(index.left, ring.left, little.left));
    expect(little.left - middle.left).toBeGreaterThan(20);
    // the index tilts up under the thumb and the little finger down: not parallel bars
    expect(index.fan).toBeGreaterThan(0.1);
    expect(little.fan).toBeLessThan(-0.1);
    // each bent joint is in the silhouette, the notch between two of them is not
    const fanned = (f: (typeof REAL_FINGERS)[number], x: number, y: number) =>
      body(x, y + (x - 300) * f.fan);
    for (const f of REAL_FINGERS) expect(fanned(f, f.left + 6, (f.top + f.bottom) / 2)).toBe(true);
    expect(fanned(middle, middle.left + 4, middle.top - 3)).toBe(false);
  });

  it('models each finger in three segments: lit knuckle, darker folded segment, nailed tip', () => {
    const y = (f: (typeof REAL_FINGERS)[number], x: number, v: number) =>
      f.top + (f.bottom - f.top) * v + (x - 300) * f.fan;
    REAL_FINGERS.forEach((f, i) => {
      const { fold, dip, tip } = joints(f);
      // the bent middle joint catches the light (the little finger, set back, a little less)
      const lit = toneAt(f.left + 14, y(f, f.left + 14, fold * 0.5));
      expect(lit).toBeLessThanOrEqual(i === 3 ? 0.25 : 0.12);
      // the middle segment folded back under it is darker, in the proximal's shadow
      expect(toneAt(f.left + 24, y(f, f.left + 24, (fold + 1) / 2))).toBeGreaterThan(lit + 0.25);
      // the fingertip past the last joint shows a nail: a dark rim round a lit plate
      const nx = dip + (tip - dip) * 0.55;
      expect(toneAt(nx, y(f, nx, fold + 0.24))).toBeLessThan(0.1);
      expect(toneAt(nx, y(f, nx, fold + 0.12))).toBeGreaterThan(0.8);
      // past the tip, the palm's hollow inside the curl is black
      expect(toneAt(tip + 6, y(f, tip + 6, (fold + 1) / 2))).toBeGreaterThan(0.9);
    });
    // between the middle and ring fingers, past their bent joints: near black
    const [, middle] = REAL_FINGERS;
    const sx = middle.left + 40;
    expect(toneAt(sx, y(middle, sx, 1))).toBeGreaterThan(0.85);
  });

  it('fades the forearm out instead of cutting it: the fade covers the foot, none of the hand', () => {
    const fade = raster({ d: FADE });
    expect(fade(420, 505)).toBe(true);
    expect(fade(470, 508)).toBe(true);
    for (const f of REAL_FINGERS) expect(fade(f.mcp, f.bottom)).toBe(false);
    expect(fade(380, 400)).toBe(false);
    expect(g.fade).toBe(FADE);
  });

  it('draws the same bytes each time: a soft fade on the design, lines stopping open on the stencil', () => {
    const req = { prompt: 'a realistic hand holding a rose', seed: 4242 } as const;
    const svg = composeDesign({ ...req, output: 'design' }).svg;
    expect(svg).toBe(composeDesign({ ...req, output: 'design' }).svg);
    expect(svg).toMatch(/<g mask="url\(#fade\d+\)">/);
    const stencil = composeDesign({ ...req, output: 'stencil' }).svg;
    const fills = new Set([...stencil.matchAll(/fill="([^"]+)"/g)].map((m) => m[1].toLowerCase()));
    for (const fill of fills) expect(['none', '#fff', '#ffffff', 'white']).toContain(fill);
    expect(stencil).not.toMatch(/<(filter|linearGradient|radialGradient|pattern|mask)\b/);
    expect(stencil).toMatch(/clip-rule="evenodd"/);
    // a flash style keeps the flash fist, with no fade
    const flash = composeDesign({ ...req, style: 'traditional', output: 'design' }).svg;
    expect(flash).not.toMatch(/url\(#fade/);
  });
});
