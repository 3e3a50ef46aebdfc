import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { bbox, parsePath } from './path';
import { FLIGHT, phoenix, plumePath, TAIL } from './phoenix';
import { fitRaster } from './fit-raster.testing';
import { raster } from './shape-raster';

// the phoenix's box (about 620 x 980) is bigger than the 512 raster: shrink it in, and ask
// about source points
const { fitted, at } = fitRaster(0.48, 40, 30);
const lerp = (a: [number, number], b: [number, number], t: number): [number, number] => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
];
const mirror = ([x, y]: [number, number]): [number, number] => [512 - x, y];

describe('phoenix', () => {
  it('raises two spread wings of long flight feathers, their inner vanes in the second ink', () => {
    const g = phoenix();
    for (const d of [g.d, g.holes ?? '', g.alt ?? '', ...(g.inks ?? []).map((i) => i.d)])
      expect(/NaN|Infinity|undefined/.test(d)).toBe(false);
    const ink = at(raster(fitted(g)));
    const second = at(raster({ d: 'M0 0Z', alt: fitted(g).alt }));
    for (const f of [FLIGHT[0], FLIGHT[4]]) {
      // each feather's outer end is ink, on both wings
      const end = lerp(f.root, f.tip, 0.9);
      expect(ink(end)).toBe(true);
      expect(ink(mirror(end))).toBe(true);
      expect(second(lerp(f.root, f.tip, 0.66))).toBe(true);
      expect(second(mirror(lerp(f.root, f.tip, 0.66)))).toBe(true);
    }
    // a row of coverts in the second ink lies over the flight feathers' roots: the wing in layers
    expect(second([379, 214])).toBe(true);
    expect(second(mirror([379, 214]))).toBe(true);
    // raised: the tallest primaries tip above the head (the crown is at y 88)
    expect(FLIGHT[0].tip[1]).toBeLessThan(88);
    // and between the two wings above the head, skin
    expect(ink([256, 0])).toBe(false);
  });

  // The icon's hawk had a stub of a tail and read as an eagle: the tail is what reads phoenix.
  it('trails five long tail plumes apart from one another, each ending in an eye or a flame', () => {
    const g = phoenix();
    const ink = at(raster(fitted(g)));
    expect(TAIL).toHaveLength(5);
    const mids = TAIL.map((_, i) => plumePath(i)(0.45));
    for (const p of mids) expect(ink(p)).toBe(true);
    // skin between neighbouring plumes: ribbons, not one fan-shaped tail
    for (let i = 1; i < mids.length; i++) expect(ink(lerp(mids[i - 1], mids[i], 0.5))).toBe(false);
    // the tail runs longer below the vent (y 410) than the bird stands above it (crown y 88)
    const lowest = Math.max(...TAIL.map((_, i) => plumePath(i)(1)[1]));
    expect(lowest - 410).toBeGreaterThan(1.2 * (410 - 88));
    // fanned out as a spread tail, not hanging in a bunch: the outer plumes end far apart
    expect(plumePath(4)(1)[0] - plumePath(0)(1)[0]).toBeGreaterThan(380);
    const box = bbox(parsePath(g.d));
    expect(box.h / box.w).toBeGreaterThan(1.4);
    // three peacock eyes in gold; the other two plumes end in flames
    expect(g.inks?.map((k) => k.role)).toEqual(['gold']);
    expect(g.inks![0].d.match(/M/g)).toHaveLength(TAIL.filter((t) => t.eye).length);
    expect(TAIL.filter((t) => !t.eye).length).toBeGreaterThan(0);
  });

  it('is the phoenix drawn for "rising from ashes", with flames standing in for the ashes', () => {
    const r = composeDesign({
      prompt: 'a phoenix rising from ashes on my back',
      seed: 92,
      output: 'design',
    });
    expect(r.drawn.relation).toBe('rising');
    expect(r.drawn.subjects.map((s) => s.motif)).toEqual(['phoenix', 'flame']);
    expect(r.drawn.subjects[1].standIn).toMatch(/flames/);
  });
});
