// A tribal armband as a band composition: the flat strip that wraps once round the limb, its
// width the limb's circumference so the two ends meet. Half the seeds draw neo-tribal blades
// (armband-blades.ts); the rest Polynesian banding (tattoo-domain §4): a bold border top and
// bottom with shark teeth standing on it, facing each other across a middle row of spearheads,
// waves, koru or scales, with a solid bar either side of it. Every row repeats a whole number of
// times so the seam where the ends meet is invisible; the motifs themselves are polynesian.ts's.
import type { TPlacementId } from '../core/options';
import { sw, type TCtx } from './context';
import { stencilLine } from './treat';
import {
  applyMatrix,
  closeSubpaths,
  compose,
  parsePath,
  scale,
  toD,
  translate,
  withWinding,
} from './path';
import { f, P } from './scene';
import { bandD, CELL_ASPECT, straightMap, type TBandKind } from './polynesian';
import { bladeBandD, bladeStyle } from './armband-blades';
import type { TRng } from './prng';

/** The wrap-around strip per limb, mm: [circumference, band height]. */
const WRAP_MM: Partial<Record<TPlacementId, [number, number]>> = {
  'upper-arm': [300, 95],
  forearm: [250, 75],
  calf: [340, 105],
  thigh: [520, 140],
  wrist: [170, 40],
  ankle: [230, 50],
};

export function wrapSizeMm(placement: TPlacementId): { w: number; h: number } {
  const [w, h] = WRAP_MM[placement] ?? WRAP_MM['upper-arm']!;
  return { w, h };
}

/** The band's rows, top to bottom: [kind or border, share of the height]. */
type TRow = ['border' | 'line' | 'gap' | TBandKind, number];

function rowsFor(R: TRng): TRow[] {
  const middle = R.pick(['spearheads', 'waves', 'koru', 'scales', 'spearheads'] as const);
  // one solid bar between rows, not hairline doubles: thin rules read as a ruler, not a tattoo
  const bar: TRow[] = [
    ['gap', 0.035],
    ['line', 0.05],
    ['gap', 0.035],
  ];
  // the teeth stand straight on the borders, as bold as the rows they face
  const teeth = R.range(0.16, 0.19);
  const rows: TRow[] = [['border', 0.09], ['teeth', teeth], ...bar, [middle, 0], ...bar];
  rows.push(['teeth', teeth], ['border', 0.09]);
  // the middle band takes what the others leave
  const used = rows.reduce((s, r) => s + r[1], 0);
  rows[rows.findIndex((r) => r[0] === middle)][1] = Math.max(0.16, 1 - used);
  return rows;
}

export function armbandSvg(ctx: TCtx): string {
  const { width: W, height: H } = ctx.canvas;
  const margin = ctx.mm(4);
  const R = ctx.rng.fork('band');
  const rows = rowsFor(R);
  const total = rows.reduce((s, r) => s + r[1], 0);
  const inner = H - 2 * margin;
  // the bands bleed past both ends, and every row repeats a whole number of times across the
  // strip, so where the ends meet round the arm the pattern runs on unbroken
  const bleed = ctx.mm(2);
  let y = margin;
  let lines = '';
  let motifs = '';
  let below = 0;
  for (const [kind, share] of rows) {
    const h = (share / total) * inner;
    if (kind === 'border' || kind === 'line')
      lines += `M${P(-bleed, y)}H${f(W + bleed)}V${f(y + h)}H${f(-bleed)}Z`;
    else if (kind !== 'gap') {
      const n = Math.max(3, Math.round(W / (h * CELL_ASPECT[kind])));
      // the lower row of teeth hangs from its upper line: the two rows mirror each other
      const flip = kind === 'teeth' && below++ > 0;
      motifs += bandD(kind, straightMap(0, y, W, h, n), n, W / n / h, flip);
    }
    y += h;
  }
  // half the bands are neo-tribal blades instead of Polynesian rows; the choice has its own
  // fork so the Polynesian rows each seed picks stay its own
  const S = ctx.rng.fork('band-style');
  let path = withWinding(closeSubpaths(parsePath(lines + motifs)), 1);
  if (S.chance(0.5)) {
    // repeats vary widely from seed to seed (2 to 5 on an upper arm): one sweep of a band reads very
    // differently from a tight run of hooks
    const span = W / (inner * S.range(0.6, 1.4));
    const n = Math.max(2, Math.round(span));
    const { bars, cuts } = bladeBandD(W, margin, H - margin, n, bladeStyle(S), bleed);
    path = [
      ...withWinding(closeSubpaths(parsePath(bars)), 1),
      ...withWinding(closeSubpaths(parsePath(cuts)), -1),
    ];
  }
  if (R.chance(0.5)) path = applyMatrix(path, compose(scale(-1, 1), translate(W, 0)));
  const shapes = toD(path);
  const ink = ctx.palette.ink;
  if (ctx.stencil) {
    const line = stencilLine(ctx);
    return `<path d="${shapes}" fill="#ffffff"/><path d="${shapes}" fill="none" stroke="${ink}" stroke-width="${sw(line)}" stroke-linejoin="round"/>`;
  }
  return `<path d="${shapes}" fill="${ink}"/>`;
}
