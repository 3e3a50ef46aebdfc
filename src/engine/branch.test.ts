import { describe, expect, it } from 'vitest';
import { bough, BRANCH_SPOTS } from './branch';
import { recordLayout } from './layout-recorder.testing';
import { MOTIF_BY_ID } from './motifs';
import { raster } from './shape-raster';

describe('sakura bough', () => {
  it('is a long limb on the diagonal, thick at its foot and thin at its tip, with twigs', () => {
    const g = bough();
    expect(/NaN|Infinity|undefined/.test(g.d)).toBe(false);
    const wood = raster({ d: g.d });
    // across the foot it is thick, near the tip thin
    let foot = 0;
    let tip = 0;
    for (let y = 300; y < 512; y++) if (wood(40, y)) foot++;
    for (let y = 60; y < 200; y++) if (wood(470, y)) tip++;
    expect(foot).toBeGreaterThan(40);
    expect(tip).toBeLessThan(foot / 2);
    expect(tip).toBeGreaterThan(0);
    // every blossom spot is on the wood
    for (const [x, y] of BRANCH_SPOTS) {
      let near = false;
      for (let dx = -8; dx <= 8; dx += 4) for (let dy = -8; dy <= 8; dy += 4) near ||= wood(x + dx, y + dy);
      expect(near).toBe(true);
    }
  });

  it('"cherry blossom branch": pink blossoms open along the bough, not one big flower over it', () => {
    expect(MOTIF_BY_ID.get('cherry-blossom')!.roles[0]).toBe('pink');
    const placed = recordLayout('with', 'cherry-blossom', [['branch', 1]]);
    const branch = placed.find((p) => p.id === 'branch')!;
    const blossoms = placed.filter((p) => p.id === 'cherry-blossom');
    expect(branch.layer).toBe('back');
    expect(blossoms.length).toBeGreaterThanOrEqual(5);
    for (const b of blossoms) {
      expect(b.layer).toBe('front');
      expect(b.at.size).toBeLessThan(branch.at.size * 0.3);
    }
  });
});
