import { describe, expect, it } from 'vitest';
import { anchor } from './anchor';
import { composeDesign } from './index';
import { raster } from './shape-raster';

describe('anchor', () => {
  it('stands upright with ring, stock and both flukes, symmetric', () => {
    const g = anchor();
    for (const d of [g.d, g.holes ?? '']) expect(/NaN|Infinity|undefined/.test(d)).toBe(false);
    const ink = raster(g);
    expect(ink(256, 56)).toBe(false); // the ring's eye
    expect(ink(224, 56)).toBe(true); // the ring beside it
    expect(ink(150, 136)).toBe(true); // the stock, left of the shank
    expect(ink(362, 136)).toBe(true); // and right
    expect(ink(244, 300)).toBe(true); // the shank (its middle is the ridge line)
    expect(ink(200, 300)).toBe(false); // open between shank and arm
    // the flukes at both arm tips, mirrored
    expect(ink(442, 250)).toBe(true);
    expect(ink(70, 250)).toBe(true);
  });

  it('winds the rope round the shank below the stock, clear of both flukes', () => {
    const g = anchor(true);
    const rope = raster({ d: g.inks!.find((i) => i.role === 'gold')!.d });
    // the rope crosses in front of the shank (its middle) more than once, below the stock
    let crossings = 0;
    let was = false;
    for (let y = 160; y < 420; y++) {
      const now = rope(256, y);
      if (now && !was) crossings++;
      was = now;
    }
    expect(crossings).toBeGreaterThanOrEqual(2);
    // its loops show outside the shank on both sides
    expect([...Array(200).keys()].some((k) => rope(256 - 60, 170 + k))).toBe(true);
    expect([...Array(200).keys()].some((k) => rope(256 + 60, 170 + k))).toBe(true);
    // nothing of it on the flukes (the coil beside the icon anchor hid one) or the stock's ends
    for (const [x, y] of [
      [442, 250],
      [70, 250],
      [448, 222],
      [64, 222],
      [146, 136],
      [366, 136],
    ])
      expect(rope(x, y), `${x},${y}`).toBe(false);
  });

  it('is what "an anchor with a rope" draws: one roped anchor, no coil beside it', () => {
    const r = composeDesign({
      prompt: 'an anchor with a rope and a banner that says Hope',
      seed: 9,
      output: 'design',
    });
    expect(r.drawn.subjects.map((s) => s.motif)).toEqual(['anchor', 'rope']);
    // the rope coil's brown is gone; the wound rope's gold is there
    expect(r.svg).not.toContain('#6b3e26');
    expect(r.svg).toContain('#f2b705');
    expect(r.svg).toContain('data-role="lettering"');
  });
});
