import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { MOTIF_BY_ID } from './motifs';
import { raster } from './shape-raster';
import { waveCurl } from './wave-curl';

describe('small wave', () => {
  it('is one breaking wave: a back rising into a crest that rolls into a spiral, a swell before it', () => {
    const g = waveCurl();
    expect(/NaN|Infinity|undefined/.test(g.d)).toBe(false);
    const ink = raster(g);
    expect(ink(180, 300)).toBe(true); // the back
    expect(ink(300, 150)).toBe(true); // the top of the crest
    expect(ink(300, 250)).toBe(false); // the eye of the curl is open
    expect(ink(250, 400)).toBe(false); // open water under the breaking crest
    expect(ink(460, 410)).toBe(true); // the swell
    // no fingers or claws: across the crest a line meets the band only where the spiral turns
    let crossings = 0;
    let was = false;
    for (let x = 150; x < 480; x++) {
      const now = ink(x, 250);
      if (now && !was) crossings++;
      was = now;
    }
    expect(crossings).toBeLessThanOrEqual(3);
  });

  it('is the drawing a wave gets under about 6 cm; a big wave keeps the great wave', () => {
    expect(MOTIF_BY_ID.get('wave')!.simple).toBe('gen:wave-curl');
    const r = composeDesign({ prompt: 'a small wave on the ankle', seed: 73, output: 'design' });
    expect(r.drawn.subjects[0].motif).toBe('wave');
    expect(r.drawn.style).toBe('minimalist');
  });
});
