import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { eagle } from './eagle';
import { raster } from './shape-raster';

describe('eagle', () => {
  it('spreads its wings across the box, a white head in profile over a brown chest', () => {
    const g = eagle();
    const all = [g.d, g.holes ?? '', g.alt ?? '', ...(g.inks ?? []).map((k) => k.d)];
    for (const d of all) {
      expect(/NaN|Infinity|undefined/.test(d)).toBe(false);
      // every subpath closed
      expect(d.split('M').length - 1).toBe(d.split('Z').length - 1);
    }
    const ink = raster(g);
    const paint = (role: string) =>
      raster({
        d: 'M0 0Z',
        alt: (g.inks ?? [])
          .filter((k) => k.role === role)
          .map((k) => k.d)
          .join(''),
      });
    const band = raster({ d: 'M0 0Z', alt: g.alt });
    // wing tips reach both edges, raised above the chest: a wide V
    for (const [x, y] of [
      [480, 90],
      [32, 90],
      [440, 210],
      [72, 210],
    ])
      expect(ink(x, y), `${x},${y}`).toBe(true);
    // the leading-edge covert band in the second ink on both wings
    expect(band(420, 100)).toBe(true);
    expect(band(92, 100)).toBe(true);
    // separated primaries: open skin between the feather tips on the outer edge
    expect(ink(500, 195)).toBe(false);
    // open skin above the wings' roots beside the head, and under the wings beside the tail
    expect(ink(330, 60)).toBe(false);
    expect(ink(110, 330)).toBe(false);
    // white head with a yellow hooked beak to the left and a yellow eye; brown chest below
    const bone = paint('bone');
    const yellow = paint('yellow');
    expect(bone(250, 110)).toBe(true);
    expect(yellow(160, 96)).toBe(true);
    expect(yellow(222, 90)).toBe(true);
    expect(bone(256, 270) || yellow(256, 270)).toBe(false);
    expect(ink(256, 270)).toBe(true);
    // white fanned tail under the body, yellow legs spread to either side with talons
    expect(bone(256, 420)).toBe(true);
    expect(yellow(340, 376)).toBe(true);
    expect(yellow(172, 376)).toBe(true);
  });

  it('spans a wide chest canvas alone, without flanking fillers', () => {
    const r = composeDesign({
      prompt: 'eagle with spread wings, american traditional, across the chest',
      style: 'traditional',
      seed: 1,
      output: 'design',
    });
    expect(r.width).toBeGreaterThan(r.height * 1.2);
    expect(r.svg).not.toMatch(/NaN/);
    // the eagle alone: no star drawn beside it
    expect([...r.svg.matchAll(/<path id="s\d+"/g)].length).toBe(1);
  });
});
