import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { scrollD } from './neotrad';
import { paletteFor } from './palettes';

describe('neo-traditional frame', () => {
  it('curls gold filigree scrolls off the band and sets a jewel at its crown', () => {
    const r = composeDesign({ prompt: 'neo traditional owl', seed: 4, output: 'design' });
    const gold = paletteFor(r.drawn.palette as Parameters<typeof paletteFor>[0], 0).roles.gold;
    const scrolls = r.svg.split(`fill="${gold}"`).length - 1;
    // four diagonals, a scroll and a counter-scroll at each
    expect(scrolls).toBeGreaterThanOrEqual(8);
    expect(r.drawn.elements).toContain('frame');
  });

  it('tapers a scroll from its root to a fine point at its centre', () => {
    const d = scrollD(0, 0, 10, 0, 1, 1, 4);
    const n = d.match(/-?[\d.]+/g)!.map(Number);
    // the first point is the outer edge of the root, half the width outside the radius
    expect(n[0]).toBeCloseTo(12, 0);
    // the spiral's inner end is well inside where it started
    const mid = n.length / 2;
    expect(Math.hypot(n[mid - 2], n[mid - 1])).toBeLessThan(3);
  });
});
