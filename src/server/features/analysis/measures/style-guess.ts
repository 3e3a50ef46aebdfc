// A style guess from the measures and the style library: each measurable catalogue trait gets a
// 0-1 score from the pixels, and each style scores the mean over its traits. Traits the pixels
// cannot show (lettering, heritage) are left out rather than guessed.
import type { TImageMeasures } from '../../../../core/analysis/analysis-schemas';
import {
  designLongSidePx,
  LINE_MAX_FRACTION,
  quantilePx,
} from '../../../../core/analysis/tattooability';

export interface TCatalogStyle {
  id: string;
  name: string;
  traits: string[];
}

type TTraitInput = Pick<
  TImageMeasures,
  | 'designBox'
  | 'lines'
  | 'colorShare'
  | 'greyTones'
  | 'inkCoverage'
  | 'blackCoverage'
  | 'symmetry'
  | 'detail'
  | 'shapes'
>;

const clamp = (v: number) => Math.max(0, Math.min(1, v));

export function traitScores(m: TTraitInput): Record<string, number> {
  const longPx = designLongSidePx(m);
  const median = quantilePx(m.lines, 0.5, longPx * LINE_MAX_FRACTION);
  const lineRel = median === null ? null : median / longPx;
  const colour = clamp((m.colorShare - 0.1) / 0.4);
  const blackOfInk = m.inkCoverage ? m.blackCoverage / m.inkCoverage : 0;
  const geometric = clamp((Math.max(m.symmetry.horizontal, m.symmetry.vertical) - 0.6) / 0.3);
  return {
    bold: lineRel === null ? 0 : clamp((lineRel - 0.006) / 0.008),
    fine: lineRel === null ? 0 : clamp((0.008 - lineRel) / 0.005),
    color: colour,
    'black-grey': (1 - colour) * (m.greyTones >= 3 ? 1 : 0.6),
    'solid-black': clamp((blackOfInk - 0.3) / 0.4),
    geometric,
    organic: 1 - geometric,
    illustrative: m.detail === 'medium' ? 1 : 0.4,
    small: m.detail === 'low' && m.shapes <= 6 ? 1 : 0.2,
    large: m.detail === 'high' ? 1 : 0.2,
  };
}

export function guessStyles(m: TTraitInput, catalog: TCatalogStyle[], top = 3) {
  const scores = traitScores(m);
  return catalog
    .map((style) => {
      const measurable = style.traits.filter((t) => t in scores);
      if (measurable.length === 0) return null;
      const score = measurable.reduce((sum, t) => sum + scores[t], 0) / measurable.length;
      return { id: style.id, name: style.name, confidence: Math.round(score * 100) / 100 };
    })
    .filter((s): s is { id: string; name: string; confidence: number } => s !== null)
    .sort((a, b) => b.confidence - a.confidence || a.id.localeCompare(b.id))
    .slice(0, top);
}
