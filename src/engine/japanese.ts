// Japanese backgrounds (irezumi): the background follows the motif, as an artist chooses it -
// water swirling round a koi or a wave, kumo clouds round a dragon, fire rising round a phoenix,
// wind bars with falling petals round flowers, masks, tigers and snakes - and fills the placement
// along its long axis. A secondary subject the background draws (waves, clouds, flames) is
// drawn as that background instead of a small copy beside the motif.
import type { TCtx } from './context';
import { fireField } from './japanese-fire';
import { cloudBand, petalD, waveCrest, whirlpool, windBarD } from './japanese-parts';
import type { TMotifDef } from './motifs';
import { inked, solid } from './ornaments';
import { mix } from './palettes';
import type { TRng } from './prng';
import { f, type TLayers, type TLayout, type TScene } from './scene';

export type TJpGround = 'water' | 'clouds' | 'fire' | 'wind';

const FIRE = /phoenix|flame|fire/;
const WATER = /koi|carp|fish|wave|octopus|turtle|whale|fuji|frog|crab|shark/;
const CLOUD = /dragon|cloud|crane|thunder|lightning|raijin|fujin/;
const BLOSSOM = /blossom|sakura|peony|chrysanth|lotus|flower|rose|maple|camellia/;
// secondary subjects that are the background itself, not a motif beside the main one
const ABSORBED: Record<string, TJpGround> = { wave: 'water', cloud: 'clouds', flame: 'fire' };

/** The background a Japanese piece gets for these motifs: the main motif's own element first. */
export function japaneseGroundFor(ids: string[]): TJpGround {
  // the wave itself as the motif (the great wave) gets a sky of clouds, not more water
  if (ids[0] === 'wave') return 'clouds';
  for (const id of ids) {
    if (FIRE.test(id)) return 'fire';
    if (WATER.test(id)) return 'water';
    if (CLOUD.test(id)) return 'clouds';
  }
  return 'wind';
}

interface TArea {
  W: number;
  H: number;
  m: number;
  tall: boolean;
  /** the field behind is black (gakubori): wind bars and clouds become skin and grey on it */
  dark: boolean;
  R: TRng;
}

function windBars(ctx: TCtx, a: TArea, n: number): string {
  const { W, H, m, R } = a;
  const grey = mix(ctx.palette.ink, ctx.palette.paper, 0.72);
  let s = '';
  for (let k = 0; k < n; k++) {
    const y = m + ((k + R.range(0.2, 0.8)) * (H - 2 * m)) / n;
    const fromLeft = k % 2 === 0;
    const x0 = fromLeft ? m : W - m;
    const x1 = fromLeft ? W - m - W * R.range(0, 0.3) : m + W * R.range(0, 0.3);
    // bars fall along the limb: the far end lower on a long canvas
    const drop = (a.tall ? H * 0.07 : H * 0.04) * R.range(0.6, 1.4);
    const thick = Math.max(ctx.mm(5), Math.min(W, H) * R.range(0.07, 0.11));
    const d = windBarD([x0, y], [x1, y + drop], R.range(0.08, 0.16) * (fromLeft ? -1 : 1), thick);
    s += a.dark ? inked(ctx, d, grey, ctx.detail) : solid(ctx, d);
  }
  return s;
}

/** Wind bars in a sky of clouds; over the great wave only in the upper half of the sky (a bar
 *  low down ran under the water like a plate it stood on). */
function skyBars(ctx: TCtx, a: TArea, wave: boolean, bars: number): string {
  if (!wave) return windBars(ctx, a, Math.max(2, bars - 2));
  return windBars(ctx, { ...a, H: a.H * 0.5 }, 1);
}

function clouds(ctx: TCtx, a: TArea, n: number): string {
  const { W, H, m, R } = a;
  const fill = ctx.palette.inkOnly ? ctx.palette.paper : mix(ctx.palette.paper, '#ffffff', 0.4);
  const h = Math.min(W, H) * (a.tall ? 0.16 : 0.13);
  let s = '';
  for (let k = 0; k < n; k++) {
    const y = m + h * 0.7 + ((k + R.range(0.1, 0.5)) * (H - 2 * m - h * 1.2)) / n;
    const dir: 1 | -1 = k % 2 === 0 ? 1 : -1;
    const len = W * R.range(0.5, 0.7);
    s += cloudBand(ctx, dir === 1 ? m + h * 0.5 : W - m - h * 0.5, y, len, h, dir, fill);
  }
  return s;
}

