import { describe, expect, it } from 'vitest';
import { rosary, rosaryDraped } from './figures';
import { composeDesign } from './index';
import { raster } from './shape-raster';

describe('rosary', () => {
  it('is a loop of beads joined at a medal, a strand below and a cross at the end', () => {
    const ink = raster(rosary());
    expect(ink(256, 30)).toBe(true); // a bead at the top of the loop
    expect(ink(256, 180)).toBe(false); // the loop is open inside
    expect(ink(256, 352)).toBe(false); // the medal's centre is cut
    expect(ink(256, 332)).toBe(true); // its rim
    expect(ink(220, 473)).toBe(true); // the cross's arms
    expect(ink(292, 473)).toBe(true);
    expect(ink(220, 450)).toBe(false);
  });

  it('"praying hands with a rosary" drapes the rosary over the hands, not beside them', () => {
    const r = composeDesign({ prompt: 'praying hands with a rosary', seed: 3, output: 'design' });
    const boxes = [...r.svg.matchAll(/<path id="s\d+" d="([^"]+)"/g)].map((m) => {
      const pts = [...m[1].matchAll(/(-?[\d.]+)[ ,](-?[\d.]+)/g)].map((p) => [+p[1], +p[2]]);
      const xs = pts.map((p) => p[0]);
      return { cx: (Math.max(...xs) + Math.min(...xs)) / 2, w: Math.max(...xs) - Math.min(...xs) };
    });
    expect(boxes.length).toBeGreaterThanOrEqual(2);
    // both on the centre line: the rosary hangs over the hands
    expect(Math.abs(boxes[0].cx - boxes[1].cx)).toBeLessThan(boxes[0].w * 0.1);
  });

  it('wraps praying hands low: the fingers and thumbnails bare, each bead apart from the next', () => {
    const g = rosaryDraped();
    const ink = raster(g);
    // nothing over the fingers or the thumbs' tips (praying-hands.ts's frame: thumbnails ~260)
    for (let y = 0; y < 285; y += 3) for (let x = 0; x < 512; x += 3) expect(ink(x, y)).toBe(false);
    // along the U just off the chain's line, bead after bead with bare skin between: beads set
    // closer than flash's outline would run together into one black rope
    const q = (t: number) => [
      (1 - t) ** 2 * 146 + 2 * (1 - t) * t * 256 + t * t * 366,
      (1 - t) ** 2 * 306 + 2 * (1 - t) * t * 432 + t * t * 306 - 8,
    ];
    let runs = 0;
    let was = false;
    for (let t = 0; t <= 1; t += 0.002) {
      const now = ink(q(t)[0], q(t)[1]);
      if (now && !was) runs++;
      was = now;
    }
    expect(runs).toBeGreaterThanOrEqual(7);
    // the medal is in the second ink (gold), the beads in the first
    const gold = raster({ d: 'M0 0Z', alt: g.alt });
    expect(gold(256, 372)).toBe(true);
    expect(gold(...(q(0.1) as [number, number]))).toBe(false);
  });
});
