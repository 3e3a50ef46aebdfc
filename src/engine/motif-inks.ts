// A motif's own ink regions (a panther's eyes, mouth and fangs): filled in colour work, their
// edges drawn as detail lines in every mode.
import { sw, type TCtx } from './context';
import { toD } from './path';
import type { TMotifShape } from './treat';

const ROUND = 'stroke-linejoin="round" stroke-linecap="round"';

/** The motif's own ink regions filled (in colour work), in order, so a fang sits on its mouth.
 *  `which` picks the ones painted under the shading or the lit ones painted over it. */
export function inkFills(
  m: TMotifShape,
  opacity = 1,
  which: 'all' | 'shaded' | 'lit' = 'all',
): string {
  const o = opacity < 1 ? ` fill-opacity="${opacity}"` : '';
  return (m.inks ?? [])
    .filter((k) => which === 'all' || !!k.lit === (which === 'lit'))
    .map((k) => `<path d="${toD(k.path)}" fill="${k.color}"${o}/>`)
    .join('');
}

/** The ink regions' edges as detail lines (every mode draws them, so eyes and fangs stay drawn). */
export function inkLines(ctx: TCtx, m: TMotifShape, width: number): string {
  return (m.inks ?? [])
    .map(
      (k) =>
        `<path d="${toD(k.path)}" fill="none" stroke="${ctx.palette.ink}" stroke-width="${sw(width)}" ${ROUND}/>`,
    )
    .join('');
}
