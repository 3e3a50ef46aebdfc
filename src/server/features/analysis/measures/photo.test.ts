// Photographs are told from flash and line art, and the offline analyst measures no ink on them.
// Before this check, the palette-based ink mask measured a portrait as about a third "ink" and a
// landscape as most of its area, with lines "too fine" or "needing care": figures with no meaning.
import { describe, expect, it } from 'vitest';
import { judgeTattooability } from '../../../../core/analysis/tattooability';
import { offlineImageAnalysis } from '../offline-image-analyst';
import { measureImage } from './measure-image';
import { PHOTO_ENTROPY_BITS, PHOTO_FLAT_SHARE, PLAIN_GROUND_MIN, photoEvidence } from './photo';
import { loadRaster } from './raster';
import {
  landscapePhoto,
  lineDrawing,
  photographOnSkin,
  portraitPhoto,
  smoothGradient,
} from './test-images';

const catalog = [
  { id: 'fine-line', name: 'Fine Line', traits: ['fine', 'black-grey'] },
  { id: 'traditional', name: 'Traditional', traits: ['bold', 'color'] },
];

describe('photo evidence', () => {
  it('calls a noisy gradient "landscape" and a "portrait" on a backdrop photographs', async () => {
    for (const bytes of [await landscapePhoto(), await portraitPhoto()]) {
      const e = photoEvidence(await loadRaster(bytes));
      expect(e.isPhoto).toBe(true);
      expect(e.plainGroundShare).toBeLessThan(PLAIN_GROUND_MIN);
      expect(e.toneEntropyBits).toBeGreaterThan(PHOTO_ENTROPY_BITS);
      expect(e.flatShare).toBeLessThan(PHOTO_FLAT_SHARE);
    }
  });

  it('calls a noiseless smooth gradient a photograph on its tones alone', async () => {
    const e = photoEvidence(await loadRaster(await smoothGradient()));
    // Flat to the eye and to the neighbour test, but spread over many tones with no plain ground.
    expect(e.flatShare).toBeGreaterThan(0.9);
    expect(e.toneEntropyBits).toBeGreaterThan(PHOTO_ENTROPY_BITS);
    expect(e.plainGroundShare).toBeLessThan(PLAIN_GROUND_MIN);
    expect(e.isPhoto).toBe(true);
  });

  it('calls a black line drawing, PNG or JPEG, not a photograph', async () => {
    for (const bytes of [await lineDrawing(), await lineDrawing(480, 480, 'jpeg')]) {
      const e = photoEvidence(await loadRaster(bytes));
      expect(e.isPhoto).toBe(false);
      expect(e.toneEntropyBits).toBeLessThan(2);
      expect(e.plainGroundShare).toBeGreaterThan(0.8);
    }
  });
});

describe('offline analyst on a photograph', () => {
  it('states no ink coverage, line weight, style or verdict for a photograph', async () => {
    const onSkin = await photographOnSkin(await lineDrawing(), '#e8b48a', 1);
    for (const bytes of [await landscapePhoto(), await portraitPhoto(), onSkin]) {
      const m = await measureImage(bytes, catalog);
      expect(m.inkCoverage).toBeNull();
      expect(m.photo.isPhoto).toBe(true);
      expect(m.symmetry).toBeNull();
      expect(m.styleGuesses).toEqual([]);
      expect(m.lines.counts).toEqual([]);
      expect(m.overlay.linePx.every((c) => c === null)).toBe(true);
      const v = judgeTattooability(m, 'forearm', 15);
      expect(v.level).toBe('unknown');
      expect(v.lineMedianMm).toBeNull();

      const { summary, analysis } = offlineImageAnalysis(m, 'forearm', 15);
      expect(summary).toMatch(/^This looks like a photograph, not flash or line art/);
      expect(summary).not.toMatch(/covers \d+%|too fine|needs care|holds up/i);
      expect(analysis).not.toMatch(/too fine|Outline weight:\*\* median/);
      expect(analysis).toMatch(/\*\*Tattooability: not measured\.\*\*/);
      // Still the eight steps, and the figures it does state are the measured ones.
      expect(analysis.match(/^## \d\. /gm)).toHaveLength(8);
      expect(summary).toContain(`tone entropy ${m.photo.toneEntropyBits.toFixed(1)} bits`);
      expect(summary).toContain(`${Math.round(m.photo.flatShare * 100)}% of it is flat fill`);
      expect(summary).toContain(
        `only ${Math.round(m.photo.plainGroundShare * 100)}% of it is plain, flat ground`,
      );
    }
  });

  it('still measures ink, lines and a verdict on a black line drawing', async () => {
    const m = await measureImage(await lineDrawing(), catalog);
    expect(m.photo.isPhoto).toBe(false);
    expect(m.inkCoverage).toBeGreaterThan(0.03);
    expect(m.inkCoverage).toBeLessThan(0.2);
    const v = judgeTattooability(m, 'forearm', 15);
    expect(v.level).not.toBe('unknown');
    expect(v.lineMedianMm).not.toBeNull();
    const { summary } = offlineImageAnalysis(m, 'forearm', 15);
    expect(summary).toMatch(/^This design covers \d+% of the image/);
  });
});
