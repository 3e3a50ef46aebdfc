import { describe, expect, it } from 'vitest';
import { clover } from './clover';
import { composeDesign } from './index';
import { bbox, parsePath } from './path';

const subs = (d: string) =>
  d
    .split('M')
    .filter(Boolean)
    .map((s) => bbox(parsePath('M' + s)));

describe('four-leaf clover', () => {
  it('draws four separate heart leaflets round a centre, a stem, and a pale vein in each', () => {
    const c = clover();
    const parts = subs(c.d);
    // four leaflets and one stem
    expect(parts).toHaveLength(5);
    const leaves = parts.slice(0, 4);
    // one leaflet in each quadrant round the centre: they radiate, not pile up
    const quads = new Set(leaves.map((b) => `${b.x + b.w / 2 > 256}${b.y + b.h / 2 > 222}`));
    expect(quads.size).toBe(4);
    // big enough to read (each leaflet over 100 units of a 512 box)
    for (const b of leaves) expect(Math.max(b.w, b.h)).toBeGreaterThan(100);
    expect(c.inks).toHaveLength(1);
    expect(c.inks![0].role).toBe('bone');
    expect(subs(c.inks![0].d)).toHaveLength(4);
  });

  it('is what a horseshoe-and-clover request draws, the same each time', () => {
    const r = composeDesign({
      prompt: 'a horseshoe with four leaf clover for luck',
      seed: 4242,
      output: 'design',
    });
    expect(r.drawn.subjects.map((s) => s.motif)).toContain('clover');
    expect(r.svg).toBe(
      composeDesign({
        prompt: 'a horseshoe with four leaf clover for luck',
        seed: 4242,
        output: 'design',
      }).svg,
    );
  });
});
