import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { understand } from './understand';

const design = (prompt: string, seed = 4242, output: 'design' | 'stencil' = 'design') =>
  composeDesign({ prompt, seed, output });
const count = (s: string, re: RegExp) => (s.match(re) ?? []).length;

describe('geometric pieces', () => {
  it('reads "with sacred geometry" beside a subject as the frame, not a mandala', () => {
    const u = understand({ prompt: 'geometric wolf head with sacred geometry' });
    expect(u.subjects.map((s) => s.motif.label)).toEqual(['Wolf']);
    // said alone, sacred geometry is still the mandala
    expect(understand({ prompt: 'sacred geometry' }).subjects[0]?.motif.id).toBe('mandala');
  });

  it('sets a treeline window of pines on a geometric deer with a forest inside', () => {
    const r = design('geometric deer with a forest inside');
    expect(r.svg).toMatch(/clipPath id="forest-/);
    // seven pines, each a trunk and three tiers, filled solid in the design
    const trees = r.svg.match(/<path d="([^"]+)" fill="#[0-9a-f]{6}"\/><path d="M[^"]+" stroke/);
    expect(trees).not.toBeNull();
    expect(count(trees![1], /M/g)).toBe(28);
    // the stencil keeps the window in lines only
    const st = design('geometric deer with a forest inside', 4242, 'stencil').svg;
    const win = st.slice(st.indexOf('clipPath id="forest-'));
    expect(win.slice(0, win.indexOf('data-line="outline"'))).not.toMatch(/fill="#(?!ffffff)/);
  });

  it('grows a mandala back piece in several concentric bands', () => {
    const back = design('a mandala with a lotus centre on the back').svg;
    const arm = design('a mandala with a lotus centre').svg;
    expect(count(back, /<circle /g)).toBeGreaterThan(60);
    expect(count(back, /<circle /g)).toBeGreaterThan(count(arm, /<circle /g));
  });

  it('is deterministic for the same seed', () => {
    for (const p of ['a hexagon honeycomb with a bee', 'geometric deer with a forest inside'])
      expect(design(p).svg).toBe(design(p).svg);
  });
});

describe('geometric wolf', () => {
  it('draws a geometric wolf as the front-on head of authored planes, mirror-symmetric', async () => {
    const { geoWolfHead } = await import('./geo-wolf-head');
    const g = geoWolfHead();
    const planes = g.inks!.filter((k) => k.plane !== undefined);
    expect(planes.length).toBe(21);
    expect(new Set(planes.map((k) => k.plane))).toEqual(new Set([0, 1, 2]));
    const xs = [...g.d.matchAll(/([\d.]+) ([\d.]+)/g)].map((m) => Number(m[1]));
    expect(Math.min(...xs) + Math.max(...xs)).toBeCloseTo(512, 5);
    const u = understand({ prompt: 'geometric wolf head with sacred geometry' });
    expect(u.subjects[0].motif.id).toBe('wolf-geometric');
    expect(understand({ prompt: 'a wolf head' }).subjects[0].motif.id).toBe('wolf');
  });
});
