import { describe, expect, it } from 'vitest';
import { bamboo, bambooGrove } from './bamboo';
import { raster } from './shape-raster';

/** How many separate runs of ink a horizontal line at y crosses. */
const runs = (ink: (x: number, y: number) => boolean, y: number) => {
  let n = 0;
  let was = false;
  for (let x = 0; x < 512; x++) {
    const now = ink(x, y);
    if (now && !was) n++;
    was = now;
  }
  return n;
};

describe('bamboo', () => {
  it('is a stand of separate culms of different heights, jointed at nodes, with leaves', () => {
    const g = bamboo();
    expect(/NaN|Infinity|undefined/.test(g.d)).toBe(false);
    const body = raster({ d: g.d });
    // near the foot three culms stand apart; near the top only the tallest
    expect(runs(body, 500)).toBe(3);
    expect(runs(body, 40)).toBe(1);
    // node joints cross the culms as lines
    const joints = raster({ d: g.inks![0].d });
    let nodes = 0;
    let was = false;
    for (let y = 20; y < 508; y++) {
      const x = 196 + (22 * (508 - y)) / 494;
      const now = joints(x, y);
      if (now && !was) nodes++;
      was = now;
    }
    expect(nodes).toBeGreaterThanOrEqual(4);
    expect(g.alt).toBeTruthy();
  });

  it('as a grove, stands at both sides and leaves the middle open for its subject', () => {
    const body = raster({ d: bambooGrove().d });
    for (const y of [300, 420]) {
      expect(body(256, y)).toBe(false);
      let left = false;
      let right = false;
      for (let x = 0; x < 140; x++) left ||= body(x, y);
      for (let x = 372; x < 512; x++) right ||= body(x, y);
      expect(left && right).toBe(true);
    }
  });
});
