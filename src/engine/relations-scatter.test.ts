import { describe, expect, it } from 'vitest';
import type { TCtx } from './context';
import { recordLayout } from './layout-recorder.testing';
import { insideFrame, type TRelationEnv } from './relations';

// A 1000 × 1000 canvas, 40 units of margin, 1 unit per mm.
const env = { W: 1000, H: 1000, margin: 40, ctx: { mm: (n: number) => n } as TCtx } as TRelationEnv;
const inEllipse = (x: number, y: number, reach: number) => {
  const d = Math.hypot(x - 500, y - 500) || 1;
  const [ex, ey] = [x + ((x - 500) / d) * reach, y + ((y - 500) / d) * reach];
  return ((ex - 500) / 456) ** 2 + ((ey - 500) / 456) ** 2 <= 1 + 1e-9;
};

describe('accents scattered round the main subject', () => {
  it('are pulled in from the corners to sit inside every variation frame', () => {
    for (const [x, y] of [
      [80, 80],
      [920, 90],
      [60, 930],
      [950, 950],
      [500, 60],
    ]) {
      const [px, py] = insideFrame(env, x, y, 200);
      expect(inEllipse(px, py, 200 * 0.42), `${x},${y}`).toBe(true);
      // pulled straight toward the centre, not pushed sideways
      expect(Math.abs(Math.atan2(py - 500, px - 500) - Math.atan2(y - 500, x - 500))).toBeLessThan(
        1e-6,
      );
    }
  });

  it('stay where they were put when they already fit', () => {
    expect(insideFrame(env, 620, 380, 150)).toEqual([620, 380]);
  });

  it('draws one flyer when one was asked for ("with a bee"), over the subject; a pair otherwise', () => {
    const bees = (one: boolean) =>
      recordLayout(undefined, 'honeycomb', [['bee', 1, one]]).filter((r) => r.id === 'bee');
    const [bee] = bees(true);
    expect(bees(true)).toHaveLength(1);
    // above the comb's middle, to one side
    expect(bee.at.cy).toBeLessThan(500);
    expect(Math.abs(bee.at.cx - 500)).toBeGreaterThan(50);
    expect(bees(false)).toHaveLength(2);
  });

  it('turns a feather into birds that fly on from its tip, growing as they leave it', () => {
    const placed = recordLayout('made-of', 'feather', [['swallow', 2]]);
    const [feather, ...birds] = placed;
    expect(feather.id).toBe('feather');
    expect(birds.map((b) => b.id)).toEqual(['swallow', 'swallow', 'swallow']);
    const away = birds.map((b) => Math.hypot(b.at.cx - feather.at.cx, b.at.cy - feather.at.cy));
    for (let i = 1; i < birds.length; i++) {
      expect(away[i]).toBeGreaterThan(away[i - 1]);
      expect(birds[i].at.size).toBeGreaterThan(birds[i - 1].at.size);
    }
    // up and to the right of the feather, along its tip's line
    for (const b of birds) {
      expect(b.at.cx).toBeGreaterThan(feather.at.cx);
      expect(b.at.cy).toBeLessThan(feather.at.cy);
    }
  });
});
