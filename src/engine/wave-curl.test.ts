import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { MOTIF_BY_ID } from './motifs';
import { raster } from './shape-raster';
import { waveCurl } from './wave-curl';

describe('small wave', () => {
  it('is a breaking wave: a back rising into a crest that curls over open water, and a smaller wave', () => {
    const g = waveCurl();
    expect(/NaN|Infinity|undefined/.test(g.d)).toBe(false);
    const ink = raster(g);
    expect(ink(200, 400)).toBe(true); // the wave's body, behind its face
    expect(ink(352, 135)).toBe(true); // the top of the crest
    expect(ink(352, 222)).toBe(false); // the hollow inside the curl is open
    expect(ink(352, 285)).toBe(true); // the lip curls back under itself
    expect(ink(380, 330)).toBe(false); // open water under the thrown lip, before the face
    expect(ink(504, 336)).toBe(true); // the smaller wave's crest
    // a curl, not a snail's spiral on a column: down through the curl's eye the line meets the
    // crest only twice (over the top, and the lip under it)
    const runs = (pts: [number, number][]) => {
      let n = 0;
      let was = false;
      for (const p of pts) {
        const now = ink(...p);
        if (now && !was) n++;
        was = now;
      }
      return n;
    };
    const down = Array.from({ length: 250 }, (_, k): [number, number] => [352, 90 + k]);
    expect(runs(down)).toBe(2);
    // the back is a long slope, not a wall: near the water, the body is over a third of the box wide
    const across = Array.from({ length: 512 }, (_, x): [number, number] => [x, 410]);
    expect(across.filter((p) => ink(...p)).length).toBeGreaterThan(170);
  });

  it('is the drawing a wave gets under about 6 cm; a big wave keeps the great wave', () => {
    expect(MOTIF_BY_ID.get('wave')!.simple).toBe('gen:wave-curl');
    const r = composeDesign({ prompt: 'a small wave on the ankle', seed: 73, output: 'design' });
    expect(r.drawn.subjects[0].motif).toBe('wave');
    expect(r.drawn.style).toBe('minimalist');
  });
});
