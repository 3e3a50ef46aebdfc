// Surrealism's impossible pieces: the motif cut in two and lifted apart, half one thing and
// half another along a zigzag seam, or an eye opened in its middle.
import { sw } from './context';
import { MOTIF_BY_ID, type TMotifDef } from './motifs';
import { meltWarp, placeMotif } from './motif-place';
import { circleD, inked, line } from './ornaments';
import { splitSubpaths, toD } from './path';
import { f, P, type TLayers, type TLayout, type TScene } from './scene';
import { treatMotif } from './treat';

/** The motif cut across and its top half lifted and turned. */
export function splitCut(sc: TScene, lay: TLayout, mainSvg: string): string {
  const { ctx, L, W, H } = sc;
  const { cx, cy, S } = lay;
  const mm = ctx.mm;
  const cid1 = ctx.nextId('cut');
  const cid2 = ctx.nextId('cut');
  const cutY = cy + L.range(-0.1, 0.1) * S;
  ctx.defs.push(
    `<clipPath id="${cid1}"><rect x="0" y="0" width="${W}" height="${f(cutY)}"/></clipPath>`,
  );
  ctx.defs.push(
    `<clipPath id="${cid2}"><rect x="0" y="${f(cutY)}" width="${W}" height="${f(H - cutY)}"/></clipPath>`,
  );
  const lift = mm(6);
  return (
    `<g transform="rotate(-7 ${f(cx)} ${f(cutY)}) translate(0 ${f(-lift)})"><g clip-path="url(#${cid1})">${mainSvg}</g></g>` +
    `<g clip-path="url(#${cid2})">${mainSvg}</g>`
  );
}

/** Half one thing, half another, joined along a zigzag seam. */
export function mergeHalves(
  sc: TScene,
  lay: TLayout,
  layers: TLayers,
  rest: TMotifDef[],
  mainSvg: string,
): string {
  const { inp, ctx, L, W, H } = sc;
  const { cx, cy, S } = lay;
  const { mainDef, extraUsed } = layers;
  const mm = ctx.mm;
  const partnerDef =
    rest.shift() ??
    MOTIF_BY_ID.get(
      L.pick(['skull', 'moon', 'rose', 'clock', 'eye', 'sun'].filter((id) => id !== mainDef.id)),
    )!;
  if (!inp.motifs.includes(partnerDef)) extraUsed.push(partnerDef);
  const partner = treatMotif(ctx, placeMotif(ctx, partnerDef, { cx, cy, size: S, flip: true }));
  // zigzag seam: a triangle wave around x = cx, tooth height S / 7
  const tooth = S / 7;
  const zig = (y: number) => cx + mm(3) * (Math.abs(((((y / tooth) % 2) + 2) % 2) - 1) * 2 - 1);
  const pts: number[] = [];
  for (let y = 0; y <= H + tooth; y += tooth) pts.push(y);
  const seam = pts.map((y, i) => `${i ? 'L' : 'M'}${f(zig(y))} ${f(y)}`).join('');
  const c1 = ctx.nextId('half');
  const c2 = ctx.nextId('half');
  ctx.defs.push(
    `<clipPath id="${c1}"><path d="${seam}L0 ${f(pts[pts.length - 1])}L0 0Z"/></clipPath>`,
  );
  ctx.defs.push(
    `<clipPath id="${c2}"><path d="${seam}L${W} ${f(pts[pts.length - 1])}L${W} 0Z"/></clipPath>`,
  );
  const inside = pts.filter((y) => y > cy - S * 0.5 && y < cy + S * 0.5);
  const seamLine =
    inside.length > 1
      ? line(ctx, inside.map((y, i) => `${i ? 'L' : 'M'}${f(zig(y))} ${f(y)}`).join(''), ctx.detail)
      : '';
  return (
    `<g clip-path="url(#${c1})">${mainSvg}</g><g clip-path="url(#${c2})">${partner}</g>` + seamLine
  );
}

/** An eye opened in the middle of the motif (a moon when the motif is itself an eye). */
export function eyeInset(sc: TScene, lay: TLayout, layers: TLayers): void {
  const { ctx } = sc;
  const { cx, cy, S } = lay;
  const { front, mainDef } = layers;
  const pal = ctx.palette;
  const eye = MOTIF_BY_ID.get(mainDef.id === 'eye' ? 'moon' : 'eye')!;
  const r = S * 0.2;
  if (!ctx.stencil)
    front.push(
      `<path d="${circleD(cx, cy, r)}" fill="${pal.paper}" stroke="${pal.ink}" stroke-width="${sw(ctx.outline)}"/>`,
    );
  else front.push(line(ctx, circleD(cx, cy, r)));
  front.push(treatMotif(ctx, placeMotif(ctx, eye, { cx, cy, size: r * 1.55 })));
}

