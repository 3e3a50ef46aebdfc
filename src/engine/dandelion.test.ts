import { describe, expect, it } from 'vitest';
import { dandelion } from './dandelion';
import { composeDesign } from './index';
import { recordLayout } from './layout-recorder.testing';
import { raster } from './shape-raster';

describe('dandelion', () => {
  it('is a seed puff with stalks cut in, a dark centre, a stem and drifting seeds', () => {
    const g = dandelion();
    for (const d of [g.d, g.holes ?? '', g.alt ?? ''])
      expect(/NaN|Infinity|undefined/.test(d)).toBe(false);
    const ink = raster(g);
    expect(ink(226, 196)).toBe(false); // the head's centre is cut (prints dark)
    // walking round the puff at mid radius crosses stalk lines: a clock, not a solid disc
    let cuts = 0;
    let was = true;
    for (let a = 0; a < Math.PI * 2; a += 0.01) {
      const now = ink(226 + 90 * Math.cos(a), 196 + 90 * Math.sin(a));
      if (was && !now) cuts++;
      was = now;
    }
    expect(cuts).toBeGreaterThanOrEqual(16);
    const stem = raster({ d: 'M0 0Z', alt: g.alt });
    expect(stem(255, 470)).toBe(true); // the stem in the second ink
    expect(ink(352, 112)).toBe(true); // a drifting seed's body
    expect(ink(330, 30)).toBe(false); // open air above the puff
    // the wind's gap: the upper right of the puff is bare stalk ends, the lower left full tufts
    const at = (a: number, r: number) => ink(214 + r * Math.cos(a), 214 + r * Math.sin(a));
    const between = Math.PI / 24; // half-way between two stalks
    expect(at(-Math.PI / 4 + between, 120)).toBe(false);
    expect(at((3 * Math.PI) / 4 + between, 120)).toBe(true);
    // without its drift the seeds are left to a relation
    const bare = raster(dandelion(false));
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
    expect(stream[6].at.size).toBeGreaterThan(stream[3].at.size);
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
