import { describe, expect, it } from 'vitest';
import { scorpionTribal } from './scorpion-tribal';
import { raster } from './shape-raster';

describe('tribal scorpion', () => {
  const g = scorpionTribal();
  const ink = raster(g);

  it('is solid black parts parted by skin, symmetric but for the tail', () => {
    expect(/NaN|Infinity|undefined/.test(g.d)).toBe(false);
    expect(g.carved).toBe(true);
    // pincers' hooked blades and legs on both sides, mirrored
    for (const [x, y] of [
      [410, 40],
      [330, 112],
      [385, 184],
    ]) {
      expect(ink(x, y), `${x},${y}`).toBe(true);
      expect(ink(512 - x, y), `${512 - x},${y}`).toBe(true);
    }
    // open between the two pincers, in front of the head
    expect(ink(256, 60)).toBe(false);
  });

  it('has plates down its back and a segmented tail ending in a stinger', () => {
    // skin between the plates: a line down the middle crosses five gaps or more
    let gaps = 0;
    let was = true;
    for (let y = 226; y < 376; y++) {
      const now = ink(256, y);
      if (was && !now) gaps++;
      was = now;
    }
    expect(gaps).toBeGreaterThanOrEqual(5);
    // the tail's segments: across the bottom of its curl, ink and skin alternate
    let parts = 0;
    was = false;
    for (let x = 250; x < 420; x++) {
      const now = ink(x, 472);
      if (now && !was) parts++;
      was = now;
    }
    expect(parts).toBeGreaterThanOrEqual(3);
    // the stinger hooks back over toward the body, above the tail's end
    expect(ink(395, 304)).toBe(true);
  });
});
