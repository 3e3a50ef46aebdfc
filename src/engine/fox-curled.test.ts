import { describe, expect, it } from 'vitest';
import { foxCurled } from './fox-curled';
import { composeDesign } from './index';
import { MOTIF_BY_ID, type TMotifDef } from './motifs';
import { bloomCluster } from './relation-flowers';
import type { TPlaceAt, TRelationEnv } from './relations';

describe('curled-up fox', () => {
  it('is drawn for a fox curled up, and the pose is no longer reported left out', () => {
    const r = composeDesign({ prompt: 'a fox curled up in leaves', seed: 3, output: 'design' });
    expect(r.drawn.subjects[0].motif).toBe('fox-curled');
    expect(r.drawn.leftOut.map((l) => l.name)).not.toContain('fox curled up');
  });

  it('keeps a plain fox on the standing drawing', () => {
    const r = composeDesign({ prompt: 'a fox, neo traditional', seed: 3, output: 'design' });
    expect(r.drawn.subjects[0].motif).toBe('fox');
  });

  it('stays inside its 512 box with closed subpaths', () => {
    const { d, holes, alt } = foxCurled();
    for (const path of [d, holes ?? '', alt ?? '']) {
      const n = path.match(/-?[\d.]+/g)!.map(Number);
      expect(Math.min(...n)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...n)).toBeLessThanOrEqual(512);
      expect(path.split('M').length - 1).toBe(path.split('Z').length - 1);
    }
  });
});

describe('the curled fox drawing', () => {
  it('has ears standing above its back, a white bib and a white tail tip', () => {
    const { d, alt } = foxCurled();
    const ys = (p: string) => p.match(/-?[\d.]+ -?[\d.]+/g)!.map((q) => +q.split(' ')[1]);
    // the ear tips stand well above the highest point of the back (y 176 or lower)
    expect(Math.min(...ys(d))).toBeLessThan(120);
    expect(alt!.split('M').length - 1).toBe(2);
  });
});

describe('the curled fox asleep in a ring', () => {
  it('curls its white tail tip up round the front to the nose, above the leaves at its feet', () => {
    const { d, alt } = foxCurled();
    const ys = (p: string) => p.match(/-?[\d.]+ -?[\d.]+/g)!.map((q) => +q.split(' ')[1]);
    const xs = (p: string) => p.match(/-?[\d.]+ -?[\d.]+/g)!.map((q) => +q.split(' ')[0]);
    const [top, bottom] = [Math.min(...ys(d)), Math.max(...ys(d))];
    const tip = 'M' + alt!.split('M')[2];
    // the tip rises into the upper 60% of the fox (the leaves cover its lowest quarter) and
    // sits at the front, under the muzzle
    expect((Math.min(...ys(tip)) - top) / (bottom - top)).toBeLessThan(0.6);
    expect(Math.min(...xs(tip))).toBeLessThan(Math.min(...xs(d)) + 20);
  });
});

describe('autumn leaves with the fox', () => {
  it('take another ink than the fox, so the leaves it lies in stay apart from it', () => {
    const fox = MOTIF_BY_ID.get('fox-curled')!.roles[0];
    const leaf = MOTIF_BY_ID.get('maple-leaf')!.roles[0];
    expect(leaf).not.toBe(fox);
    expect(leaf).toBe('red');
  });
});

describe('autumn leaves piled round a subject', () => {
  it('are inked in several warm autumn colours, not one jewel tone', () => {
    const r = composeDesign({
      prompt: 'a fox curled up in autumn leaves, neo traditional, thigh',
      seed: 21,
      output: 'design',
    });
    // burgundy, burnt orange, mustard and rust of the neo-traditional inks
    const used = ['#9a1c3c', '#c9581c', '#dca224', '#7b3e20'].filter((c) => r.svg.includes(c));
    expect(used.length).toBeGreaterThanOrEqual(3);
  });
});

describe('autumn leaves on a tall placement', () => {
  const drawn = (H: number) => {
    const ids: { id: string; role: string; y: number }[] = [];
    const env = {
      ctx: { profile: { backdrop: 'ornament' } },
      W: 1000,
      H,
      cx: 500,
      cy: H / 2,
      S: 600,
      margin: 40,
      draw: (def: TMotifDef, at: TPlaceAt) => {
        ids.push({ id: def.id, role: def.roles[0], y: at.cy });
        return { x: at.cx, y: at.cy, w: at.size, h: at.size };
      },
    } as unknown as TRelationEnv;
    const fox = MOTIF_BY_ID.get('fox-curled')!;
    bloomCluster(env, { def: fox, count: 1 }, { def: MOTIF_BY_ID.get('maple-leaf')!, count: 3 });
    return ids.filter((d) => d.id === 'maple-leaf');
  };

  it('fall above and drift below the subject on a tall canvas, not on a square one', () => {
    const tall = drawn(1600);
    expect(tall.length).toBeGreaterThan(drawn(1000).length);
    expect(tall.some((l) => l.y < 800 - 600 * 0.5)).toBe(true);
    expect(tall.some((l) => l.y > 800 + 600 * 0.5)).toBe(true);
    expect(new Set(tall.map((l) => l.role)).size).toBeGreaterThanOrEqual(3);
  });
});
