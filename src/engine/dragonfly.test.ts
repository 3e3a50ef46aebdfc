import { describe, expect, it } from 'vitest';
import { dragonfly } from './dragonfly';
import { composeDesign } from './index';

/** x coordinates of every point in a path (absolute commands with x y pairs). */
const xs = (d: string) => [...d.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => Number(m[1]));

describe('dragonfly', () => {
  it('spreads its wings to both sides of a body down the middle (the icon had all four on one side)', () => {
    const shape = dragonfly();
    const wings = shape.inks!.find((i) => i.role === 'bone')!.d;
    const x = xs(wings);
    expect(Math.min(...x)).toBeLessThan(256 - 180);
    expect(Math.max(...x)).toBeGreaterThan(256 + 180);
    expect(Math.min(...x) + Math.max(...x)).toBeCloseTo(512, 0);
    // the tail runs down the centre line to near the bottom of the box
    const body = xs(shape.alt!);
    expect(Math.abs(Math.min(...body) + Math.max(...body) - 512)).toBeLessThan(1);
  });

  it('is what "a dragonfly over water lilies" draws, the same way twice', () => {
    const request = { prompt: 'a dragonfly over water lilies', seed: 5, output: 'design' as const };
    const a = composeDesign(request);
    expect(a.drawn.subjects.map((s) => s.motif)).toContain('dragonfly');
    expect(a.drawn.subjects.find((s) => s.motif === 'dragonfly')?.standIn).toBeUndefined();
    expect(composeDesign(request).svg).toBe(a.svg);
  });
});
