import { describe, expect, it } from 'vitest';
import { chrysanthemum } from './chrysanthemum';
import { recordLayout } from './layout-recorder.testing';
import { MOTIF_BY_ID } from './motifs';
import { paletteFor } from './palettes';
import { peony } from './peony';
import { raster } from './shape-raster';

describe('peony', () => {
  it('is a layered bloom: ring after ring of petal edges from the rim to the heart', () => {
    const g = peony();
    for (const d of [g.d, g.alt ?? '', ...(g.inks ?? []).map((k) => k.d)])
      expect(/NaN|Infinity|undefined/.test(d)).toBe(false);
    const lines = raster({ d: g.inks!.map((k) => k.d).join('') });
    // walking down from the heart to the front rim crosses the edge of every ring in front
    let edges = 0;
    let was = lines(256, 214);
    for (let y = 214; y < 430; y++) {
      const now = lines(256, y);
      if (now && !was) edges++;
      was = now;
    }
    expect(edges).toBeGreaterThanOrEqual(3);
    // the bloom's middle is petal (the first ink), not leaf: no green centre
    const leaves = raster({ d: 'M0 0Z', alt: g.alt });
    expect(leaves(256, 262)).toBe(false);
    const body = raster({ d: g.d });
    expect(body(256, 262)).toBe(true);
    // leaves reach out past the petals at the lower sides
    expect(leaves(70, 400) || leaves(90, 380)).toBe(true);
    expect(leaves(442, 400) || leaves(422, 380)).toBe(true);
  });

  it('takes pink petals and green leaves, pink in every palette', () => {
    expect(MOTIF_BY_ID.get('peony')!.roles).toEqual(['pink', 'green']);
    expect(MOTIF_BY_ID.get('peony')!.split).toBeUndefined();
    for (const id of ['traditional', 'full-color', 'earth-tones', 'pastel'] as const) {
      const p = paletteFor(id);
      expect(p.roles.pink).toMatch(/^#[0-9a-f]{6}$/);
      expect(p.roles.pink).not.toBe(p.roles.red);
    }
  });

  it('"a hannya mask with peonies": big peonies frame the mask behind it, not small ones above', () => {
    const placed = recordLayout('with', 'hannya', [['peony', 3]]);
    const mask = placed.find((p) => p.id === 'hannya')!;
    const blooms = placed.filter((p) => p.id === 'peony');
    expect(blooms.length).toBe(3);
    for (const b of blooms) {
      expect(b.layer).toBe('back');
      expect(b.at.size / mask.at.size).toBeGreaterThan(0.42);
    }
    // one on each side, low
    expect(blooms.some((b) => b.at.cx < mask.at.cx - 150 && b.at.cy > mask.at.cy)).toBe(true);
    expect(blooms.some((b) => b.at.cx > mask.at.cx + 150 && b.at.cy > mask.at.cy)).toBe(true);
  });
});

describe('chrysanthemum', () => {
  it('is a bloom of many narrow petals: more petal splits round its rim than a peony', () => {
    const g = chrysanthemum();
    expect(/NaN|Infinity|undefined/.test(g.d)).toBe(false);
    expect(MOTIF_BY_ID.get('chrysanthemum')!.gen).toBe('chrysanthemum');
    // count the notches on the back ring: walking round just inside the rim, ink turns on and off
    const body = raster({ d: g.d });
    const notches = (shape: (x: number, y: number) => boolean) => {
      let n = 0;
      let was = shape(256 + 196, 262);
      for (let a = 0; a <= 360; a += 0.5) {
        const r = (a * Math.PI) / 180;
        const now = shape(256 + 196 * Math.cos(r), 262 + 196 * 0.8 * Math.sin(r));
        if (now && !was) n++;
        was = now;
      }
      return n;
    };
    expect(notches(body)).toBeGreaterThan(notches(raster({ d: peony().d })) + 4);
  });
});
