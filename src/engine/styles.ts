import type { TStyleId, TTechniqueId } from '../core/options';
import type { TFontId } from './assets';

// etch: realism's black and grey: a grey-wash tonal study, or in black-only ink an etched line
// study (engraved echo lines, hatching, stipple) (etching.ts)
export type TFillMode = 'colour' | 'solid' | 'line' | 'wash' | 'etch';
// jewel: neo-traditional's colour packed in three values of its own hue (jewel-tone.ts)
export type TShading =
  'band' | 'soft' | 'jewel' | 'dots' | 'whip' | 'hatch' | 'crosshatch' | 'etch' | 'none';
export type TBackdrop =
  | 'filler'
  | 'ornament'
  | 'smoke'
  | 'japanese'
  | 'tribal'
  | 'geometry'
  | 'splash'
  | 'solid'
  | 'minimal'
  | 'dream';

export interface TStyleProfile {
  /** outer contour, mm: [min, max] */
  outlineMm: [number, number];
  /** inner detail lines, mm */
  detailMm: number;
  /** colour work: the outer contour's visible width from the lit side to the deepest shadow,
   *  mm. The line swells toward the shadow and tapers toward the light (weight-line.ts). */
  weightMm?: [number, number];
  fill: TFillMode;
  shading: TShading;
  font: TFontId;
  banner: boolean;
  backdrop: TBackdrop;
}

// Line weights follow the brief and tattoo-domain §2: bold outlines 2.5-3 mm, fine line
// 0.8-1.2 mm, nothing under 0.5 mm anywhere.
export const MIN_LINE_MM = 0.5;
export const MIN_GAP_MM = 1.5;

const PROFILES: Record<TStyleId, TStyleProfile> = {
  traditional: {
    outlineMm: [2.5, 3],
    detailMm: 1.1,
    // American traditional keeps a bold, nearly even line (tattoo-domain §2.3): a slight swell
    weightMm: [2.5, 3],
    fill: 'colour',
    shading: 'band',
    font: 'sans',
    banner: true,
    backdrop: 'filler',
  },
  'neo-traditional': {
    outlineMm: [2.5, 3],
    detailMm: 0.8,
    // neo-traditional varies its weight on purpose: thin in the light, heavy in the shadow
    weightMm: [1.6, 3.2],
    fill: 'colour',
    // a base, a shadow and a highlight of each colour, blended (not grey ink over a flat fill)
    shading: 'jewel',
    font: 'script',
    banner: true,
    backdrop: 'ornament',
  },
  realism: {
    outlineMm: [0.8, 1.0],
    detailMm: 0.6,
    fill: 'etch',
    shading: 'soft',
    font: 'blackletter',
    banner: false,
    backdrop: 'smoke',
  },
  japanese: {
    outlineMm: [2.5, 3],
    detailMm: 1.0,
    fill: 'colour',
    shading: 'band',
    font: 'sans',
    banner: false,
    backdrop: 'japanese',
  },
  tribal: {
    outlineMm: [1.2, 1.5],
    detailMm: 1.2,
    fill: 'solid',
    shading: 'none',
    font: 'blackletter',
    banner: false,
    backdrop: 'tribal',
  },
  geometric: {
    outlineMm: [1.5, 2],
    detailMm: 0.8,
    fill: 'colour',
    shading: 'dots',
    font: 'sans',
    banner: false,
    backdrop: 'geometry',
  },
  watercolor: {
    outlineMm: [1.0, 1.2],
    detailMm: 0.7,
    fill: 'wash',
    shading: 'none',
    font: 'script',
    banner: false,
    backdrop: 'splash',
  },
  blackwork: {
    outlineMm: [1.5, 2],
    detailMm: 1.0,
    fill: 'solid',
    shading: 'none',
    font: 'blackletter',
    banner: false,
    backdrop: 'solid',
  },
  minimalist: {
    // fine line, 3RL (domain notes §2.3: 0.3-0.8 mm); the one line itself is 0.5 mm
    outlineMm: [0.5, 0.6],
    detailMm: 0.5,
    fill: 'line',
    shading: 'none',
    font: 'script',
    banner: false,
    backdrop: 'minimal',
  },
  surrealism: {
    outlineMm: [1.5, 2],
    // illustrative line: light where the light falls, heavier in the shadow
    weightMm: [1.5, 2.6],
    detailMm: 0.8,
    fill: 'wash',
    shading: 'soft',
    font: 'typewriter',
    banner: false,
    backdrop: 'dream',
  },
};

export function profileFor(style: TStyleId, technique: TTechniqueId | undefined): TStyleProfile {
  const p: TStyleProfile = {
    ...PROFILES[style],
    outlineMm: [...PROFILES[style].outlineMm] as [number, number],
  };
  if (p.weightMm) p.weightMm = [...p.weightMm];
  switch (technique) {
    case 'bold-lines':
      p.outlineMm = [Math.max(2.5, p.outlineMm[0]), Math.max(3, p.outlineMm[1])];
      p.detailMm = Math.max(p.detailMm, 1.0);
      if (p.weightMm) p.weightMm = [Math.max(2.5, p.weightMm[0]), Math.max(3, p.weightMm[1])];
      break;
    case 'fine-lines':
      p.outlineMm = [0.8, 1.2];
      p.detailMm = Math.min(p.detailMm, 0.7);
      if (p.fill === 'colour') p.fill = 'wash';
      break;
    case 'stippling':
      p.shading = 'dots';
      break;
    case 'etching':
      p.shading = 'etch';
      break;
    case 'cross-hatching':
      p.shading = 'crosshatch';
      break;
    case 'whip-shading':
      p.shading = 'whip';
      break;
    case 'black-gray':
      p.shading = 'soft';
      break;
    case 'full-color':
      if (p.fill === 'line') p.fill = 'wash';
      // watercolour keeps its washes clean: no grey shading over the colour
      if (p.shading === 'none' && p.backdrop !== 'splash') p.shading = 'soft';
      break;
  }
  p.detailMm = Math.max(MIN_LINE_MM, p.detailMm);
  return p;
}

export const DEFAULT_TECHNIQUE: Record<TStyleId, TTechniqueId> = {
  traditional: 'bold-lines',
  'neo-traditional': 'full-color',
  realism: 'black-gray',
  japanese: 'bold-lines',
  tribal: 'bold-lines',
  geometric: 'stippling',
  watercolor: 'full-color',
  blackwork: 'bold-lines',
  minimalist: 'fine-lines',
  surrealism: 'whip-shading',
};

/** What the offline engine actually draws for styles it cannot render as the name promises:
 *  carried in the answer (note and drawn.rendering) so the page and captions can say so. Realism
 *  is a tonal study in grey wash; in black-only ink (no greys to wash with) an etched line study. */
export function renderingOf(
  style: TStyleId,
  palette: string,
): { drawn: string; note: string } | undefined {
  if (style !== 'realism') return undefined;
  if (palette === 'black-only')
    return {
      drawn: 'etched line study',
      note: 'realism: in black only the offline engine drew an etched line study (engraved lines, hatching, stipple); photo-real shading needs an AI image model.',
    };
  return {
    drawn: 'black-and-grey tonal study',
    note: "realism: the offline engine drew a black-and-grey tonal study (soft grey wash shaped from the subject's outline, smoke behind it); photo-real detail needs an AI image model.",
  };
}
