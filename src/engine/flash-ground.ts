// Traditional flash's variations set the motif on bare skin, not on a card: what sits behind it is
// itself tattooed (a dotwork halo, a fan of bold sun rays, a coloured moon the motif breaks out of).
import { type TCtx } from './context';
import { inked, line } from './ornaments';
import { mix } from './palettes';
import { f, P } from './scene';

type TPt = [number, number];

/** How far a ray from (cx, cy) at angle a may run before it leaves the canvas's margins. */
function reach(cx: number, cy: number, a: number, W: number, H: number, m: number): number {
  const dx = Math.cos(a);
  const dy = Math.sin(a);
  const tx = dx > 1e-6 ? (W - m - cx) / dx : dx < -1e-6 ? (m - cx) / dx : Infinity;
  const ty = dy > 1e-6 ? (H - m - cy) / dy : dy < -1e-6 ? (m - cy) / dy : Infinity;
  return Math.max(0, Math.min(tx, ty));
}

const at = (cx: number, cy: number, r: number, a: number): TPt => [
  cx + r * Math.cos(a),
  cy + r * Math.sin(a),
];

/** A dotwork halo: a few rings of fine dots close round the motif, thinning into the skin (no
 *  edge line). Kept light: a dense halo read as a grey disc the motif sat on. */
function dotHalo(ctx: TCtx, cx: number, cy: number, S: number, W: number, H: number, m: number) {
  const r0 = S * 0.44;
  // the halo stays round inside the margins: cut square by them it would read as a dotted card
  const room = Math.min(cx - m, W - m - cx, cy - m, H - m - cy);
  const r1 = Math.max(r0 + ctx.mm(3), Math.min(S * 0.66, room));
  const rings = 5;
  let s = '';
  for (let k = 0; k < rings; k++) {
    const t = k / (rings - 1);
    const r = r0 + (r1 - r0) * t;
    const dot = Math.max(ctx.mm(0.75 - 0.4 * t), S * (0.007 - 0.004 * t));
    const gap = dot * (4 + 6 * t);
    const n = Math.max(8, Math.round((2 * Math.PI * r) / gap));
    // alternate rings half a step round so the dots pack, not line up in spokes
    const off = (k % 2) * (Math.PI / n);
    for (let i = 0; i < n; i++) {
      const a = off + (i / n) * 2 * Math.PI;
      const [x, y] = at(cx, cy, r, a);
      if (reach(cx, cy, a, W, H, m) < r + dot) continue;
      s += `M${f(x - dot)} ${f(y)}a${f(dot)} ${f(dot)} 0 1 0 ${f(2 * dot)} 0a${f(dot)} ${f(dot)} 0 1 0 ${f(-2 * dot)} 0`;
    }
  }
  return `<path d="${s}" fill="${ctx.palette.ink}"/>`;
}

/** Sun rays behind a radiant subject (a sun, a sacred heart, an eagle): slim black spikes fanning
 *  over its top, long and short in turn, each tapering to a point in the skin as a whip-shaded
 *  line does. Thin on purpose: a fan of broad coloured wedges overpowered the motif. */
function sunRays(ctx: TCtx, cx: number, cy: number, S: number, W: number, H: number, m: number) {
  const n = 13;
  const from = Math.PI * 0.94;
  const to = Math.PI * 2.06;
  const step = (to - from) / (n - 1);
  const r0 = S * 0.36;
  let d = '';
  for (let i = 0; i < n; i++) {
    const a = from + step * i;
    const long = i % 2 === 0;
    const room = reach(cx, cy, a, W, H, m) - ctx.mm(1);
    const r = Math.min(S * (long ? 0.86 : 0.68), room);
    if (r < S * 0.55) continue;
    // the spike's root is hidden under the motif; it is a needle's width where it shows
    const half = Math.max(ctx.mm(0.9), S * 0.012) / r0;
    const [ax, ay] = at(cx, cy, r0, a - half);
    const [bx, by] = at(cx, cy, r0, a + half);
    const [tx, ty] = at(cx, cy, r, a);
    d += `M${P(ax, ay)}L${P(tx, ty)}L${P(bx, by)}Z`;
  }
  return ctx.stencil ? line(ctx, d, ctx.detail) : `<path d="${d}" fill="${ctx.palette.ink}"/>`;
}

/** A ground shape inked and outlined; in the stencil only its contour, unfilled as every ground's
 *  is there (a filled one would have the lettering's bands drawn as name plates). */
function flashInk(ctx: TCtx, d: string, fill: string): string {
  return ctx.stencil ? line(ctx, d, ctx.detail) : inked(ctx, d, fill, ctx.ornament);
}

/** A crescent moon of radius r at (mx, my), its hollow (a circle of radius 0.78 r, set 0.42 r in)
 *  facing the point (tx, ty): the outer arc runs the long way round, the inner one back. */