function water(ctx: TCtx, a: TArea): string {
  const { W, H, m, R, tall } = a;
  const pal = ctx.palette;
  const blue = pal.inkOnly ? pal.paper : pal.roles.blue;
  const deep = pal.inkOnly ? pal.paper : mix(pal.roles.blue, pal.ink, 0.25);
  const foam = pal.inkOnly ? pal.paper : '#ffffff';
  let s = '';
  // crests climbing the long axis, breaking left and right in turn, each tail trailing back under
  // the next; on a short canvas two rows roll across
  const rows = tall ? Math.max(3, Math.round(H / W) + 2) : 3;
  const step = (H - 2 * m) / rows;
  for (let k = rows; k >= 0; k--) {
    const by = H - m - k * step + step * 0.45;
    const dir: 1 | -1 = k % 2 === 0 ? 1 : -1;
    const w = W * R.range(0.85, 0.95);
    const h = Math.min(step * 1.3, w * 0.75);
    s += waveCrest(
      ctx,
      dir === 1 ? m * 0.5 : W - m * 0.5,
      by,
      w,
      h,
      dir,
      k % 2 ? deep : blue,
      foam,
    );
  }
  const r = Math.min(W, H) * 0.07;
  for (let k = 0; k < (tall ? 3 : 2); k++)
    s += whirlpool(
      ctx,
      k % 2 ? W - m - r * 1.4 : m + r * 1.4,
      m + r * 2 + (k * (H - 2 * m)) / 3 + R.range(0, r),
      r,
      deep,
    );
  return s;
}

function fire(ctx: TCtx, a: TArea, box: TLayout['mainBox']): string {
  const pal = ctx.palette;
  const inks: [string, string, string] = pal.inkOnly
    ? [pal.paper, pal.paper, pal.paper]
    : [pal.roles.red, pal.roles.orange, pal.roles.yellow];
  return fireField(ctx, a.W, a.H, a.m, a.R, box, inks);
}

/** Falling cherry petals in the open skin, clear of the motif. */
function petals(
  ctx: TCtx,
  a: TArea,
  avoid: { x: number; y: number; w: number; h: number },
): string {
  const { W, H, m, R } = a;
  const pink = ctx.palette.inkOnly
    ? ctx.palette.paper
    : mix(ctx.palette.roles.red, '#ffffff', 0.55);
  let s = '';
  // a drift of petals across the open skin, thickest in the corners the motif leaves free
  const inner = {
    x: avoid.x + avoid.w * 0.2,
    y: avoid.y + avoid.h * 0.2,
    w: avoid.w * 0.6,
    h: avoid.h * 0.6,
  };
  for (let k = 0, placed = 0; k < 60 && placed < 14; k++) {
    const x = R.range(m * 2, W - m * 2);
    const y = R.range(m * 2, H - m * 2);
    if (x > inner.x && x < inner.x + inner.w && y > inner.y && y < inner.y + inner.h) continue;
    placed++;
    s += inked(ctx, petalD(x, y, ctx.mm(R.range(3.5, 5.5)), R.range(0, 6.28)), pink, ctx.detail);
  }
  return s;
}

/** The upper part of the panel down to a scalloped diagonal edge, as a background ends on skin. */
function diagonalField(W: number, H: number): string {
  const p0: [number, number] = [W, H * 0.3];
  const p1: [number, number] = [0, H * 0.78];
  const n = 7;
  let d = `M0 0H${f(W)}V${f(p0[1])}`;
  for (let k = 1; k <= n; k++) {
    const t = k / n;
    const x = p0[0] + (p1[0] - p0[0]) * t;
    const y = p0[1] + (p1[1] - p0[1]) * t;
    const [mx, my] = [x - (p1[0] - p0[0]) / n / 2, y - (p1[1] - p0[1]) / n / 2];
    // each scallop bulges out toward the open skin
    d += `Q${f(mx + H * 0.03)} ${f(my + W * 0.05)} ${f(x)} ${f(y)}`;
  }
  return d + 'Z';
}

/** The Japanese background for this piece, drawn behind the motifs; absorbs the secondary
 *  subjects it draws itself. Variations 1 and 3 set it on a black field (gakubori). */
