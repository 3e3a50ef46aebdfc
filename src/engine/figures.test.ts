import { describe, expect, it } from 'vitest';
import { rosary, veiledWoman } from './figures';
import { composeDesign } from './index';
import { raster } from './shape-raster';

describe('woman in a lace veil', () => {
  it('wears the veil over her head in the second ink, dotted, with a scalloped border', () => {
    const g = veiledWoman();
    for (const d of [g.d, g.holes ?? '', g.alt ?? ''])
      expect(/NaN|Infinity|undefined/.test(d)).toBe(false);
    const lace = raster({ d: 'M0 0Z', alt: g.alt });
    expect(lace(256, 60)).toBe(true); // over the crown
    expect(lace(440, 300)).toBe(true); // falling past the face on both sides
    expect(lace(72, 300)).toBe(true);
    expect(lace(256, 240)).toBe(false); // the face is not under the lace
    // the border: walking down just inside the front edge crosses scallop after scallop
    let flips = 0;
    let was = lace(366, 150);
    for (let y = 150; y < 400; y += 2) {
      const now = lace(368 + (y - 150) * 0.02, y);
      if (now !== was) flips++;
      was = now;
    }
    expect(flips).toBeGreaterThanOrEqual(4);
    const ink = raster(g);
    expect(ink(256, 240)).toBe(true); // the face
    // no pointed ear sticks out beside the face: between face and lace is hair, inked whole
    expect(ink(345, 200)).toBe(true);
  });

  it('is what "a woman\'s face with a lace veil" draws, with nothing left out', () => {
    const r = composeDesign({
      prompt: "a woman's face with a lace veil and flowers, neo traditional",
      seed: 3,
      output: 'design',
    });
    expect(r.drawn.subjects.map((s) => s.motif)).toContain('veiled-woman');
    expect(r.drawn.leftOut).toEqual([]);
  });
});

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
