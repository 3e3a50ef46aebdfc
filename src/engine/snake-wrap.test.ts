import { describe, expect, it } from 'vitest';
import { composeDesign, type TDesignRequest } from './index';
import type { TCtx } from './context';
import { wrapSnakeSvg, wrapStations } from './snake-wrap';

const ctxOf = (inkOnly: boolean, stencil = false) =>
  ({
    mm: (n: number) => n * 4,
    outline: 6,
    detail: 3,
    stencil,
    palette: {
      ink: '#111111',
      paper: '#f4efe6',
      inkOnly,
      roles: {
        red: '#c00000',
        pink: '#ff8888',
        bone: '#eeeeee',
        yellow: '#ffcc00',
        green: '#228833',
      },
    },
  }) as unknown as TCtx;
const colours = (svg: string) =>
  new Set([...svg.matchAll(/(?:fill|stroke)="(#[0-9a-f]{6})"/gi)].map((m) => m[1].toLowerCase()));

const design = (prompt: string, seed = 62, output: 'design' | 'stencil' = 'design') =>
  composeDesign({ prompt, seed, output } as TDesignRequest).svg;

describe('a snake wrapped round a blade', () => {
  it('spirals: near turns in front, far turns behind, crossing sides of the post', () => {
    const { st, front } = wrapStations();
    // the neck and head rise free in front
    expect(front.slice(0, 10).every(Boolean)).toBe(true);
    // at least two passes behind the post, each between two in front
    let switches = 0;
    for (let i = 1; i < front.length; i++) if (front[i] !== front[i - 1]) switches++;
    expect(switches).toBeGreaterThanOrEqual(4);
    // both sides of the blade (x = 256) are reached, and the body tapers to a tail below the head
    expect(Math.min(...st.map((s) => s.p[0]))).toBeLessThan(256 - 80);
    expect(Math.max(...st.map((s) => s.p[0]))).toBeGreaterThan(256 + 80);
    expect(st[st.length - 1].p[1]).toBeGreaterThan(st[0].p[1] + 250);
    expect(st[st.length - 1].w).toBeLessThan(st[20].w * 0.2);
    expect(st[0].w).toBeGreaterThan(20);
  });

  it('puts the head (red mouth, bone fangs, yellow eye) and the belly plates in front', () => {
    const { back, front } = wrapSnakeSvg(ctxOf(false), 500, 500, 600, '#228833');
    for (const c of ['#c00000', '#eeeeee', '#ffcc00', '#228833', '#111111'])
      expect(colours(front)).toContain(c);
    // the far turns are body only: no head behind the blade
    expect(colours(back)).not.toContain('#c00000');
    expect(colours(back)).toContain('#228833');
  });

  it('is solid black with skin-coloured scales in blackwork, outlines only in a stencil', () => {
    const bw = wrapSnakeSvg(ctxOf(true), 500, 500, 600, '#228833');
    expect([...colours(bw.front + bw.back)].sort()).toEqual(['#111111', '#f4efe6']);
    const st = wrapSnakeSvg(ctxOf(false, true), 500, 500, 600, '#228833');
    const fills = new Set([...(st.front + st.back).matchAll(/fill="([^"]+)"/g)].map((m) => m[1]));
    expect([...fills].every((f) => f === 'none' || f === '#ffffff')).toBe(true);
  });

  it('draws the whole design in colour and in blackwork, deterministically', () => {
    const colour = design('traditional snake wrapped around a dagger');
    expect(colour).toMatch(/#[0-9a-f]{6}/i);
    const bw = design('blackwork snake wrapped around a dagger');
    expect(bw.length).toBeGreaterThan(colour.length * 0.3);
    // deterministic
    expect(design('blackwork snake wrapped around a dagger')).toBe(bw);
  });

  it('leaves the stencil without solid fills', () => {
    const s = design('blackwork snake wrapped around a dagger', 62, 'stencil');
    const fills = new Set([...s.matchAll(/fill="([^"]+)"/g)].map((m) => m[1].toLowerCase()));
    for (const f of fills) expect(['none', '#ffffff', '#fff', 'white'], f).toContain(f);
  });
});
