import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { raster } from './shape-raster';
import { MOTIF_BY_ID, type TMotifDef } from './motifs';
import { bbox, parsePath } from './path';
import type { TPlaceAt, TRelationEnv } from './relations';
import { moonFace, sunAndMoon, sunFace } from './sun-moon';

describe('sun and moon', () => {
  it('draws the moon as a crescent with a face, its hollow to the left', () => {
    const g = moonFace();
    const ink = raster(g);
    expect(ink(440, 256)).toBe(true); // its back
    expect(ink(120, 256)).toBe(false); // the hollow
    expect(ink(80, 256)).toBe(false);
    // the profile: the nose reaches further into the hollow than the brow and the lips
    const edge = (y: number) => {
      let x = 100;
      while (x < 400 && !ink(x, y)) x++;
      return x;
    };
    expect(edge(258)).toBeLessThan(edge(200) - 20);
    expect(edge(258)).toBeLessThan(edge(320) - 20);
    // a face: eye, brow, nostril and mouth cut in, a cheek in its own ink
    expect((g.holes ?? '').match(/M/g)!.length).toBeGreaterThanOrEqual(6);
    expect(g.inks?.[0].role).toBe('red');
  });

  it('draws the sun with the same face in a ring of rays, symmetric', () => {
    const g = sunFace();
    const ink = raster(g);
    expect(ink(256, 20)).toBe(true); // the top ray's point
    expect(ink(256, 60)).toBe(true);
    expect(ink(20, 256)).toBe(false); // a short ray sideways stops short of the box
    expect(ink(60, 256)).toBe(true);
    expect((g.holes ?? '').match(/M/g)!.length).toBeGreaterThanOrEqual(8);
  });

  it('lays the pair out side by side, the same size, with skin between them', () => {
    const drawn: { gen?: string; cx: number; size: number }[] = [];
    const env = {
      S: 600,
      cx: 500,
      cy: 500,
      ctx: {},
      draw: (def: TMotifDef, at: TPlaceAt) => {
        drawn.push({ gen: def.gen, cx: at.cx, size: at.size });
        return { x: 0, y: 0, w: 0, h: 0 };
      },
    } as unknown as TRelationEnv;
    const of = (id: string) => ({ def: MOTIF_BY_ID.get(id)!, count: 1 });
    sunAndMoon(env, of('moon'), of('sun'));
    const [sun, moon] = drawn;
    expect([sun.gen, moon.gen]).toEqual(['sun-face', 'moon-face']);
    expect(sun.size).toBe(moon.size);
    // each drawing spans `size` along its longer side, placed by its box centre
    const half = (g: ReturnType<typeof sunFace>, size: number) => {
      const b = bbox(parsePath(g.d));
      return (size / 2) * (b.w / Math.max(b.w, b.h));
    };
    const gap = moon.cx - half(moonFace(), moon.size) - (sun.cx + half(sunFace(), sun.size));
    expect(gap).toBeGreaterThan(env.S * 0.05);
  });

  it('is what "matching sun and moon" draws', () => {
    const r = composeDesign({ prompt: 'matching sun and moon', seed: 4243, output: 'design' });
    expect(r.drawn.subjects.map((s) => s.motif).sort()).toEqual(['moon', 'sun']);
    // the moon's rosy cheek and the sun's: the faces are drawn
    expect(r.svg).toContain('#c1272d');
  });
});
