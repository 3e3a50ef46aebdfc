import { describe, expect, it } from 'vitest';
import { stationsAlong } from './curve-kit';
import { scorpionTribal, TAIL } from './scorpion-tribal';
import { raster } from './shape-raster';

describe('tribal scorpion', () => {
  const g = scorpionTribal();
  const ink = raster(g);
  type P = [number, number];
  /** How many separate inked parts a walk along `pts` crosses. */
  const runs = (pts: P[]) => {
    let n = 0;
    let was = false;
    for (const [x, y] of pts) {
      const now = ink(x, y);
      if (now && !was) n++;
      was = now;
    }
    return n;
  };

  it('is solid black parts parted by skin, symmetric but for the tail', () => {
    expect(/NaN|Infinity|undefined/.test(g.d + g.holes)).toBe(false);
    expect(g.carved).toBe(true);
    // the pincers' outer fingers, the palms' cuts and the hind legs, mirrored
    for (const [x, y, inked] of [
      [400, 40, true],
      [369, 98, false],
      [358, 292, true],
    ] as const) {
      expect(ink(x, y), `${x},${y}`).toBe(inked);
      expect(ink(512 - x, y), `${512 - x},${y}`).toBe(inked);
    }
    // open between the two pincers, and each claw's jaw open between its fingers
    expect(ink(256, 60)).toBe(false);
    expect(ink(330, 44)).toBe(false);
  });

  it('has four bold legs a side, not a fringe of strands', () => {
    // an arc round the head shield, past the pincers and short of the abdomen, crosses each
    // leg once: four a side
    for (const side of [1, -1]) {
      const arc: P[] = [];
      for (let a = -5; a <= 65; a += 0.5) {
        const r = (a * Math.PI) / 180;
        arc.push([256 + side * 120 * Math.cos(r), 180 + 120 * Math.sin(r)]);
      }
      expect(runs(arc), `side ${side}`).toBe(4);
    }
  });

  it('has an abdomen carved in plates and a segmented tail ending in a stinger', () => {
    // the abdomen is one silhouette its cuts part into seven plates down the middle
    const spine: P[] = [];
    for (let y = 224; y < 380; y++) spine.push([256, y]);
    expect(runs(spine)).toBe(7);
    // along the tail: six segments parted by skin, then the stinger's bulb
    const tail = stationsAlong(TAIL, 12, 400, () => 0).map((s) => s.p as P);
    expect(runs(tail)).toBe(7);
    // the stinger hooks back over toward the body, above the tail's end
    expect(ink(420, 330)).toBe(true);
  });
});
