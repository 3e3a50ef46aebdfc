// Tribal treatment of a silhouette, Polynesian and Maori-inspired (tattoo-domain §4): a bold black
// rim holds the shape; inside it, bands of repeated motifs (shark teeth, spearheads, waves, koru,
// scales, hatching) between double lines ring the subject's heart, so the body reads as patterned
// black and skin rather than a flat blot. The heart stays solid black with the drawing's own
// cut-outs (a sun's face, an eye), and thin parts (legs, tails, rays' tips) narrower than the rim
// stay solid. Stencils get every shape as an outline.
import { sw, type TCtx } from './context';
import { splitSubpaths, toD, type TPath, type TPoint } from './path';
import {
  BAND_KINDS,
  CELL_ASPECT,
  bandD,
  cellsRound,
  ringMap,
  spiralRibbon,
  stripeD,
  type TBandKind,
} from './polynesian';
import { P } from './scene';
import { partsOf } from './tone';
import { flatten } from './weight-line';
import { stencilLine, type TMotifShape } from './treat';

interface TPoly {
  pts: TPoint[];
  sign: number;
}

/** Winding number of point (x, y) against every polygon: inside when non-zero. */
function inside(polys: TPoly[], x: number, y: number): boolean {
  let w = 0;
  for (const { pts } of polys)
    for (let i = 0; i < pts.length; i++) {
      const [x0, y0] = pts[i];
      const [x1, y1] = pts[(i + 1) % pts.length];
      if (y0 <= y) {
        if (y1 > y && (x1 - x0) * (y - y0) - (x - x0) * (y1 - y0) > 0) w++;
      } else if (y1 <= y && (x1 - x0) * (y - y0) - (x - x0) * (y1 - y0) < 0) w--;
    }
  return w !== 0;
}

/** The silhouette's heart: the point inside it farthest from any edge, and that distance. */
function heart(polys: TPoly[], box: { x: number; y: number; w: number; h: number }) {
  const edge = polys.flatMap((p) => p.pts);
  let best: TPoint = [box.x + box.w / 2, box.y + box.h / 2];
  let depth = 0;
  const n = 28;
  for (let i = 1; i < n; i++)
    for (let j = 1; j < n; j++) {
      const x = box.x + (box.w * i) / n;
      const y = box.y + (box.h * j) / n;
      if (!inside(polys, x, y)) continue;
      let d = Infinity;
      for (const [ex, ey] of edge) d = Math.min(d, Math.hypot(ex - x, ey - y));
      if (d > depth) {
        depth = d;
        best = [x, y];
      }
    }
  return { c: best, depth };
}

interface TRings {
  /** solid-black bands (the double lines) and motif shapes, in canvas coordinates */
  lines: string;
  motifs: string;
  /** the heart's solid disc, and the paper field the bands sit on */
  heart: string;
  field: string;
  r0: number;
}

/** Bands ringing (cx, cy) outward from r0 to rMax, each between two lines. */
function rings(
  ctx: TCtx,
  c: TPoint,
  r0: number,
  rMax: number,
  hb: number,
  ex: number,
  ey: number,
  kinds: TBandKind[],
): TRings {
  const line = Math.max(ctx.mm(0.9), hb * 0.13);
  const gap = Math.max(ctx.mm(1.5), line * 1.2);
  const [cx, cy] = c;
  const ring = (a: number, b: number) => stripeD(ringMap(cx, cy, a, b, 1, ex, ey), 1, 0, 1);
  let lines = '';
  let motifs = '';
  let r = r0;
  let k = 0;
  // the heart's edge: a double line round the solid centre
  lines += ring(r, r + line);
  r += line + gap;
  lines += ring(r, r + line);
  r += line;
  while (r < rMax) {
    const kind = kinds[k % kinds.length];
    const h = hb * (kind === 'hatch' ? 0.7 : 1);
    const n = cellsRound(kind, r + h / 2, h, ex, ey);
    const circ = (2 * Math.PI * (r + h / 2) * (ex + ey)) / 2;
    const a = circ / n / h;
    // teeth alternate which line they stand on, ring to ring, as niho mano rows do
    const flip = kind === 'teeth' && k % 2 === 1;
    motifs += bandD(kind, ringMap(cx, cy, r + gap * 0.5, r + h, n, ex, ey), n, a, flip);
    r += h + gap * 0.5;
    lines += ring(r, r + line);
    r += line;
    if (kind !== 'hatch') {
      // double lines: a second line a skin gap outside the first
      r += gap;
      lines += ring(r, r + line);
      r += line;
    }
    k++;
  }
  void CELL_ASPECT;
  return { lines, motifs, heart: ring(0, r0), field: '', r0 };
}

/** A koru in skin cut into the heart when the drawing has no cut-outs of its own there. */
function heartKoru(c: TPoint, r: number): string {
  const shapes = spiralRibbon(c[0], c[1], r * 0.62, 1.6, r * 0.24, Math.PI / 2, 1);
  return shapes.map((s) => `M${s.map((p) => P(...p)).join('L')}Z`).join('');
}

function polysOf(path: TPath, step: number): TPoly[] {
  return splitSubpaths(path).map((sub) => {
    const pts = flatten(sub, step);
    let a = 0;
    for (let i = 0; i < pts.length; i++) {
      const [x0, y0] = pts[i];
      const [x1, y1] = pts[(i + 1) % pts.length];
      a += x0 * y1 - x1 * y0;
    }
    return { pts, sign: Math.sign(a) };
  });
}

