import { describe, expect, it } from 'vitest';
import { rosary } from './figures';
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
});