/** The melting clock over a branch, as Dali hung it: the back half lies along the support,
 *  foreshortened, and the front half droops below it, narrowing and running into drips. */
export function meltOver(
  sc: TScene,
  lay: TLayout,
  layers: TLayers,
  support: TMotifDef,
  place: { size: number; rot?: number },
): string {
  const { ctx } = sc;
  const { cx, cy, S } = lay;
  const yb = cy - S * 0.2;
  // the support runs across the piece, under the fold; a branch is drawn bare and level so
  // the fold has an edge to hang from (the leafy branch icon is a clump)
  if (support.id === 'branch') layers.back.push(bareBranch(sc, cx, yb, S));
  else {
    const base = placeMotif(ctx, support, { cx, cy: yb + S * 0.06, size: S * 1.05, rot: -8 });
    layers.back.push(treatMotif(ctx, base));
    layers.occupied.push(base.box);
  }
  const size = place.size * 0.7;
  const at = { cx: cx + S * 0.06, cy: yb + size * 0.1, size, rot: place.rot };
  const flat = placeMotif(ctx, layers.mainDef, at);
  const b = flat.box;
  const hang = b.y + b.h - yb;
  const drip = meltWarp(ctx.rng.fork('melt'), { ...b, y: yb, h: hang * 1.6 });
  const fold = (x: number, y: number): [number, number] => {
    if (y <= yb) return [x, yb - (yb - y) * 0.5];
    // below the fold: stretched down and pinched in, more the further it hangs
    const t = (y - yb) / hang;
    const nx = at.cx + (x - at.cx) * (1 - 0.28 * t);
    return drip(nx, yb + (y - yb) * (1.35 + 0.25 * t));
  };
  const shape = placeMotif(ctx, layers.mainDef, at, fold);
  layers.occupied.push(shape.box);
  // the face is solid: the branch must not show through it
  const rim = splitSubpaths(shape.path)[0];
  if (rim)
    layers.front.push(
      `<path d="${toD(rim)}" fill="${ctx.stencil ? '#ffffff' : ctx.palette.paper}"/>`,
    );
  return treatMotif(ctx, shape, { negative: false });
}

/** A bare branch, level across the piece, tapering to the right with one twig up and a stub. */
function bareBranch(sc: TScene, cx: number, y: number, S: number): string {
  const { ctx } = sc;
  const x0 = cx - S * 0.62;
  const x1 = cx + S * 0.6;
  const t0 = S * 0.055;
  const t1 = S * 0.01;
  const d =
    `M${P(x0, y - t0)}C${P(cx - S * 0.2, y - t0 * 1.3)} ${P(cx + S * 0.2, y - t1 * 3)} ${P(x1, y - t1)}` +
    `L${P(x1, y + t1)}C${P(cx + S * 0.2, y + t1 * 3)} ${P(cx - S * 0.2, y + t0 * 0.9)} ${P(x0, y + t0)}Z` +
    // a twig rising to the right, and a broken stub on the left
    // (out past the clock's rim: rising from behind the face it read as a third clock hand)
    `M${P(cx + S * 0.36, y - t1 * 2)}C${P(cx + S * 0.4, y - S * 0.07)} ${P(cx + S * 0.44, y - S * 0.11)} ${P(cx + S * 0.52, y - S * 0.15)}` +
    `C${P(cx + S * 0.44, y - S * 0.08)} ${P(cx + S * 0.42, y - S * 0.05)} ${P(cx + S * 0.4, y - t1)}Z` +
    `M${P(cx - S * 0.4, y - t0 * 0.9)}L${P(cx - S * 0.46, y - S * 0.1)}L${P(cx - S * 0.36, y - t0)}Z`;
  const bark = `M${P(x0 + S * 0.05, y)}C${P(cx - S * 0.25, y + t0 * 0.2)} ${P(cx - S * 0.1, y - t0 * 0.1)} ${P(cx + S * 0.1, y)}`;
  // the thick end is sawn off: its cut face shows
  const cut = `M${P(x0, y - t0)}C${P(x0 + t0 * 0.7, y - t0)} ${P(x0 + t0 * 0.7, y + t0)} ${P(x0, y + t0)}C${P(x0 - t0 * 0.7, y + t0)} ${P(x0 - t0 * 0.7, y - t0)} ${P(x0, y - t0)}Z`;
  return (
    (ctx.stencil
      ? line(ctx, d, ctx.outline) + line(ctx, cut, ctx.outline)
      : inked(ctx, d, ctx.palette.roles.brown, ctx.outline) +
        inked(ctx, cut, ctx.palette.paper, ctx.outline)) + line(ctx, bark, ctx.detail)
  );
}
