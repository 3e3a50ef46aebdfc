import { describe, expect, it } from 'vitest';
import { GRIP_BOX, GRIP_CHANNEL, grippingHand, grippingHandEtched } from './hand-grip';
import { bbox, parsePath } from './path';
import { raster } from './shape-raster';

describe('gripping hand', () => {
  it('closes four stacked fingers under a thumb round a channel the held thing runs along', () => {
    for (const g of [grippingHand(), grippingHandEtched()]) {
      expect(/NaN|Infinity|undefined/.test(g.d + g.holes)).toBe(false);
      // every subpath closed
      expect(g.d.trim().endsWith('Z')).toBe(true);
      const b = bbox(parsePath(g.d));
      expect(b.x).toBeCloseTo(GRIP_BOX.x, -1);
      expect(b.y).toBeCloseTo(GRIP_BOX.y, -1);
      expect(b.w).toBeCloseTo(GRIP_BOX.w, -1);
      expect(b.h).toBeCloseTo(GRIP_BOX.h, -1);
    }
    const ink = raster(grippingHand());
    const { x, top, bottom } = GRIP_CHANNEL;
    // the channel is covered by the hand from the thumb's top to the little finger's underside,
    // and open skin just above and below, where the held thing shows
    for (const y of [top + 20, 222, 290, 330, 380]) expect(ink(x + 4, y)).toBe(true);
    expect(ink(x, top - 12)).toBe(false);
    expect(ink(x, bottom + 10)).toBe(false);
    // the knuckles step out down the left: the middle finger reaches furthest
    expect(ink(112, 284)).toBe(true);
    expect(ink(112, 230)).toBe(false);
    expect(ink(112, 380)).toBe(false);
    // the wrist leaves to the lower right, off the foot of the box
    expect(ink(410, 490)).toBe(true);
    expect(ink(250, 490)).toBe(false);
  });
});
