import { describe, expect, it } from 'vitest';
import { veiledWoman } from './figures';
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
