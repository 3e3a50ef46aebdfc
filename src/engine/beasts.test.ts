import { describe, expect, it } from 'vitest';
import { bearHead, bullSkull, ribbon } from './beasts';
import { composeDesign } from './index';
import { raster } from './shape-raster';

const inBox = (d: string) =>
  (d.match(/-?\d+(?:\.\d+)?/g) ?? []).every((n) => Number(n) >= 0 && Number(n) <= 512);

describe('ribbon()', () => {
  it('is wide at its root, pointed at a zero-width end, capped round at a wide one', () => {
    const horn = raster({ d: ribbon([100, 256], [200, 256], [300, 256], [412, 256], 40) });
    expect(horn(104, 256 + 16)).toBe(true);
    expect(horn(404, 256 + 6)).toBe(false);
    const finger = raster({ d: ribbon([100, 256], [200, 256], [300, 256], [400, 256], 40, 30) });
    expect(finger(400, 256 + 12)).toBe(true);
    expect(finger(412, 256)).toBe(true); // the round cap past the end point
    expect(finger(418, 256 + 12)).toBe(false);
  });
});

describe('bull skull', () => {
  it('has long horns out past the skull, turning up, eye sockets and a long face', () => {
    const g = bullSkull();
    expect(inBox(g.d + (g.holes ?? ''))).toBe(true);
    const ink = raster(g);
    for (const [x, y] of [
      [440, 190],
      [494, 90],
    ]) {
      expect(ink(x, y), `right horn ${x},${y}`).toBe(true);
      expect(ink(512 - x, y), `left horn ${512 - x},${y}`).toBe(true);
    }
    expect(ink(440, 100)).toBe(false); // open inside the horn's curve
    expect(ink(330, 252)).toBe(false); // eye sockets
    expect(ink(182, 252)).toBe(false);
    expect(ink(288, 320)).toBe(true); // the face
    expect(ink(256, 486)).toBe(true); // muzzle
    expect(ink(360, 420)).toBe(false);
  });

  it('is what "a bull skull" draws', () => {
    const r = composeDesign({
      prompt: 'a bull skull with desert flowers',
      seed: 3,
      output: 'design',
    });
    expect(r.drawn.subjects[0].motif).toBe('bull-skull');
    expect(r.drawn.subjects[0].standIn).toBeUndefined();
  });
});

describe('bear head', () => {
  it('is a whole head: round ears, closed round chin, no straight neck cut', () => {
    const g = bearHead();
    expect(inBox(g.d + (g.holes ?? ''))).toBe(true);
    const ink = raster(g);
    expect(ink(400, 100)).toBe(true); // right ear
    expect(ink(112, 100)).toBe(true); // left ear
    expect(ink(256, 436)).toBe(true); // chin
    expect(ink(256, 452)).toBe(false);
    // the bottom edge curves up toward the cheeks instead of running straight across
    expect(ink(120, 430)).toBe(false);
    expect(ink(392, 430)).toBe(false);
    expect(ink(256, 320)).toBe(false); // nose cut (prints black)
    expect(ink(313, 238)).toBe(false); // eye
  });

  it('"a bear and a cub" draws the bear twice, the cub smaller', () => {
    const r = composeDesign({ prompt: 'a bear and a cub for my kids', seed: 3, output: 'design' });
    expect(r.drawn.subjects[0].motif).toBe('bear');
    const sizes = [...r.svg.matchAll(/<path id="s\d+" d="([^"]+)"/g)].map((m) => {
      const xs = [...m[1].matchAll(/(-?[\d.]+)[ ,](-?[\d.]+)/g)].map((p) => Number(p[1]));
      return Math.max(...xs) - Math.min(...xs);
    });
    expect(sizes.length).toBeGreaterThanOrEqual(2);
    const [big, cub] = [Math.max(...sizes), Math.min(...sizes)];
    expect(cub / big).toBeLessThan(0.7);
  });
});