/** The tribal body: rim, heart and patterned rings, clipped to the silhouette; '' when the
 *  silhouette is too small to hold a band (it is drawn solid instead). */
export function tribalMotif(ctx: TCtx, m: TMotifShape): string {
  const ink = ctx.palette.ink;
  const paper = ctx.palette.paper;
  const span = m.girth ?? Math.max(m.box.w, m.box.h);
  const { fillPath } = partsOf(m.path, m.box);
  const body = polysOf(fillPath, span / 150);
  const all = polysOf(m.path, span / 150);
  const main = Math.sign(body.reduce((s, p) => s + p.sign * p.pts.length, 0)) || 1;
  const { c, depth } = heart(body, m.box);
  // the rings stretch with the silhouette's spread round its heart
  const outerPts = body.filter((p) => p.sign === main).flatMap((p) => p.pts);
  let dx = 1;
  let dy = 1;
  for (const [x, y] of outerPts) {
    dx = Math.max(dx, Math.abs(x - c[0]));
    dy = Math.max(dy, Math.abs(y - c[1]));
  }
  const ex = Math.min(1.5, Math.max(0.67, Math.sqrt(dx / dy)));
  const ey = 1 / ex;
  let rMax = 0;
  for (const [x, y] of outerPts) rMax = Math.max(rMax, Math.hypot((x - c[0]) / ex, (y - c[1]) / ey));
  const rim = Math.max(ctx.mm(2.2), span * 0.03);
  const hb = Math.min(Math.max(ctx.mm(5), span * 0.07), ctx.mm(11));
  // the drawing's own cut-outs near the heart (a face, an eye) keep the heart solid round them
  const holes = all.filter((p) => p.sign !== main);
  let r0 = Math.max(hb * 1.1, depth * 0.42);
  let holesInHeart = false;
  for (const h of holes) {
    const far = Math.max(...h.pts.map(([x, y]) => Math.hypot((x - c[0]) / ex, (y - c[1]) / ey)));
    if (far < depth * 0.9) {
      r0 = Math.max(r0, far + hb * 0.3);
      holesInHeart = true;
    }
  }
  if (rMax - r0 < hb * 2.5) return '';
  const R = ctx.rng.fork('tribal-bands');
  const start = R.int(0, BAND_KINDS.length - 1);
  const kinds = [...BAND_KINDS.slice(start), ...BAND_KINDS.slice(0, start)];
  // shark teeth lead, the motif every Polynesian band is built round
  kinds.splice(kinds.indexOf('teeth'), 1);
  kinds.unshift('teeth');
  const g = rings(ctx, c, r0, rMax, hb, ex, ey, kinds);
  const cid = ctx.nextId('c');
  ctx.defs.push(`<clipPath id="${cid}"><path d="${toD(fillPath)}"/></clipPath>`);
  const heartLine = holesInHeart ? '' : heartKoru(c, g.r0);
  const holeD = holes.map((h) => `M${h.pts.map((p) => P(...p)).join('L')}Z`).join('');
  const round = 'stroke-linejoin="round" stroke-linecap="round"';
  if (ctx.stencil) {
    // outlines only: the silhouette, the rim's inner edge, every band line and motif
    const line = stencilLine(ctx);
    return (
      `<path d="${toD(fillPath)}" fill="#ffffff"/>` +
      `<g clip-path="url(#${cid})"><path d="${g.lines}${g.motifs}${heartLine}" fill="none" stroke="${ink}" stroke-width="${sw(line)}" ${round}/>` +
      `<path d="${toD(fillPath)}" fill="none" stroke="${ink}" stroke-width="${sw(2 * rim + line)}"/>` +
      `<path d="${toD(fillPath)}" fill="none" stroke="#ffffff" stroke-width="${sw(2 * rim - line)}"/>` +
      (holeD ? `<path d="${holeD}" fill="#ffffff" stroke="${ink}" stroke-width="${sw(line)}"/>` : '') +
      `</g><path d="${toD(fillPath)}" fill="none" stroke="${ink}" stroke-width="${sw(line)}" ${round}/>`
    );
  }
  const halo = `<path d="${toD(fillPath)}" fill="${paper}" stroke="${paper}" stroke-width="${sw(ctx.detail + 2 * ctx.mm(2.2))}" ${round}/>`;
  let s = `<path d="${toD(fillPath)}" fill="${ink}" stroke="${ink}" stroke-width="${sw(ctx.detail)}" ${round}/>`;
  s += `<g clip-path="url(#${cid})">`;
  s += `<path d="${toD(fillPath)}" fill="${paper}"/>`;
  s += `<path d="${g.lines}${g.motifs}" fill="${ink}"/>`;
  s += `<path d="${g.heart}" fill="${ink}"/>`;
  if (heartLine) s += `<path d="${heartLine}" fill="${paper}"/>`;
  // the rim: a wide black stroke on the edge, its inner half showing inside the clip
  s += `<path d="${toD(fillPath)}" fill="none" stroke="${ink}" stroke-width="${sw(2 * rim)}" ${round}/>`;
  // the drawing's own cut-outs (an eye, a face, a shell's plates) stay in skin
  if (holeD) s += `<path d="${holeD}" fill="${paper}"/>`;
  s += `</g>`;
  return halo + s;
}