function crescentD(mx: number, my: number, r: number, tx: number, ty: number): string {
  const len = Math.hypot(tx - mx, ty - my) || 1;
  const [ux, uy] = [(tx - mx) / len, (ty - my) / len];
  const [e, rb] = [r * 0.42, r * 0.78];
  // where the two circles cross: a along the axis, h either side of it
  const a = (e * e + r * r - rb * rb) / (2 * e);
  const h = Math.sqrt(Math.max(r * r - a * a, 0));
  const p1 = P(mx + a * ux - h * uy, my + a * uy + h * ux);
  const p2 = P(mx + a * ux + h * uy, my + a * uy - h * ux);
  return `M${p1}A${f(r)} ${f(r)} 0 1 1 ${p2}A${f(rb)} ${f(rb)} 0 1 0 ${p1}Z`;
}

// Which subjects a ground belongs to, as flash sheets draw them: rays behind what shines or is
// holy, a moon only behind what belongs to the night, a dot halo round the spiritual
const RADIANT = new Set([
  'sun',
  'eagle',
  'phoenix',
  'compass',
  'lighthouse',
  'praying-hands',
  'cross',
  'crown',
  'all-seeing-eye',
  'angel-wings',
  'dove',
  'buddha',
]);
/** Subjects of the night, for a moon behind them and stars beside them (flash-accents.ts). */
export const NIGHT_SUBJECTS: readonly string[] = [
  'moon',
  'owl',
  'bat',
  'wolf',
  'howling-wolf',
  'raven',
  'black-cat',
  'cat',
  'ghost',
  'reaper',
  'spider',
  'moth',
  'moon-phases',
];
const NIGHT = new Set([...NIGHT_SUBJECTS, 'vulture']);
const HALO = new Set([
  'hamsa',
  'eye',
  'lotus',
  'eye-of-horus',
  'om',
  'yin-yang',
  'mandala',
  'tree-of-life',
  'ankh',
  'scarab',
  'rosary',
  'candle',
]);

export type TFlashGround = 'rays' | 'moon' | 'halo' | 'none';

/** The ground a traditional variation may get for these subjects: most get none (the motif on
 *  bare skin, as flash is), rays only v2 of a radiant subject (a sacred heart is one: a heart
 *  with flames or thorns), a moon only v3 of a night one, a dot halo only v2 of a spiritual one. */
export function flashGroundKind(variant: number, subjects: readonly string[]): TFlashGround {
  const has = (set: Set<string>) => subjects.some((id) => set.has(id));
  const sacred =
    subjects.includes('heart') && (subjects.includes('flame') || subjects.includes('thorns'));
  // the sun and moon pair stand apart with skin between them: rays fanned behind both would
  // run through that gap and join them into one piece (the sun has rays of its own)
  const pair = subjects.includes('sun') && subjects.includes('moon');
  if (variant === 2 && (has(RADIANT) || sacred) && !pair) return 'rays';
  if (variant === 3 && has(NIGHT) && !subjects.includes('moon')) return 'moon';
  if (variant === 2 && has(HALO)) return 'halo';
  return 'none';
}

/** The ground behind a traditional variation, by flashGroundKind: slim black rays, a subtle dot
 *  halo, or a crescent moon the night subject sits in; usually nothing. */
export function flashGround(
  ctx: TCtx,
  variant: number,
  cx: number,
  cy: number,
  S: number,
  W: number,
  H: number,
  margin: number,
  motifColour: string | undefined,
  subjects: readonly string[],
): string {
  const kind = flashGroundKind(variant, subjects);
  // dotwork is worked freehand: the stencil carries no dots
  if (kind === 'halo') return ctx.stencil ? '' : dotHalo(ctx, cx, cy, S, W, H, margin);
  if (kind === 'rays') return sunRays(ctx, cx, cy, S, W, H, margin);
  if (kind === 'none') return '';
  return nightMoon(ctx, cx, cy, S, W, H, margin, motifColour);
}

/** A crescent moon up and off to one side of a night subject, smaller than it, its hollow facing
 *  the motif, which breaks out of it: yellow as flash moons are (black behind a yellow motif). */
function nightMoon(
  ctx: TCtx,
  cx: number,
  cy: number,
  S: number,
  W: number,
  H: number,
  margin: number,
  motifColour?: string,
): string {
  const pal = ctx.palette;
  const room = (x: number, y: number) =>
    Math.min(x - margin, W - margin - x, y - margin, H - margin - y);
  let [mx, my] = [cx + S * 0.26, cy - S * 0.24];
  for (let k = 0; k < 4 && room(mx, my) < S * 0.24; k++) [mx, my] = [(mx + cx) / 2, (my + cy) / 2];
  const edge = Math.min(mx, W - mx, my, H - my);
  const r = Math.min(Math.max(Math.min(S * 0.36, room(mx, my)), S * 0.22), edge - ctx.mm(1));
  const yellow = motifColour === pal.roles.yellow || motifColour === pal.roles.gold;
  const fill =
    pal.inkOnly || pal.grey ? mix(pal.ink, pal.paper, 0.55) : yellow ? pal.ink : pal.roles.yellow;
  return flashInk(ctx, crescentD(mx, my, r, cx, cy), fill);
}
