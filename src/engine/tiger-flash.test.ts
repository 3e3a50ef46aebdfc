import { describe, expect, it } from 'vitest';
import { generateShape } from './generated-motifs';
import { bbox, parsePath } from './path';
import { inkOf } from './gen-shape.testing';
import { createRng } from './prng';
import { raster } from './shape-raster';

const nums = (d: string) => (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);

describe('roaring tiger head (traditional flash)', () => {
  // what the roaring tiger request draws (generated-motifs.ts)
  const g = generateShape('tiger-roar', createRng(1));
  const body = raster({ d: g.d, holes: g.holes });
  const white = raster({ d: g.alt ?? 'M0 0Z' });
  const cuts = raster({ d: g.holes ?? 'M0 0Z' });

  it('stays in the box', () => {
    const all = g.d + (g.holes ?? '') + (g.alt ?? '') + (g.inks ?? []).map((k) => k.d).join('');
    expect(nums(all).every((n) => n >= 0 && n <= 512)).toBe(true);
  });

  it('fills its box: a broad head whose cheek ruffs flare out to the sides', () => {
    const b = bbox(parsePath(g.d));
    expect(b.w).toBeGreaterThan(480);
    expect(b.h).toBeGreaterThan(440);
    expect(body(500, 246)).toBe(true); // ruff tufts, both sides
    expect(body(12, 246)).toBe(true);
    expect(white(440, 300)).toBe(true); // the ruff's white fur
    expect(white(72, 300)).toBe(true);
  });

  it('has a white muzzle with whisker pads and dots, and a wide black nose on a bridge', () => {
    expect(white(336, 330)).toBe(true);
    expect(white(176, 330)).toBe(true);
    expect(inkOf(g, 'black')(302, 304)).toBe(true); // a whisker dot
    expect(inkOf(g, 'black')(230, 276)).toBe(true); // the nose, wide
    expect(inkOf(g, 'black')(282, 276)).toBe(true);
    expect(cuts(277, 230)).toBe(true); // the bridge's sides
    expect(cuts(235, 230)).toBe(true);
    expect(body(256, 250)).toBe(true); // the bridge itself
  });

  it('glares from slit-pupilled eyes under brows pressed down toward the nose', () => {
    const eye = (x: number, y: number) => inkOf(g, 'yellow')(x, y) || inkOf(g, 'green')(x, y);
    expect(eye(318, 236)).toBe(true);
    expect(eye(194, 236)).toBe(true);
    expect(inkOf(g, 'black')(338, 224)).toBe(true); // slit
    expect(eye(338, 224)).toBe(true);
    expect(cuts(290, 192)).toBe(true); // brow, low at the nose...
    expect(cuts(360, 172)).toBe(true); // ...high at the temple
  });

  it('roars: four ivory fangs, a pink tongue with a crease, a dark throat', () => {
    const bone = inkOf(g, 'bone');
    expect(bone(324, 390)).toBe(true); // upper fangs
    expect(bone(188, 390)).toBe(true);
    expect(bone(304, 440)).toBe(true); // lower fangs
    expect(bone(208, 440)).toBe(true);
    expect(inkOf(g, 'pink')(240, 430)).toBe(true); // the tongue
    expect(inkOf(g, 'black')(256, 432)).toBe(true); // its crease
    expect(inkOf(g, 'black')(256, 370)).toBe(true); // the throat
    expect(inkOf(g, 'red')(356, 380)).toBe(true); // the mouth's red at the corners
  });

  it('cuts its stripes in mirrored pairs, never overlapping (which would paint them back)', () => {
    const samples: [number, number][] = [
      [323, 177],
      [280, 149],
      [435, 190],
      [424, 227],
      [411, 155],
      [332, 130],
    ];
    for (const [x, y] of samples) {
      expect(cuts(x, y)).toBe(true);
      expect(cuts(512 - x, y)).toBe(true);
      expect(body(x, y)).toBe(false);
      expect(body(512 - x, y)).toBe(false);
    }
  });

  it('varies its eyes between variants, gold or green', () => {
    const roles = new Set(
      [1, 2, 3, 4, 5, 6, 7, 8].map(
        (s) =>
          generateShape('tiger-roar', createRng(s)).inks?.find(
            (k) => k.role === 'yellow' || k.role === 'green',
          )?.role,
      ),
    );
    expect([...roles].sort()).toEqual(['green', 'yellow']);
  });
});
