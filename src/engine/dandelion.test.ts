import { describe, expect, it } from 'vitest';
import { dandelion, flyingBird } from './dandelion';
import { composeDesign } from './index';
import { recordLayout } from './layout-recorder.testing';
import { raster } from './shape-raster';

describe('dandelion', () => {
  it('is a clock of separate seeds round a receptacle, on a long stem, seeds drifting', () => {
    const g = dandelion();
    for (const d of [g.d, g.holes ?? '', g.alt ?? '', ...(g.inks ?? []).map((k) => k.d)])
      expect(/NaN|Infinity|undefined/.test(d)).toBe(false);
    const [cx, cy] = [232, 178];
    const body = raster(g);
    expect(body(cx, cy)).toBe(true); // the receptacle
    expect(body(cx, cy - 80)).toBe(false); // no disc behind the seeds
    expect(g.inks?.map((k) => k.role)).toEqual(['black']);
    const lines = raster({ d: g.inks![0].d });
    // walking round the clock through the pappi crosses many separate fine rays
    const crossings = (r: number) => {
      let n = 0;
      let was = false;
      for (let a = 0; a < Math.PI * 2; a += 0.002) {
        const now = lines(cx + r * Math.cos(a), cy + r * Math.sin(a));
        if (now && !was) n++;
        was = now;
      }
      return n;
    };
    expect(crossings(120)).toBeGreaterThanOrEqual(40);
    // stalks run out from the receptacle, each on its own
    expect(crossings(60)).toBeGreaterThanOrEqual(20);
    // the stem is seen below the head for most of the box's height, one slender line
    for (const y of [330, 400, 470]) {
      let ink = 0;
      for (let x = 150; x < 290; x += 0.5) if (lines(x, y)) ink += 0.5;
      expect(ink).toBeGreaterThan(4);
      expect(ink).toBeLessThan(20);
    }
    expect(lines(352, 78)).toBe(true); // a drifting seed's body
    // the wind's gap: no pappi in the upper right, full ones in the lower left
    const at = (a: number) =>
      Array.from({ length: 60 }, (_, i) => a + i * 0.005).some((b) =>
        lines(cx + 118 * Math.cos(b), cy + 118 * Math.sin(b)),
      );
    expect(at(-Math.PI / 4)).toBe(false);
    expect(at((3 * Math.PI) / 4)).toBe(true);
    // without its drift the seeds are left to a relation
    const bare = raster({ d: dandelion(false).inks![0].d });
    expect(bare(352, 78)).toBe(false);
  });

  it('flies its far-off birds as swallows with wings spread wide, not blobs', () => {
    const bird = raster(flyingBird());
    const row = (y: number) => {
      let ink = 0;
      for (let x = 0; x < 512; x += 1) if (bird(x, y)) ink++;
      return ink;
    };
    // the span: the wings reach both sides of the box
    expect(bird(480, 194)).toBe(true);
    expect(bird(32, 194)).toBe(true);
    // a slim body between them, and a forked tail: two prongs with the notch between
    expect(row(220)).toBeGreaterThan(250);
    expect(bird(256, 320)).toBe(true);
    expect(bird(256, 360)).toBe(false);
    expect(bird(294, 360)).toBe(true);
    expect(bird(216, 360)).toBe(true);
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
