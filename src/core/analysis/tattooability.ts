// The tattooability verdict, computed from measured line and gap widths at a chosen physical size.
// Pure, so the page re-judges the same measures as the size slider moves. Thresholds come from
// shared/reference/tattoo-domain.md §2: lines under 0.5 mm and gaps under 1.5 mm are flagged; over
// about ten years lines roughly double in width (§2.4, "doubling, tripling"), which eats into gaps.
import type { TAnalysisPlacement, TImageMeasures, TOverlayGrid, TPhotoEvidence, TWidthHistogram } from './analysis-schemas';
import { SIZE_CM_MAX, SIZE_CM_MIN } from './analysis-values';

export const MIN_LINE_MM = 0.5;
export const MIN_GAP_MM = 1.5;
/** Lines wider than this share of the design's longer side are fills, not lines. */
export const LINE_MAX_FRACTION = 0.04;
/** Skin wider than this share of the design's longer side is open space, not a gap. */
export const GAP_MAX_FRACTION = 0.06;
/** Ten-year spread: a line's width grows about twofold (trade sources say two to four). */
export const TEN_YEAR_SPREAD = 2;

/** Default size (longer side, cm) and ageing note per placement (tattoo-domain.md §1.1). */
export const PLACEMENT_FACTS: Record<TAnalysisPlacement, { sizeCm: number; ageing: string }> = {
  forearm: { sizeCm: 15, ageing: 'ages well, especially the inner forearm' },
  'upper-arm': { sizeCm: 20, ageing: 'moderate; upper-arm skin loosens with age' },
  back: { sizeCm: 40, ageing: 'ages well; back skin changes little' },
  chest: { sizeCm: 20, ageing: 'fair; weight change can stretch designs on the chest' },
  shoulder: { sizeCm: 20, ageing: 'ages well; shoulder skin is tight and sags little' },
  leg: { sizeCm: 30, ageing: 'mixed; knees distort and shins rub on clothing' },
  thigh: { sizeCm: 20, ageing: 'moderate; thighs stretch with weight or muscle change' },
  calf: { sizeCm: 15, ageing: 'ages well' },
  ankle: {
    sizeCm: 7.5,
    ageing: 'disputed; tight skin, but socks rub and thin skin risks blowouts',
  },
  wrist: { sizeCm: 7.5, ageing: 'fair; thin skin is blowout-prone and sees sun and wear' },
};

export type TVerdictLevel = 'good' | 'caution' | 'poor' | 'unknown';

export interface TVerdict {
  level: TVerdictLevel;
  headline: string;
  mmPerPx: number;
  /** Line widths (median, thinnest tenth) and gap widths (narrowest tenth) in mm; null if none. */
  lineMedianMm: number | null;
  lineP10Mm: number | null;
  gapP10Mm: number | null;
  /**
   * Share (0-1) of the line length under 0.5 mm wide, and the length of gaps under 1.5 mm as a
   * share of the line length (capped at 1).
   */
  thinShare: number;
  closeShare: number;
  /** Narrowest-tenth gap after ten years of spread, mm (can reach 0: lines merge). */
  gapAfterTenYearsMm: number | null;
  /** Smallest longer side (cm, in half-cm steps) at which the verdict is 'good'. */
  minSizeCm: number | null;
  placementNote: string;
}

export function designLongSidePx(measures: Pick<TImageMeasures, 'designBox'>): number {
  return Math.max(measures.designBox.width, measures.designBox.height, 1);
}

export function mmPerPixel(measures: Pick<TImageMeasures, 'designBox'>, sizeCm: number): number {
  return (sizeCm * 10) / designLongSidePx(measures);
}

/** Histogram entries whose bin starts below `maxPx`, as [centre px, count]. */
function entries(hist: TWidthHistogram, maxPx: number): [number, number][] {
  const out: [number, number][] = [];
  hist.counts.forEach((count, i) => {
    const start = i * hist.binPx;
    if (count > 0 && start < maxPx) out.push([start + hist.binPx / 2, count]);
  });
  return out;
}

export function quantilePx(hist: TWidthHistogram, q: number, maxPx = Infinity): number | null {
  const list = entries(hist, maxPx);
  const total = list.reduce((sum, [, c]) => sum + c, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const [px, count] of list) {
    seen += count;
    if (seen >= q * total) return px;
  }
  return list[list.length - 1][0];
}

/** Ridge length (weighted pixel count) of the entries under `limitPx`. */
export function countBelowPx(hist: TWidthHistogram, limitPx: number, maxPx = Infinity): number {
  return entries(hist, maxPx)
    .filter(([px]) => px < limitPx)
    .reduce((sum, [, c]) => sum + c, 0);
}

