// Tribal treatment of a silhouette, Polynesian and Maori-inspired (tattoo-domain §4): the body
// stays bold black, and rows of repeated motifs (shark teeth, spearheads, waves, koru, scales,
// hatching) run in skin along its own edges inward, parted by double lines, as deep as the black
// allows (contour-bands.ts); cut-outs big enough (a shell's plates, a sun's disc) get shark teeth
// round their inside. Thin parts (legs, tails, rays' tips) stay solid, slit cut-outs give way
// to the bands. Stencils get every shape as an outline.
import { sw, type TCtx } from './context';
import { cellFits, contourOf, edgeDistance, insideGrid, polysOf, type TPoly } from './contour-bands';
import {
  BAND_KINDS,
  CELL_ASPECT,
  bandD,
  stripeD,
  type TBandKind,
  type TBandMap,
} from './polynesian';
import type { TMotifShape } from './treat';
import { P } from './scene';

interface TBands {
  /** skin strips the motifs sit in, and the black motifs in them */
  skin: string;
  motifs: string;
  /** how many band cells fitted in all */
  cells: number;
}

/** Only runs of at least `min` neighbouring cells (round the closed contour): scraps of a band
 *  read as noise. */
function runs(fits: boolean[], min: number): boolean[] {
  const n = fits.length;
  if (fits.every(Boolean)) return fits;
  const out = fits.slice();
  const first = fits.indexOf(false);
  for (let k = 0; k < n; ) {
    const i = (first + k) % n;
    if (!fits[i]) {
      k++;
      continue;
    }
    let len = 0;
    while (len < n && fits[(i + len) % n]) len++;
    if (len < min) for (let j = 0; j < len; j++) out[(i + j) % n] = false;
    k += len;
  }
  return out;
}

/** Rows of motifs following every contour inward: a rim of solid black, then bands of skin
 *  holding a motif each, parted by double black lines, as deep as the black allows. */
function contourRows(
  ctx: TCtx,
  polys: TPoly[],
  main: number,
  rim: number,
  hb: number,
  kinds: TBandKind[],
): TBands {
  const inside = insideGrid(polys, hb / 6);
  const dist = edgeDistance(polys, hb);
  const out: TBands = { skin: '', motifs: '', cells: 0 };
  const fitsOf = (map: TBandMap, n: number, t0: number, t1: number) =>
    runs(
      Array.from({ length: n }, (_v, i) => cellFits(map, i, t0, t1, inside, dist)),
      4,
    );
  for (const poly of polys) {
    // a small piece (a shell plate, a claw) takes smaller bands: the largest scale at which the
    // first band runs round most of it, never under a tattooable 2.5 mm
    let scale = 0;
    for (const f of [1, 0.75, 0.6, 0.55, 0.4]) {
      const h = hb * f;
      const r = Math.max(ctx.mm(1.2), rim * f);
      if (h < ctx.mm(2.5) || poly.length < h * 8) continue;
      const n = Math.max(3, Math.round(poly.length / (h * CELL_ASPECT[kinds[0]])));
      const map = contourOf(poly, main, h * 0.8).map(r, r + h, n);
      if (fitsOf(map, n, r, r + h).filter(Boolean).length >= Math.max(3, n * 0.25)) {
        scale = f;
        break;
      }
    }
    if (!scale) continue;
    const hs = hb * scale;
    const contour = contourOf(poly, main, hs * 0.8);
    const line = Math.max(ctx.mm(0.8), hs * 0.14);
    const gap = Math.max(ctx.mm(1.5), line * 1.1);
    let t = Math.max(ctx.mm(1.2), rim * scale);
    for (let k = 0; k < 12; k++) {
      const kind = kinds[k % kinds.length];
      const h = hs * (kind === 'hatch' ? 0.75 : 1);
      const n = Math.max(3, Math.round(contour.length / (h * CELL_ASPECT[kind])));
      const map = contour.map(t, t + h, n);
      const fits = fitsOf(map, n, t, t + h);
      const kept = fits.filter(Boolean).length;
      if (kept < 3) break;
      const a = contour.length / n / h;
      for (let i = 0; i < n; i++) if (fits[i]) out.skin += stripeD(map, 1, 0, 1, i);
      out.motifs += bandD(kind, map, n, a, kind === 'teeth' && k % 4 === 2, (i) => fits[i]);
      out.cells += kept;
      // the double line: black, a hair of skin, black
      const sep = contour.map(t + h + line, t + h + line + gap, n);
      for (let i = 0; i < n; i++) if (fits[i]) out.skin += stripeD(sep, 1, 0, 1, i);
      t += h + 2 * line + gap;
    }
  }
  return out;
}

