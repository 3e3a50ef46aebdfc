import { describe, expect, it } from 'vitest';
import { composeDesign, type TDesignRequest } from './index';
import { wrapStations } from './snake-wrap';

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

  it('draws the head with eye, open mouth and fangs, in colour and in blackwork', () => {
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