export function japaneseSetting(sc: TScene, lay: TLayout, layers: TLayers): void {
  const { ctx, W, H, tall, margin } = sc;
  const all = [layers.mainDef, ...layers.others].filter(Boolean) as TMotifDef[];
  const kind = japaneseGroundFor(all.map((d) => d.id));
  const absorbed = layers.others.filter((o) => ABSORBED[o.id] === kind);
  layers.others = layers.others.filter((o) => !absorbed.includes(o));
  layers.extraUsed.push(...absorbed);
  // the variation's ground (disc, panel, sunburst) gives way to the Japanese field
  layers.ground = '';
  // v1 and v3 fill the panel black; v2 blacks its upper part down to a scalloped diagonal edge
  const field = ctx.stencil ? 0 : [0, 1, 0.5, 1][lay.variant];
  const dark = field > 0;
  const a: TArea = { W, H, m: margin * 0.6, tall, dark, R: ctx.rng.fork('jp') };
  // the background is a panel with softened corners: everything in it stops at its edge
  const panel = `<rect x="${f(a.m)}" y="${f(a.m)}" width="${f(W - 2 * a.m)}" height="${f(H - 2 * a.m)}" rx="${f(Math.min(W, H) * 0.06)}"`;
  let s = '';
  // a skin gap round the motif: on a black field, and where fire fills in right behind it
  if (dark) ctx.halo = ctx.mm(2.5);
  else if (kind === 'fire' && !ctx.stencil) ctx.halo = ctx.mm(2);
  if (field === 1) s += `${panel} fill="${ctx.palette.ink}"/>`;
  if (field === 0.5) s += `<path d="${diagonalField(W, H)}" fill="${ctx.palette.ink}"/>`;
  const bars = Math.max(3, Math.round((H / W) * 3));
  if (kind === 'water') s += water(ctx, a);
  else if (kind === 'clouds')
    s += skyBars(ctx, a, all[0]?.id === 'wave', bars) + clouds(ctx, a, tall ? 4 : 3);
  else if (kind === 'fire') s += fire(ctx, a, lay.mainBox);
  else s += windBars(ctx, a, bars);
  const blossoms = all.some((d) => BLOSSOM.test(d.id));
  if (blossoms && !ctx.stencil) s += petals(ctx, a, lay.mainBox);
  if (ctx.stencil) layers.back.push(s);
  else {
    const clip = ctx.nextId('jp');
    ctx.defs.push(`<clipPath id="${clip}">${panel}/></clipPath>`);
    layers.back.push(`<g clip-path="url(#${clip})">${s}</g>`);
  }
  layers.extraElements.push(
    ...{
      water: ['waves'],
      clouds: ['clouds', 'wind bars'],
      fire: ['flames'],
      wind: ['wind bars'],
    }[kind],
    ...(dark ? ['black background'] : []),
    ...(blossoms && !ctx.stencil ? ['falling petals'] : []),
  );
}

/** A slender beast in the clouds (a dragon) passes behind some of them: two kumo bands are laid
 *  over its body where it crosses the canvas, one from each side, so it weaves in and out. */
export function japaneseFront(sc: TScene, layers: TLayers): void {
  const { ctx } = sc;
  const at = layers.mainDrawn;
  const def = layers.mainDef;
  if (!at || !def?.girth || ctx.stencil) return;
  const ids = [def, ...layers.others].map((d) => d.id);
  if (japaneseGroundFor(ids) !== 'clouds') return;
  const fill = ctx.palette.inkOnly ? ctx.palette.paper : mix(ctx.palette.paper, '#ffffff', 0.4);
  const { x, y, w, h } = at.box;
  const band = Math.max(ctx.mm(9), w * 0.12);
  let s = '';
  // the drawing's middle run crosses at 44% of its height, heading in from its right bend; the
  // lower run at 72%, from its left bend (mirrored when the drawing is)
  for (const [v, fromRight] of [
    [0.44, true],
    [0.72, false],
  ] as const) {
    const right = fromRight !== at.flip;
    const x0 = right ? x + w + band * 0.3 : x - band * 0.3;
    s += cloudBand(ctx, x0, y + h * v, w * 0.42, band, right ? -1 : 1, fill);
  }
  layers.front.push(s);
}