/** Shark teeth round the inside of every cut-out big enough to hold them (a shell's plates, a
 *  sun's disc), standing on its black edge: the cut-outs become patterned segments. */
function cutoutTeeth(ctx: TCtx, polys: TPoly[], main: number, hb: number): string {
  const ink = insideGrid(polys, hb / 6);
  const paperAt = (x: number, y: number) => !ink(x, y);
  const dist = edgeDistance(polys, hb);
  let d = '';
  for (const poly of polys) {
    if (poly.sign === main) continue;
    // the largest teeth that run round most of the cut-out's edge
    for (const f of [1, 0.75, 0.55, 0.4]) {
      const h = hb * f;
      if (h < ctx.mm(2.5) || poly.length < h * 8) continue;
      const contour = contourOf(poly, -main, h * 0.8);
      const n = Math.max(5, Math.round(contour.length / (h * CELL_ASPECT.teeth)));
      // tested a little off the edge, drawn rooted a little into the black
      const probe = contour.map(h * 0.15, h, n);
      const fits = runs(
        Array.from({ length: n }, (_v, i) => cellFits(probe, i, h * 0.15, h, paperAt, dist)),
        3,
      );
      if (fits.filter(Boolean).length < n * 0.5) continue;
      const map = contour.map(-ctx.mm(0.3), h, n);
      d += bandD('teeth', map, n, contour.length / n / h, false, (i) => fits[i]);
      break;
    }
  }
  return d;
}

/** The tribal body: a black silhouette with rows of Polynesian motifs following its edges in
 *  skin; '' when the silhouette is too small to hold a band (it is drawn solid instead). */
export function tribalMotif(ctx: TCtx, m: TMotifShape, stencilLine: number): string {
  const ink = ctx.palette.ink;
  const paper = ctx.palette.paper;
  const span = m.girth ?? Math.max(m.box.w, m.box.h);
  const all = polysOf(m.path, span / 140);
  const main = all.reduce((a, p) => (p.area > a.area ? p : a)).sign || 1;
  const rim = Math.max(ctx.mm(2), span * 0.018);
  // slit cut-outs (a wing's fold lines, a shell's seams) are the drawing's own detail; the bands
  // take their place. Rounder cut-outs (an eye, a sun's disc) stay and the bands ring them.
  const polys = all.filter((p) => p.sign === main || p.length * p.length < p.area * 30);
  const hb = Math.min(Math.max(ctx.mm(4.5), span * 0.045), ctx.mm(8));
  const R = ctx.rng.fork('tribal-bands');
  const start = R.int(0, BAND_KINDS.length - 1);
  const kinds = [...BAND_KINDS.slice(start), ...BAND_KINDS.slice(0, start)];
  // shark teeth lead, the motif every Polynesian band is built round
  kinds.splice(kinds.indexOf('teeth'), 1);
  kinds.unshift('teeth');
  const g = contourRows(ctx, polys, main, rim, hb, kinds);
  const teeth = cutoutTeeth(ctx, polys, main, hb);
  if (g.cells < 6 && !teeth) return '';
  ctx.marks.add('pattern rows');
  g.motifs += teeth;
  const d = polys.map((p) => `M${p.pts.map((q) => P(...q)).join('L')}Z`).join('');
  const round = 'stroke-linejoin="round" stroke-linecap="round"';
  if (ctx.stencil) {
    // outlines only: the silhouette, every skin strip and every motif
    const line = sw(stencilLine);
    return (
      `<path d="${d}" fill="#ffffff" stroke="${ink}" stroke-width="${line}" ${round}/>` +
      `<path d="${g.skin}${g.motifs}" fill="none" stroke="${ink}" stroke-width="${line}" ${round}/>`
    );
  }
  const halo = `<path d="${d}" fill="${paper}" stroke="${paper}" stroke-width="${sw(ctx.detail + 2 * ctx.mm(2.2))}" ${round}/>`;
  const body = `<path d="${d}" fill="${ink}" stroke="${ink}" stroke-width="${sw(ctx.detail)}" ${round}/>`;
  return halo + body + `<path d="${g.skin}" fill="${paper}"/><path d="${g.motifs}" fill="${ink}"/>`;
}