export function shareBelowPx(hist: TWidthHistogram, limitPx: number, maxPx = Infinity): number {
  const list = entries(hist, maxPx);
  const total = list.reduce((sum, [, c]) => sum + c, 0);
  if (total === 0) return 0;
  return list.filter(([px]) => px < limitPx).reduce((sum, [, c]) => sum + c, 0) / total;
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Shares of too-thin lines and too-close gaps, and the level they give, at one size. */
function sharesAt(measures: Pick<TImageMeasures, 'designBox' | 'lines' | 'gaps'>, sizeCm: number) {
  const longPx = designLongSidePx(measures);
  const mmPerPx = mmPerPixel(measures, sizeCm);
  const lineCap = longPx * LINE_MAX_FRACTION;
  const gapCap = longPx * GAP_MAX_FRACTION;
  const thinShare = shareBelowPx(measures.lines, MIN_LINE_MM / mmPerPx, lineCap);
  // Narrow gaps are weighed against the line length: "how much of the linework runs too close
  // to its neighbour". A design that is mostly open skin with a few narrow highlights is then not
  // "mostly too close", as it was when the share was of the gaps alone. With no lines (colour
  // fields only), the whole negative space is the measure.
  const narrow = countBelowPx(measures.gaps, MIN_GAP_MM / mmPerPx, gapCap);
  const lineLength = countBelowPx(measures.lines, Infinity, lineCap);
  const gapLength = countBelowPx(measures.gaps, Infinity, gapCap) + (measures.gaps.beyond ?? 0);
  const base = lineLength > 0 ? lineLength : gapLength;
  const closeShare = base > 0 ? Math.min(1, narrow / base) : 0;
  const worst = Math.max(thinShare, closeShare);
  const level: Exclude<TVerdictLevel, 'unknown'> =
    worst > POOR_SHARE ? 'poor' : worst > CAUTION_SHARE ? 'caution' : 'good';
  return { mmPerPx, thinShare, closeShare, level };
}

/** Above these shares of lines too thin or gaps too close, the verdict is poor, or needs care. */
export const POOR_SHARE = 0.2;
export const CAUTION_SHARE = 0.05;
const SIZE_STEP_CM = 0.5;

export const PHOTO_HEADLINE =
  'Not measured: this looks like a photograph, not flash or line art, so ink lines and gaps cannot be told apart from the scene.';

export function judgeTattooability(
  measures: Pick<TImageMeasures, 'designBox' | 'lines' | 'gaps'> & {
    photo?: Pick<TPhotoEvidence, 'isPhoto'>;
  },
  placement: TAnalysisPlacement,
  sizeCm: number,
): TVerdict {
  const longPx = designLongSidePx(measures);
  const lineCap = longPx * LINE_MAX_FRACTION;
  const gapCap = longPx * GAP_MAX_FRACTION;
  const { mmPerPx, thinShare, closeShare, level: measuredLevel } = sharesAt(measures, sizeCm);
  const lineMedianPx = quantilePx(measures.lines, 0.5, lineCap);
  const lineP10Px = quantilePx(measures.lines, 0.1, lineCap);
  const gapP10Px = quantilePx(measures.gaps, 0.1, gapCap);

  const lineMedianMm = lineMedianPx === null ? null : round(lineMedianPx * mmPerPx);
  const lineP10Mm = lineP10Px === null ? null : round(lineP10Px * mmPerPx);
  const gapP10Mm = gapP10Px === null ? null : round(gapP10Px * mmPerPx);
  // Each neighbouring line grows by half its width on the gap's side: together, one line width.
  const gapAfterTenYearsMm =
    gapP10Mm === null
      ? null
      : round(Math.max(0, gapP10Mm - (TEN_YEAR_SPREAD - 1) * (lineMedianMm ?? 0)));

  const isPhoto = measures.photo?.isPhoto === true;
  const level: TVerdictLevel =
    isPhoto || (lineP10Mm === null && gapP10Mm === null) ? 'unknown' : measuredLevel;
  let minSizeCm: number | null = null;
  if (level !== 'unknown') {
    for (let cm = SIZE_CM_MIN; cm <= SIZE_CM_MAX; cm += SIZE_STEP_CM) {
      if (sharesAt(measures, cm).level === 'good') {
        minSizeCm = cm;
        break;
      }
    }
  }
  const headline = {
    good: `Holds up at ${sizeCm} cm: lines and gaps are wide enough for this size.`,
    caution: `Needs care at ${sizeCm} cm: some lines are too thin or too close together.`,
    poor: `Too fine for ${sizeCm} cm: many lines are too thin or too close and will blur together.`,
    unknown: isPhoto ? PHOTO_HEADLINE : 'No lines or gaps could be measured in this image.',
  }[level];
  return {
    level,
    headline,
    mmPerPx,
    lineMedianMm,
    lineP10Mm,
    gapP10Mm,
    thinShare: round(thinShare, 3),
    closeShare: round(closeShare, 3),
    gapAfterTenYearsMm,
    minSizeCm,
    placementNote: PLACEMENT_FACTS[placement].ageing,
  };
}

export interface TOverlayCell {
  col: number;
  row: number;
  thin: boolean;
  close: boolean;
}

/** Cells of the overlay grid with a line under 0.5 mm or a gap under 1.5 mm at this size. */
export function flaggedCells(
  measures: Pick<TImageMeasures, 'designBox'> & { overlay: TOverlayGrid },
  sizeCm: number,
): TOverlayCell[] {
  const mmPerPx = mmPerPixel(measures, sizeCm);
  const { cols, rows, linePx, gapPx } = measures.overlay;
  const cells: TOverlayCell[] = [];
  for (let i = 0; i < cols * rows; i++) {
    const line = linePx[i];
    const gap = gapPx[i];
    const thin = line !== null && line * mmPerPx < MIN_LINE_MM;
    const close = gap !== null && gap * mmPerPx < MIN_GAP_MM;
    if (thin || close) cells.push({ col: i % cols, row: Math.floor(i / cols), thin, close });
  }
  return cells;
}
