import { describe, expect, it } from 'vitest';
import { openHand, prayingHands } from './hands';
import { composeDesign } from './index';
import { recordLayout } from './layout-recorder.testing';
import { raster } from './shape-raster';

describe('praying hands', () => {
  it('is drawn from the side: one outline, stepped fingertips a little apart, not a mirrored mitten', () => {
    const g = prayingHands();
    expect(/NaN|Infinity|undefined/.test(g.d + (g.holes ?? ''))).toBe(false);
    // one contour: overlapping finger outlines would each be stroked inside the silhouette
    expect(g.d.match(/M/g)).toHaveLength(1);
    const ink = raster(g);
    // the highest tip is the near hand's middle finger, right of centre
    let top = 512;
    let topX = 0;
    for (let x = 0; x < 512; x += 2)
      for (let y = 0; y < top; y++)
        if (ink(x, y)) {
          top = y;
          topX = x;
          break;
        }
    expect(top).toBeLessThan(60);
    expect(topX).toBeGreaterThan(270);
    // just under it the two hands' middle fingertips stand apart with a gap between
    const runs = (y: number) => {
      let n = 0;
      let was = false;
      for (let x = 150; x < 360; x++) {
        const now = ink(x, y);
        if (now && !was) n++;
        was = now;
      }
      return n;
    };
    expect(runs(top + 15)).toBe(2);
    // several fingers' edges and joints cross a row through the fingers
    expect(runs(110)).toBeGreaterThanOrEqual(5);
    // a three-quarter view, not a front view mirrored about the centre
    let differ = 0;
    let all = 0;
    for (let x = 0; x < 256; x += 4)
      for (let y = 0; y < 512; y += 4) {
        all++;
        if (ink(x, y) !== ink(512 - x, y)) differ++;
      }
    expect(differ / all).toBeGreaterThan(0.05);
    // white highlights over the shading, cuffs in the second ink at the foot
    expect(g.inks?.[0]).toMatchObject({ role: 'bone', lit: true });
    const cuff = raster({ d: 'M0 0Z', alt: g.alt });
    expect(cuff(250, 480)).toBe(true);
    expect(cuff(250, 300)).toBe(false);
  });

  it('a rosary with them loops round the wrists, below every fingertip, its cross hanging below', () => {
    const at = new Map(
      recordLayout('with', 'praying-hands', [['rosary', 1]]).map(({ id, at }) => [id, at]),
    );
    const hands = at.get('praying-hands')!;
    const rosary = at.get('rosary')!;
    // the rosary's loop starts about 0.06 of its box down: below the hands' finger roots
    // (y 262..278 of the hands' 512 box)
    const loopTop = rosary.cy - rosary.size / 2 + rosary.size * 0.06;
    expect(loopTop).toBeGreaterThan(hands.cy + hands.size * (290 / 512 - 0.5));
    expect(rosary.cy + rosary.size / 2).toBeGreaterThan(hands.cy + hands.size / 2);
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
