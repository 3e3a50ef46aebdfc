import { describe, expect, it } from 'vitest';
import { openHand, prayingHands } from './hands';
import { composeDesign } from './index';
import { recordLayout } from './layout-recorder.testing';
import { raster } from './shape-raster';

describe('praying hands', () => {
  it('is two hands from the thumb side: fingertips apart at the top, thumbs, wrists parting into cuffs', () => {
    const g = prayingHands();
    expect(/NaN|Infinity|undefined/.test(g.d + (g.holes ?? ''))).toBe(false);
    // one contour per hand, meeting on the seam: overlapping finger outlines would each be
    // stroked inside the silhouette, and lines cut over an overlap would not open
    expect(g.d.match(/M/g)).toHaveLength(2);
    const ink = raster(g);
    const body = raster({ d: g.d });
    // the highest tips are the two middle fingers, either side of the seam
    let top = 512;
    for (let x = 0; x < 512; x += 2)
      for (let y = 0; y < top; y++)
        if (body(x, y)) {
          top = y;
          break;
        }
    expect(top).toBeLessThan(60);
    const runs = (y: number, of = ink) => {
      let n = 0;
      let was = false;
      for (let x = 100; x < 412; x++) {
        const now = of(x, y);
        if (now && !was) n++;
        was = now;
      }
      return n;
    };
    // just under them the two middle fingertips stand apart, a gap between
    expect(runs(top + 12, body)).toBe(2);
    // several fingers' edges, joints and the seam cross a row through the fingers
    expect(runs(140)).toBeGreaterThanOrEqual(6);
    // below the heels of the hands the wrists part: bare skin in the V, a cuff each side
    expect(body(256, 480)).toBe(false);
    const cuff = raster({ d: 'M0 0Z', alt: g.alt });
    expect(cuff(360, 470)).toBe(true);
    expect(cuff(152, 470)).toBe(true);
    expect(cuff(256, 300)).toBe(false);
  });

  it('a rosary with them hangs over the fingers, falls in a V to the wrists, its cross below', () => {
    const at = new Map(
      recordLayout('with', 'praying-hands', [['rosary', 1]]).map(({ id, at }) => [id, at]),
    );
    const hands = at.get('praying-hands')!;
    const rosary = at.get('rosary:draped')!;
    // its top bead is below the fingertips, its cross hangs past the cuffs
    expect(rosary.cy - rosary.size / 2).toBeGreaterThan(hands.cy - hands.size / 2);
    expect(rosary.cy + rosary.size / 2).toBeGreaterThan(hands.cy + hands.size / 2);
    // on the hands' seam (the pair may lean a few degrees, so within a little)
    expect(Math.abs(rosary.cx - hands.cx)).toBeLessThan(hands.size * 0.05);
  });

  it('is what "praying hands" draws', () => {
    const r = composeDesign({ prompt: 'praying hands with a rosary', seed: 3, output: 'design' });
    expect(r.drawn.subjects[0].motif).toBe('praying-hands');
    expect(r.drawn.subjects[0].standIn).toBeUndefined();
  });
});

describe('open hand', () => {
  it('has four separate fingers, a thumb out to the side, palm lines and a wrist', () => {
    const g = openHand();
    expect(/NaN|Infinity|undefined/.test(g.d + (g.holes ?? ''))).toBe(false);
    const ink = raster(g);
    // across the fingers at mid height: four inked runs with gaps between them
    let runs = 0;
    let was = false;
    for (let x = 150; x < 400; x += 2) {
      const now = ink(x, 200);
      if (now && !was) runs++;
      was = now;
    }
    expect(runs).toBe(4);
    expect(ink(140, 300)).toBe(true); // thumb, out to the side
    expect(ink(170, 250)).toBe(false); // the gap between thumb and index finger
    expect(ink(262, 96)).toBe(true); // middle fingertip, the tallest
    expect(ink(262, 470)).toBe(true); // wrist
  });

  it('"a hand holding a rose" puts the rose in the palm', () => {
    const holding = composeDesign({ prompt: 'a hand holding a rose', seed: 3, output: 'design' });
    const beside = composeDesign({ prompt: 'a hand and a rose', seed: 3, output: 'design' });
    expect(holding.drawn.relation).toBe('holding');
    expect(holding.drawn.subjects.map((s) => s.motif)).toEqual(['hand', 'rose']);
    expect(holding.svg).not.toBe(beside.svg);
  });
});
