import { describe, expect, it } from 'vitest';
import { dandelion } from './dandelion';
import { composeDesign } from './index';
import { recordLayout } from './layout-recorder.testing';
import { raster } from './shape-raster';

describe('dandelion', () => {
  it('is a clock of separate seeds round a receptacle, on a stem with a leaf, seeds drifting', () => {
    const g = dandelion();
    for (const d of [g.d, g.holes ?? '', g.alt ?? '', ...(g.inks ?? []).map((k) => k.d)])
      expect(/NaN|Infinity|undefined/.test(d)).toBe(false);
    const body = raster(g);
    expect(body(214, 214)).toBe(true); // the receptacle
    expect(body(214, 120)).toBe(false); // no disc behind the seeds
    const [fans, lines] = (g.inks ?? []).map((k) => raster({ d: k.d }));
    expect(g.inks?.map((k) => k.role)).toEqual(['bone', 'black']);
    // walking round the clock at the tufts' radius crosses separate tufts, sky between them
    let tufts = 0;
    let was = false;
    for (let a = 0; a < Math.PI * 2; a += 0.005) {
      const now = fans(214 + 160 * Math.cos(a), 214 + 160 * Math.sin(a));
      if (now && !was) tufts++;
      was = now;
    }
    expect(tufts).toBeGreaterThanOrEqual(12);
    // stalks run out from the receptacle
    let stalks = 0;
    was = false;
    for (let a = 0; a < Math.PI * 2; a += 0.005) {
      const now = lines(214 + 60 * Math.cos(a), 214 + 60 * Math.sin(a));
      if (now && !was) stalks++;
      was = now;
    }
    expect(stalks).toBeGreaterThanOrEqual(24);
    const stem = raster({ d: 'M0 0Z', alt: g.alt });
    expect(stem(268, 490)).toBe(true); // the stem in the second ink
    expect(stem(170, 420)).toBe(true); // and its leaf
    expect(lines(352, 112)).toBe(true); // a drifting seed's body
    // the wind's gap: no tufts in the upper right, full tufts in the lower left
    const at = (a: number) => fans(214 + 150 * Math.cos(a), 214 + 150 * Math.sin(a));
    expect(at(-Math.PI / 4)).toBe(false);
    expect([0, 0.1, 0.2].some((k) => at((3 * Math.PI) / 4 + k))).toBe(true);
    // without its drift the seeds are left to a relation
    const bare = raster({ d: dandelion(false).inks![1].d });
    expect(bare(352, 112)).toBe(false);
  });

  it('blows its seeds away and the birds fly on from them ("blowing in the wind with birds")', () => {
    const r = composeDesign({
      prompt: 'a dandelion blowing in the wind with birds',
      style: 'traditional',
      seed: 7,
      output: 'design',
    });
    expect(r.drawn.leftOut).toEqual([]);
    expect(r.drawn.subjects.map((s) => s.motif)).toEqual(['dandelion', 'swallow']);
    const one = composeDesign({
      prompt: 'a dandelion',
      style: 'traditional',
      seed: 7,
      output: 'design',
    });
    expect(one.drawn.leftOut).toEqual([]);
  });

  it('lays the seeds and then the birds along one rising curve out of the gap in the puff', () => {
    const placed = recordLayout('with', 'dandelion', [['swallow', 3]]);
    expect(placed.map((p) => p.id)).toEqual([
      'dandelion',
      'dandelion:seed',
      'dandelion:seed',
      'dandelion:seed',
      'swallow:v',
      'swallow:v',
      'swallow:v',
    ]);
    const [head, ...stream] = placed;
    const far = (p: (typeof placed)[number]) =>
      Math.hypot(p.at.cx - head.at.cx, p.at.cy - head.at.cy);
    // the dandelion sits low left; the seeds leave it up and to the right, the birds further on
    expect(head.at.cx).toBeLessThan(500);
    expect(head.at.cy).toBeGreaterThan(500);
    for (const p of stream) {
      expect(p.at.cx).toBeGreaterThan(head.at.cx);
      expect(p.at.cy).toBeLessThan(head.at.cy);
    }
    expect(far(stream[1])).toBeGreaterThan(far(stream[0]));
    for (const bird of stream.slice(3)) expect(far(bird)).toBeGreaterThan(far(stream[2]));
    // the birds grow as they leave and never sit on one another
    expect(stream[5].at.size).toBeGreaterThan(stream[3].at.size);
    const birds = stream.slice(3);
    for (let i = 0; i < birds.length; i++)
      for (let j = i + 1; j < birds.length; j++) {
        const gap = Math.hypot(birds[i].at.cx - birds[j].at.cx, birds[i].at.cy - birds[j].at.cy);
        expect(gap).toBeGreaterThan((birds[i].at.size + birds[j].at.size) * 0.4);
      }
  });

  it('is what "a dandelion" draws', () => {
    const r = composeDesign({
      prompt: 'a dandelion',
      style: 'minimalist',
      seed: 4,
      output: 'design',
    });
    expect(r.drawn.subjects[0].motif).toBe('dandelion');
  });
});
