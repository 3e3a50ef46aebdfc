// Surrealism's impossible pieces: the motif cut in two and lifted apart, half one thing and
// half another along a zigzag seam, or an eye opened in its middle.
import { sw } from './context';
import { MOTIF_BY_ID, type TMotifDef } from './motifs';
import { placeMotif } from './motif-place';
import { circleD, line } from './ornaments';
import { f, type TLayers, type TLayout, type TScene } from './scene';
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
