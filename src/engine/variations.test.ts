import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import prompts from './fixtures/design-prompts.json';
import { composeDesign, type TDesignRequest } from './index';
import { poseAngle } from './pose-angle.testing';

// 64 x 64 greyscale (0..1) of a design: rendered 64 px wide, rows resampled to 64 (the whole
// canvas, no letterbox that would water the difference down on long narrow placements). With
// `colour`, the three channels instead: watercolour varies its washes' colours (a warm piece
// and a cool one) more than their greys, and a blue wash where a yellow one was is a change the
// eye sees that greyscale hardly does.
function grey64(svg: string, colour = false): Float64Array {
  const img = new Resvg(svg, {
    fitTo: { mode: 'width', value: 64 },
    font: { loadSystemFonts: false },
  }).render();
  const k = colour ? 3 : 1;
  const out = new Float64Array(64 * 64 * k);
  const { width, height, pixels } = img;
  for (let y = 0; y < 64; y++)
    for (let x = 0; x < 64; x++) {
      const sy = Math.min(height - 1, Math.floor(((y + 0.5) * height) / 64));
      const sx = Math.min(width - 1, x);
      const i = (sy * width + sx) * 4;
      const a = pixels[i + 3] / 255;
      const ch = [pixels[i], pixels[i + 1], pixels[i + 2]].map((v) => (v / 255) * a + (1 - a));
      if (colour) for (let c = 0; c < 3; c++) out[(y * 64 + x) * 3 + c] = ch[c];
      else out[y * 64 + x] = 0.299 * ch[0] + 0.587 * ch[1] + 0.114 * ch[2];
    }
  return out;
}

export function meanAbsDiff(a: Float64Array, b: Float64Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += Math.abs(a[i] - b[i]);
  return s / a.length;
}

const PROMPTS = (
  prompts as {
    prompts: { prompt: string; menus?: Partial<TDesignRequest>; expect: { subjects: string[] } }[];
  }
).prompts;

/** Whether a design's every line is under 1 mm (no frame line) and its subject's line fine. */
function fineOnOpenSkin(svg: string, mm: number): boolean {
  const widths = [...svg.matchAll(/stroke-width="([\d.]+)"/g)].map((m) => parseFloat(m[1]) / mm);
  const outline = svg.match(/<use data-line="outline" [^>]*stroke-width="([\d.]+)"/);
  return !!outline && parseFloat(outline[1]) / mm <= 0.8 && Math.max(...widths) < 1;
}

/** Pairwise differences of the four variations (seed + i) of prompt p, as the generator asks. */
function pairs(p: number): { label: string; d: number; fine: boolean; words: boolean }[] {
  const { prompt, menus } = PROMPTS[p];
  const designs = [0, 1, 2, 3].map((i) =>
    composeDesign({ ...menus, prompt, seed: 4242 + i, output: 'design' }),
  );
  const renders = designs.map((r) => grey64(r.svg, r.drawn.style === 'watercolor'));
  // fine-line pieces leave most of the skin bare: their ink is a few pixels of a 64 px thumbnail,
  // and words alone vary in hand and direction along the limb, which moves few pixels: both are
  // held to lower bars (reported in the issue notes). A subject drawn in a fine line on open skin
  // in every variation (a watercolour jellyfish, no frame line) varies its pose and its washes:
  // pale pigment and hairlines, held to the fine-line bar too
  const fine =
    designs[0].drawn.style === 'minimalist' ||
    designs.every((r) => fineOnOpenSkin(r.svg, r.width / r.widthMm));
  const words = designs[0].drawn.subjects.length === 0;
  const out: { label: string; d: number; fine: boolean; words: boolean }[] = [];
  for (let i = 0; i < 4; i++)
    for (let j = i + 1; j < 4; j++)
      out.push({ label: `#${p} v${i}/v${j}`, d: meanAbsDiff(renders[i], renders[j]), fine, words });
  return out;
}

describe('variations', () => {
  it(
    'the four variations of each judging prompt differ in layout, pose or framing',
    { timeout: 120_000 },
    () => {
      const low: string[] = [];
      for (let p = 0; p < PROMPTS.length; p++) {
        const all = pairs(p);
        const mean = all.reduce((a, b) => a + b.d, 0) / all.length;
        const { fine, words } = all[0];
        // the mean of the six pairwise differences of a request, and a floor for every pair
        const [meanBar, pairBar] = words ? [0.01, 0.005] : fine ? [0.015, 0.01] : [0.08, 0.05];
        if (mean < meanBar)
          low.push(`#${p} mean ${mean.toFixed(3)} ${all.map((a) => a.d.toFixed(3)).join(' ')}`);
        for (const { label, d } of all) if (d < pairBar) low.push(`${label} ${d.toFixed(3)}`);
      }
      expect(low).toEqual([]);
    },
  );
});

// The main motif's silhouette is the first <path id="sN"> in defs; its principal axis (from the
// second moments of its points) gives the pose's angle, whatever the frame round it.

describe('variation poses', () => {
  it('poses the motif differently, not only its frame: v2 and v3 are tilted', () => {
    for (const prompt of ['old school panther head crawling', 'a wolf howling, blackwork']) {
      // seeds 4, 5, 6, 7 are variants 0-3; a mirrored variant flips the whole art afterwards
      const [a0, , a2, a3] = [4, 5, 6, 7].map((seed) =>
        poseAngle(composeDesign({ prompt, seed, output: 'design' }).svg),
      );
      expect(Math.abs(a2 - a0), prompt).toBeGreaterThan(4);
      expect(Math.abs(a3 - a0), prompt).toBeGreaterThan(4);
      expect(Math.abs(a3 - a2), prompt).toBeGreaterThan(8);
    }
  });
});
