import { describe, expect, it } from 'vitest';
import { MOTIF_BY_ID } from './motifs';
import { sourceShape } from './motif-place';
import { createRng } from './prng';
import { REALISM_SHAPES } from './realism-motifs';
import { splitSubpaths } from './path';

// a young one's drawing ("elephant:young") is looked up under its parent's motif
const shape = (id: string, etched: boolean) =>
  sourceShape({ ...MOTIF_BY_ID.get(id.split(':')[0])!, id }, createRng(1), etched);

describe('realism drawings', () => {
  it('stay inside the 512 box with closed parts and interior detail', () => {
    for (const id of Object.keys(REALISM_SHAPES)) {
      const { box, path, tones = [] } = shape(id, true);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.w).toBeLessThanOrEqual(512);
      expect(box.y + box.h).toBeLessThanOrEqual(512);
      // a silhouette plus whip strands, eyes, folds, or its modelling in patches of tone (a
      // moon's seas, a dew drop): many parts, not a bare badge
      expect(splitSubpaths(path).length + tones.length, id).toBeGreaterThan(6);
      if (!tones.length) expect(splitSubpaths(path).length, id).toBeGreaterThan(8);
    }
  });

  it('draw the elephant whole in profile where the icon is a head', () => {
    const real = shape('elephant', true).box;
    const icon = shape('elephant', false).box;
    expect(real.w / real.h).toBeGreaterThan(1.12);
    expect(icon.w / icon.h).toBeLessThan(1.08);
  });
});
