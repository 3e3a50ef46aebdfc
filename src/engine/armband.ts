// A tribal armband as a band composition: the flat strip that wraps once round the limb, its
// width the limb's circumference so the two ends meet. A bold black spine swells and thins along
// the band; hooked blades sweep off it, alternately up and down, all flowing one way, with a
// counter-thorn in each hook; thin skin breaks run through the black (tattoo-domain §4 tribal:
// solid black, negative space, flow). The pattern repeats a whole number of times so the seam
// where the ends meet is invisible.
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
import { P } from './scene';

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

/** One hooked blade from the spine at x0..x1, its tip swept forward and curled back. */
function blade(x0: number, x1: number, y: number, reach: number, s: number, u: number): string {
  const tipX = x1 + u * 0.32;
  const tipY = y + s * reach;
  return (
    `M${P(x0, y)}` +
    `C${P(x0 + u * 0.05, y + s * reach * 0.55)} ${P(x0 + u * 0.3, y + s * reach * 0.95)} ${P(tipX, tipY)}` +
    `C${P(x1 - u * 0.02, y + s * reach * 0.72)} ${P(x1 - u * 0.08, y + s * reach * 0.32)} ${P(x1, y)}Z`
  );
}

/** A short thorn curling the other way inside a blade's hook. */
function thorn(x: number, y: number, reach: number, s: number, u: number): string {
  return (
    `M${P(x, y)}` +
    `C${P(x + u * 0.02, y + s * reach * 0.3)} ${P(x + u * 0.1, y + s * reach * 0.45)} ${P(x + u * 0.2, y + s * reach * 0.5)}` +
    `C${P(x + u * 0.12, y + s * reach * 0.3)} ${P(x + u * 0.13, y + s * reach * 0.12)} ${P(x + u * 0.16, y)}Z`
  );
}

/** The spine: a ribbon whose edges swell and thin in turn, bleeding off both ends. */
function spine(W: number, cy: number, t: number, u: number): string {
  const steps = Math.ceil(W / (u / 8)) + 16;
  const x = (i: number) => -u + (i * (W + 2 * u)) / steps;
  const half = (xx: number, ph: number) => t * (1 + 0.45 * Math.sin((2 * Math.PI * xx) / u + ph));
  let d = '';
  for (let i = 0; i <= steps; i++) d += `${i ? 'L' : 'M'}${P(x(i), cy - half(x(i), 0))}`;
  for (let i = steps; i >= 0; i--) d += `L${P(x(i), cy + half(x(i), Math.PI))}`;
  return d + 'Z';
}

/** Skin breaks: a fine wave of bare skin along the spine's middle. */
function skinBreak(W: number, cy: number, t: number, u: number): string {
  const steps = Math.ceil(W / (u / 8)) + 16;
  let d = '';
  for (let i = 0; i <= steps; i++) {
    const xx = -u + (i * (W + 2 * u)) / steps;
    d += `${i ? 'L' : 'M'}${P(xx, cy + t * 0.35 * Math.sin((2 * Math.PI * xx) / u + Math.PI / 2))}`;
  }
  return d;
}

export function armbandSvg(ctx: TCtx): string {
  const { width: W, height: H } = ctx.canvas;
  const margin = ctx.mm(4);
  const cy = H / 2;
  // each variation varies the repeat length, the spine's weight, the blades' rhythm (alternating,
  // mirrored pairs, or all one side) and the way the band flows
  const R = ctx.rng.fork('band');
  const rhythm = R.pick(['alternate', 'mirrored', 'alternate', 'crest'] as const);
  const n = Math.max(3, Math.round((W / (H * 1.05)) * R.range(0.75, 1.35)));
  const u = W / n;
  const phase = R.range(0, u);
  const t = (H - 2 * margin) * R.range(0.09, 0.14);
  const reach = H / 2 - margin - t * 0.9;
  let d = spine(W, cy, t, u);
  for (let i = -2; i <= n + 1; i++) {
    const x = i * u + phase;
    const lower = rhythm === 'mirrored' ? x : x + u * 0.5;
    d += blade(x, x + u * 0.34, cy - t * 0.5, reach, -1, u);
    d += thorn(x + u * 0.38, cy - t * 0.7, reach, -1, u);
    if (rhythm === 'crest') {
      // a crest: the lower edge carries only short thorns
      d += thorn(lower, cy + t * 0.7, reach * 1.3, 1, u);
      continue;
    }
    d += blade(lower, lower + u * 0.34, cy + t * 0.5, reach, 1, u);
    d += thorn(lower + u * 0.38, cy + t * 0.7, reach, 1, u);
  }
  // one winding for every piece, so overlaps stay solid black under the nonzero rule
  let path = withWinding(closeSubpaths(parsePath(d)), 1);
  if (R.chance(0.5)) path = applyMatrix(path, compose(scale(-1, 1), translate(W, 0)));
  const shapes = toD(path);
  const ink = ctx.palette.ink;
  if (ctx.stencil) {
    // outlines of the union only: a wide ink stroke under white bodies hides the inner seams
    const line = stencilLine(ctx);
    return `<path d="${shapes}" fill="none" stroke="${ink}" stroke-width="${sw(2 * line)}" stroke-linejoin="round"/><path d="${shapes}" fill="#ffffff"/>`;
  }
  const breakW = Math.max(ctx.mm(1.6), t * 0.18);
  return (
    `<path d="${shapes}" fill="${ink}"/>` +
    `<path d="${skinBreak(W, cy, t, u)}" fill="none" stroke="${ctx.palette.paper}" stroke-width="${sw(breakW)}" stroke-linecap="round"/>`
  );
}
