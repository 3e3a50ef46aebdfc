import { describe, expect, it } from 'vitest';
import { composeDesign, type TDesignRequest } from './index';

// Motif silhouettes are registered once each as <path id="sN"> in defs.
const motifCount = (svg: string) => [...svg.matchAll(/<path id="s\d+"/g)].length;

describe('symmetrical composition', () => {
  const base: TDesignRequest = {
    style: 'tribal',
    composition: 'symmetrical',
    palette: 'black-only',
    placement: 'chest',
    seed: 7,
    output: 'design',
  };

  it('keeps a single creature single and centred', () => {
    for (const subject of ['eagle', 'wolf', 'owl', 'butterfly'])
      expect(motifCount(composeDesign({ ...base, subject }).svg), subject).toBe(1);
  });

  it('still pairs the motifs that are traditionally paired', () => {
    for (const subject of ['swallow', 'dagger'])
      expect(motifCount(composeDesign({ ...base, subject }).svg), subject).toBe(2);
  });
});
