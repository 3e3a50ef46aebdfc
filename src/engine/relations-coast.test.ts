import { describe, expect, it } from 'vitest';
import { recordLayout } from './layout-recorder.testing';
import type { TPlaceAt } from './relations';
import type { TTreatOptions } from './treat';
import type { TRelation } from './understand';

type TDrawn = TPlaceAt & { id: string; opt?: TTreatOptions };

// where layoutRelated places each motif; a drawn box is half as tall as its size
const layout = (relation: TRelation, main: string, others: [string, number][]): TDrawn[] =>
  recordLayout(relation, main, others, {
    box: (_, p) => ({ x: p.cx - p.size / 2, y: p.cy - p.size / 4, w: p.size, h: p.size / 2 }),
  }).map(({ id, at, opt }) => ({ ...at, id, opt }));

describe('coast layouts', () => {
  it('a lighthouse stands on the rock, in surf, with gulls flanking it in the sky', () => {
    const d = layout('above', 'lighthouse', [
      ['rock', 1],
      ['seagull', 3],
    ]);
    const rock = d.find((x) => x.id === 'rock')!;
    const house = d.find((x) => x.id === 'lighthouse')!;
    const surf = d.find((x) => x.id === 'surf')!;
    // the lighthouse's foot is on the rock's top (the fake box's top is cy - size / 4)
    const ledge = rock.cy - rock.size / 4;
    expect(house.cy).toBeLessThan(ledge);
    expect(house.cy + house.size / 2).toBeGreaterThan(ledge - 30);
    expect(surf.cy).toBeGreaterThan(ledge);
    const gulls = d.filter((x) => x.id === 'seagull');
    expect(gulls.length).toBe(3);
    for (const g of gulls) {
      expect(g.cy).toBeLessThan(500);
      // flanking, never sitting on the lighthouse's top
      expect(Math.abs(g.cx - 500)).toBeGreaterThan(100);
      expect(g.opt?.light).toBe(true);
    }
  });

  it('a rock under something not of the sea has no surf', () => {
    const d = layout('above', 'eagle', [['rock', 1]]);
    expect(d.map((x) => x.id).sort()).toEqual(['eagle', 'rock']);
  });

  it('a row of moon phases runs under the main subject, wider than it', () => {
    const d = layout('with', 'metatron', [['moon-phases', 1]]);
    const cube = d.find((x) => x.id === 'metatron')!;
    const row = d.find((x) => x.id === 'moon-phases')!;
    expect(row.cy).toBeGreaterThan(cube.cy + cube.size * 0.45);
    expect(row.size).toBeGreaterThan(cube.size);
  });
});
