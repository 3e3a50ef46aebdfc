import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { moonPhases, shadowOf } from './moon-phases';
import { raster } from './shape-raster';

describe('moon phases', () => {
  it('is a row of seven moons, full in the middle, shadows cut on the dark sides', () => {
    const g = moonPhases();
    expect(/NaN|Infinity|undefined/.test(g.d + g.holes)).toBe(false);
    const ink = raster(g);
    // seven moons on one line, each with a lit part: count the runs of ink along it
    let runs = 0;
    let prev = false;
    for (let x = 0; x < 512; x++) {
      const on = ink(x, 256);
      if (on && !prev) runs++;
      prev = on;
    }
    expect(runs).toBe(7);
    // the full moon is whole; the waxing moons are lit on the right, the waning on the left
    expect(ink(256, 256) && ink(240, 256) && ink(272, 256)).toBe(true);
    const at = (i: number) => {
      const rs = [22, 26, 30, 36, 30, 26, 22];
      const gap = (512 - rs.reduce((s, r) => s + 2 * r, 0)) / 8;
      let x = gap;
      for (let k = 0; k < i; k++) x += 2 * rs[k] + gap;
      return [x + rs[i], rs[i]];
    };
    for (const i of [0, 1, 2]) {
      const [cx, r] = at(i);
      expect(ink(cx - r * 0.7, 256)).toBe(false);
      expect(ink(cx + r * 0.85, 256)).toBe(true);
    }
    for (const i of [4, 5, 6]) {
      const [cx, r] = at(i);
      expect(ink(cx + r * 0.7, 256)).toBe(false);
      expect(ink(cx - r * 0.85, 256)).toBe(true);
    }
    // a quarter's terminator is straight through the middle
    expect(shadowOf(100, 100, 20, 0.5, true)).toContain('L100 100');
  });

  it('"metatron\'s cube with a moon phase line" draws the row under the cube', () => {
    const r = composeDesign({
      prompt: "metatron's cube with a moon phase line",
      seed: 1,
      output: 'design',
    });
    expect(r.drawn.subjects.map((s) => s.motif)).toEqual(['metatron', 'moon-phases']);
  });
});
