// A style guess from the measures and the style library: each measurable catalogue trait gets a
// 0-1 score from the pixels, and each style scores the mean over its traits. Traits the pixels
// cannot show (lettering, heritage) are left out rather than guessed.
import type { TImageMeasures } from '../../../../core/analysis/analysis-schemas';
import {
  designLongSidePx,
  LINE_MAX_FRACTION,
  mmPerPixel,
  quantilePx,
} from '../../../../core/analysis/tattooability';

export interface TCatalogStyle {
  id: string;
  name: string;
  traits: string[];
}

/** The measures a style guess reads; a photograph has none of the ink ones, so no guess. */
export type TTraitInput = Pick<
  TImageMeasures,
  'designBox' | 'lines' | 'blackCoverage' | 'detail'
> & {
  colorShare: number;
  greyTones: number;
  inkCoverage: number;
  symmetry: { horizontal: number; vertical: number };
  shapes: number;
};

const clamp = (v: number) => Math.max(0, Math.min(1, v));

/**
 * Line weight in mm at the chosen size, from tattoo-domain.md §2.2-2.3: fine line is 1RL-3RL,
 * 0.3-0.8 mm; American traditional's bold outline is 9RL-14RL, 1.2-1.9 mm. A line is fully fine
 * up to 0.8 mm and fully bold from 1.2 mm, with an even blend between. Judged in mm, not as a share
 * of the image, because the same drawing is bold on a back piece and fine on a wrist.
 */
export const FINE_MAX_MM = 0.8;
export const BOLD_MIN_MM = 1.2;

export function traitScores(m: TTraitInput, sizeCm: number): Record<string, number> {
  const longPx = designLongSidePx(m);
  const median = quantilePx(m.lines, 0.5, longPx * LINE_MAX_FRACTION);
  const lineMm = median === null ? null : median * mmPerPixel(m, sizeCm);
  const span = BOLD_MIN_MM - FINE_MAX_MM;
  const colour = clamp((m.colorShare - 0.1) / 0.4);
  const blackOfInk = m.inkCoverage ? m.blackCoverage / m.inkCoverage : 0;
  const geometric = clamp((Math.max(m.symmetry.horizontal, m.symmetry.vertical) - 0.6) / 0.3);
  return {
    bold: lineMm === null ? 0 : clamp((lineMm - FINE_MAX_MM) / span),
    fine: lineMm === null ? 0 : clamp((BOLD_MIN_MM - lineMm) / span),
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

const PRIOR = 0.5;
const PRIOR_WEIGHT = 1;

/** Top scores closer than this are a tie the pixels cannot settle. */
export const CLOSE_MARGIN = 0.05;

export interface TStyleGuess {
  id: string;
  name: string;
  confidence: number;
  traitsMeasured: number;
  traitsTotal: number;
}

/**
 * Styles ranked by the (evidence-weighted) mean score of their measurable traits. Many styles share a mean (often the
 * same measurable traits), so ties break on a second signal: the weakest trait's score (a style
 * whose every trait fits beats one that averages a strong and a weak fit), then how many of its
 * traits the pixels could check (more evidence first).
 */
export function guessStyles(
  m: TTraitInput,
  catalog: TCatalogStyle[],
  sizeCm: number,
  top = 3,
): TStyleGuess[] {
  const scores = traitScores(m, sizeCm);
  return catalog
    .map((style) => {
      const measurable = style.traits.filter((t) => t in scores);
      if (measurable.length === 0) return null;
      const values = measurable.map((t) => scores[t]);
      // A Bayesian average towards an even 0.5: a style checked on one or two traits has less
      // evidence behind it than one checked on four, and should not reach 100% on that alone.
      const mean =
        (values.reduce((a, b) => a + b, 0) + PRIOR * PRIOR_WEIGHT) / (values.length + PRIOR_WEIGHT);
      return {
        guess: {
          id: style.id,
          name: style.name,
          confidence: Math.round(mean * 100) / 100,
          traitsMeasured: measurable.length,
          traitsTotal: style.traits.length,
        },
        weakest: Math.min(...values),
      };
    })
    .filter((s) => s !== null)
    .sort(
      (a, b) =>
        b.guess.confidence - a.guess.confidence ||
        b.weakest - a.weakest ||
        b.guess.traitsMeasured - a.guess.traitsMeasured ||
        a.guess.id.localeCompare(b.guess.id),
    )
    .slice(0, top)
    .map((s) => s.guess);
}

/** The style call in words, saying when the top guesses are too close to separate. */
export function styleCall(guesses: Pick<TStyleGuess, 'name' | 'confidence'>[]): string {
  const [first, ...rest] = guesses;
  if (!first) return 'No style from the library matches these measures.';
  const pct = (v: number) => `${Math.round(v * 100)}%`;
  const close = rest.filter((g) => first.confidence - g.confidence < CLOSE_MARGIN);
  if (close.length === 0)
    return `It reads closest to ${first.name} (trait match ${pct(first.confidence)}).`;
  const names = [first, ...close].map((g) => g.name);
  const list = `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `It is close between ${list} (trait match ${[first, ...close].map((g) => pct(g.confidence)).join(', ')}); the measured traits do not separate them, so take ${first.name} as a lean, not a call.`;
}
