import { describe, expect, it } from 'vitest';
import { COMPOSITIONS, values } from '../core/options';
import { composeDesign, unitsPerMm, type TDesignRequest } from './index';

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

describe('minimalist', () => {
  it('stays a single fine line with no fills whatever the composition', () => {
    for (const composition of values(COMPOSITIONS))
      for (const subject of ['moon', 'rose', 'wolf']) {
        const r = composeDesign({
          subject,
          style: 'minimalist',
          composition,
          palette: 'black-only',
          placement: 'wrist',
          seed: 7,
          output: 'design',
        });
        const upm = unitsPerMm(r);
        const widths = [...r.svg.matchAll(/stroke-width="([\d.]+)"/g)].map(
          (m) => parseFloat(m[1]) / upm,
        );
        expect(widths.length).toBeGreaterThan(0);
        for (const w of widths) {
          expect(w, composition).toBeGreaterThanOrEqual(0.8 - 0.05);
          expect(w, composition).toBeLessThanOrEqual(1.2 + 0.06);
        }
        // paths and shapes are open linework: only "none" or the skin colour fill them
        const paper = r.svg.match(/<rect width="\d+" height="\d+" fill="([^"]+)"/)![1];
        for (const m of r.svg.matchAll(/<(path|use)\b[^>]*\bfill="([^"]+)"/g))
          expect([paper, 'none'], `${composition} ${subject}`).toContain(m[2]);
        expect(r.svg, composition).not.toContain('fill-opacity');
      }
  });
});
