import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { fitRaster } from './fit-raster.testing';
import { recordLayout } from './layout-recorder.testing';
import { bbox, parsePath } from './path';
import { raster } from './shape-raster';
import type { TCtx } from './context';
import { forCanvas } from './motif-place';
import { MOTIF_BY_ID } from './motifs';
import { across, SNAKE_COIL, snake, snakeLine, snakeStations } from './snake';

const { fitted, at } = fitRaster(0.85, 40, 30);
const count = (d = '') => (d.match(/M/g) ?? []).length;

describe('japanese snake (hebi)', () => {
  it('coils a thick scaled body with cream belly scutes round an open eye', () => {
    const g = snake();
    for (const d of [g.d, g.holes ?? '', g.alt ?? '', ...(g.inks ?? []).map((k) => k.d)])
      expect(/NaN|Infinity|undefined/.test(d)).toBe(false);
    const b = bbox(parsePath(g.d));
    expect(b.x).toBeGreaterThan(-40 / 0.85);
    expect(b.x + b.w).toBeLessThan(512);
    // rows of back scales and a run of belly plates, not flat stripes
    expect(count(g.holes)).toBeGreaterThan(80);
    expect(count(g.alt)).toBeGreaterThan(25);
    const ink = at(raster(fitted(g)));
    const second = at(raster({ d: 'M0 0Z', alt: fitted(g).alt }));
    const st = snakeStations();
    for (const u of [0.36, 0.44, 0.52]) {
      const s = st[Math.round(u * (st.length - 1))];
      // thick: the body is well over a tenth of the box across
      expect(s.w * 2).toBeGreaterThan(60);
      expect(ink(across(s, -0.3)) || ink(across(s, -0.5))).toBe(true);
      // plates with gaps between them: one of three stations in a row lands on a plate
      const i = st.indexOf(s);
      expect([0, 1, 2].some((k) => second(across(st[i + k], 0.6)))).toBe(true);
      expect(second(across(s, -0.5))).toBe(false);
    }
    // the eye of the coil is open for a flower, and the tail tapers to a point
    expect(ink(SNAKE_COIL.c)).toBe(false);
    expect(ink([SNAKE_COIL.c[0] + SNAKE_COIL.r * 0.8, SNAKE_COIL.c[1]])).toBe(false);
    expect(st[st.length - 1].w).toBeLessThan(st[40].w * 0.1);
  });

  it('has an open red mouth, fangs, a forked tongue and a slit eye', () => {
    const roles = (snake().inks ?? []).map((k) => k.role);
    expect(roles).toEqual(expect.arrayContaining(['red', 'bone', 'yellow', 'black']));
  });

  it('coils round a big bloom among more of them', () => {
    const out = recordLayout('with', 'snake', [['chrysanthemum', 2]]);
    const sn = out.find((r) => r.id === 'snake')!;
    const blooms = out.filter((r) => r.id === 'chrysanthemum');
    expect(sn.layer).toBe('front');
    expect(blooms.length).toBeGreaterThanOrEqual(3);
    // the biggest bloom sits in the eye of the coil, under the body, and is large
    const big = blooms.reduce((a, c) => (c.at.size > a.at.size ? c : a));
    expect(big.layer).toBe('back');
    expect(big.at.order).toBeLessThan(sn.at.order);
    expect(big.at.size).toBeGreaterThan(sn.at.size * 0.35);
    expect(blooms.some((r) => r.layer === 'front' && r.at.order > sn.at.order)).toBe(true);
  });

  it('is drawn for "a snake with chrysanthemums, japanese", the same each time', () => {
    const req = {
      prompt: 'a snake with chrysanthemums, japanese',
      seed: 4,
      output: 'design',
    } as const;
    const a = composeDesign(req);
    expect(a.drawn.subjects.map((s) => s.motif)).toEqual(['snake', 'chrysanthemum']);
    expect(composeDesign(req).svg).toBe(a.svg);
  });

  it('traces its contours alone in one-line work, without plates or scales', () => {
    const def = MOTIF_BY_ID.get('snake')!;
    const ctx = {
      oneLine: [],
      profile: { backdrop: 'none' },
      canvas: { width: 100, height: 100, widthMm: 100, heightMm: 100 },
    } as unknown as TCtx;
    expect(forCanvas(def, ctx).gen).toBe('snake-line');
    const g = snakeLine();
    expect(g.alt).toBeUndefined();
    expect(g.holes).toBeUndefined();
    expect(forCanvas(def, { ...ctx, oneLine: undefined }).gen).toBe('snake');
  });
});
