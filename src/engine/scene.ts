// The typed layout the compose phases pass along: the request, the canvas facts every phase
// reads (scene), the lettering plan, the motif box (layout) and the layers drawn so far.
import type {
  TCompositionId,
  TPaletteId,
  TPlacementId,
  TStyleId,
  TTechniqueId,
} from '../core/options';
import type { TFontId } from './assets';
import type { TCtx } from './context';
import type { TMotifDef } from './motifs';
import type { TBox } from './path';
import type { TRng } from './prng';
import type { TRelation } from './understand';

export interface TComposeInput {
  style: TStyleId;
  technique: TTechniqueId;
  composition: TCompositionId;
  palette: TPaletteId;
  placement: TPlacementId;
  seed: number;
  stencil: boolean;
  mirror: boolean;
  motifs: TMotifDef[];
  texts: string[];
  /** what the request understanding found beyond the motifs (relation, counts, size, font) */
  plan?: TComposePlan;
}

export interface TComposePlan {
  relation?: TRelation;
  /** how many of each motif id to draw, and whether the extra one is young (smaller) */
  /** how many of each named subject; `one` when named as one ("a swallow": no mirrored pair) */
  counts: Record<string, { count: number; young?: boolean; one?: boolean }>;
  size: 'tiny' | 'small' | 'normal' | 'large';
  compositionAsked: boolean;
  font?: TFontId;
  elements: string[];
  buildOf?: string;
  /** surreal melt asked for ("a melting clock") */
  melt?: boolean;
  /** no subject named, only words: the lettering is the piece */
  letteringOnly?: boolean;
  /** an armband: drawn as the strip that wraps round the limb */
  wrapBand?: boolean;
  /** a spine piece: drawn on the tall narrow strip down the spine (SPINE_MM) */
  spine?: boolean;
  /** "initials J.M. inside a heart": the lettering sits on the motif's middle, not below it */
  textInside?: boolean;
}

export interface TComposeOutput {
  svg: string;
  width: number;
  height: number;
  widthMm: number;
  heightMm: number;
  lettering: string[];
  /** the motifs actually drawn */
  used: TMotifDef[];
  /** composition elements drawn (banner, frame, circle, band, splashes) */
  elementsDrawn: string[];
}

/** Facts about the canvas and request that every phase reads. */
export interface TScene {
  inp: TComposeInput;
  ctx: TCtx;
  /** the layout's own random stream: phases draw from it in a fixed order */
  L: TRng;
  W: number;
  H: number;
  tall: boolean;
  wide: boolean;
  /** small placements (wrist, ankle): fewer, bigger elements so bold lines still hold */
  small: boolean;
  hasText: boolean;
  style: TStyleId;
  comp: TCompositionId;
  /** lettering with no subject named: the words are the piece */
  letteringOnly: boolean;
  /** the lettering sits on the motif's middle (the motif holds it), not stacked below */
  textInside: boolean;
  margin: number;
}

export interface TScriptBlock {
  lines: { text: string; width: number }[];
  size: number;
  cap: number;
  lineH: number;
  height: number;
  top: number;
}

export interface TTextPlan {
  fontId: TFontId;
  /** words alone on a long canvas, turned to run along the limb */
  turnText: boolean;
  bannerParts: string[];
  scriptBlocks: TScriptBlock[];
  below?: TScriptBlock;
  above?: TScriptBlock;
}

/** Where the main motif goes and how the variation frames it. */
export interface TLayout {
  /** the main motif's box side */
  S: number;
  cx: number;
  cy: number;
  /** 0 open skin, 1 oval, 2 arched panel, 3 sunburst card */
  variant: number;
  mirrorArt: boolean;
  mainBox: TBox;
  askedFrame?: string;
}

/** The drawing so far, in paint order, and what it holds. */
export interface TLayers {
  ground: string;
  /** under the style backdrop (vines, ribbons) */
  far: string[];
  back: string[];
  front: string[];
  occupied: TBox[];
  mainDef: TMotifDef;
  others: TMotifDef[];
  extraUsed: TMotifDef[];
  extraElements: string[];
  /** the motifs are one continuous line (one-line.ts): no filler or frames to break it */
  oneLine?: boolean;
  /** where the main motif was drawn, and whether mirrored (for parts laid over it) */
  mainDrawn?: { box: TBox; flip: boolean };
  /** where the main subject was drawn, by any layout (the ornament frame fits round it) */
  subjectBox?: TBox;
}

export const f = (n: number) => String(Math.round(n * 10) / 10);
export const P = (x: number, y: number) => `${f(x)} ${f(y)}`;
