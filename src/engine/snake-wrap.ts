// A serpent spiralling round a long upright thing (dagger, sword, arrow) for the 'wrap' relation.
// Drawn in snake.ts's 512 box (so its scale and plate helpers keep their sizes) and set over the
// post with one transform: a round body in a helix whose near passes cross in front of the blade
// and whose far passes are cut by it, belly plates and back scales along it, a tail tapering out
// at the bottom and the neck rising free beside the hilt into the hebi's open-mouthed head.
import { sw, type TCtx } from './context';
import { type TPt } from './creatures';
import { stationsAlong, type TStation } from './curve-kit';
import { smoothRing } from './dragon';
import { across, backScales, scutes } from './snake';
import { hebiHead } from './snake-head';

const f = (n: number) => String(Math.round(n * 100) / 100);
const BOX = 256;

export interface TWrapSnake {
  st: TStation[];
  /** true where a station passes in front of the post */
  front: boolean[];
}

/** The helix (A wide, `turns` turns from y0 down to y1) with the neck and head above it. */
export function wrapStations(turns = 2.4, A = 96, y0 = 130, y1 = 400): TWrapSnake {
  const pts: TPt[] = [];
  const depth: number[] = [];
  // neck: the head up and out to the left of the hilt, the neck curving down into the first turn
  const neck: TPt[] = [
    [112, 66],
    [140, 80],
    [152, 106],
  ];
  for (const p of neck) {
    pts.push(p);
    depth.push(1);
  }
  const M = 400;
  for (let i = 0; i <= M; i++) {
    const th = -Math.PI / 2 + (i / M) * turns * 2 * Math.PI;
    const y = y0 + (i / M) * (y1 - y0);
    pts.push([BOX + A * Math.sin(th) * (1 - 0.25 * (i / M)), y]);
    depth.push(Math.cos(th));
  }
  // the tail leaves the blade past the last near turn and flicks out, so its tip reads on skin
  const [lx, ly] = pts[pts.length - 1];
  for (const [dx, dy] of [
    [22, 14],
    [40, 36],
    [44, 60],
  ]) {
    pts.push([lx + dx, ly + dy]);
    depth.push(1);
  }
  const acc = [0];
  for (let i = 1; i < pts.length; i++)
    acc.push(acc[i - 1] + Math.hypot(pts[i][0] - pts[i - 1][0], pts[i][1] - pts[i - 1][1]));
  const total = acc[acc.length - 1];
  const hw = (u: number) => {
    const neckThin = u < 0.1 ? 3 * (1 - u / 0.1) : 0;
    const tail = u > 0.5 ? Math.pow((u - 0.5) / 0.5, 1.2) * 0.94 : 0;
    return (27 + 3 * Math.sin(Math.PI * Math.min(1, u / 0.5))) * (1 - tail) - neckThin;
  };
  const st = stationsAlong(pts, 1, 220, hw);
  let j = 0;
  const front = st.map((s) => {
    while (j < acc.length - 1 && acc[j + 1] <= s.u * total) j++;
    return j < neck.length + 2 || depth[j] >= 0;
  });
  return { st, front };
}

/** Runs of consecutive stations on one side of the post, overlapping by a station. */
function runs(front: boolean[], want: boolean): [number, number][] {
  const out: [number, number][] = [];
  let i = 0;
  while (i < front.length) {
    if (front[i] !== want) {
      i++;
      continue;
    }
    let k = i;
    while (k + 1 < front.length && front[k + 1] === want) k++;
    out.push([Math.max(0, i - 1), Math.min(front.length - 1, k + 1)]);
    i = k + 1;
  }
  return out;
}

/** a stencil's contour: thin enough that the tail's two edges stay apart */
const stencilEdge = (ctx: TCtx) => Math.max(ctx.mm(0.5), Math.min(ctx.outline, ctx.mm(0.7)));

interface TInks {
  body: string;
  marks: string;
  belly: string;
  /** the body's contour: ink, or in blackwork a skin-coloured gap so black coils lying on each
   *  other and on the blade stay apart */
  edge: string;
  k: number;
}

/** stations the neck and head outline covers before the body is drawn as a tube */
const NECK = 16;

/** A run of the body as round strokes, a few stations a piece so the width tapers: an ink stroke
 *  wider by the outline under a body-coloured one. Strokes stay round where the helix turns
 *  tightly at the blade's sides, where an offset outline would fold over itself. The ink stops
 *  `trim` stations short of each end, so no cap line crosses the body where it meets another run. */
function tube(
  ctx: TCtx,
  run: TStation[],
  inks: TInks,
  fill: string,
  trim: [number, number],
): string {
  const stroke = (from: number, to: number, colour: string, extra: number) => {
    let out = '';
    for (let i = from; i < to; i += 3) {
      const seg = run.slice(i, Math.min(to, i + 4) + 1);
      if (seg.length < 2) break;
      const w = seg.reduce((m, s) => m + s.w, 0) / seg.length;
      const d = 'M' + seg.map((s) => s.p.map(f).join(' ')).join('L');
      // the outline thins with the tail, or its tip ends blunt in a round blob of ink
      const x = extra * Math.min(1, 0.35 + w / 24);
      out += `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${sw(2 * w + x)}" stroke-linecap="round" stroke-linejoin="round"/>`;
    }
    return out;
  };
  const o = (ctx.stencil ? stencilEdge(ctx) : ctx.outline) / inks.k;
  const last = run.length - 1;
  // blackwork: the black takes the outline's width too (the body keeps its weight) and the gap
  // round it is a narrower band of skin
  const bw = inks.edge !== ctx.palette.ink;
  const grow = bw ? 1.6 * o : 0;
  const edge = bw ? grow + 2 * Math.max(ctx.mm(0.5) / inks.k, 0.5 * o) : 2 * o;
  return stroke(trim[0], last - trim[1], inks.edge, edge) + stroke(0, last, fill, grow);
}

/** One layer (front or back) of the body: its runs as tubes, then plates and scales. */
function layer(ctx: TCtx, w: TWrapSnake, want: boolean, inks: TInks, bold: boolean): string {
  const { st, front } = w;
  const ink = ctx.palette.ink;
  const fill = ctx.stencil ? '#ffffff' : inks.body;
  let out = '';
  for (const [a, b] of runs(front, want)) {
    const from = a === 0 ? NECK - 4 : a;
    const run = st.slice(from, b + 1);
    // near runs lose their end caps where they pass over the far ones
    const trim: [number, number] = want ? [a === 0 ? 6 : 3, b === st.length - 1 ? 0 : 3] : [0, 0];
    out += tube(ctx, run, inks, fill, trim);
  }
  // plates and scales skip the tight turns at the sides, where the body is seen edge on
  const near = (i: number) => {
    for (let k = Math.max(0, i - 5); k <= Math.min(st.length - 1, i + 5); k++)
      if (front[k] !== front[i]) return true;
    return false;
  };
  const hidden = (s: TStation) => {
    const i = st.indexOf(s);
    return front[i] !== want || i < NECK || near(i);
  };
  const sc = scutes(st, bold, hidden);
  const bs = backScales(st, bold, hidden);
  const thin = (d: string) =>
    `<path d="${d}" fill="none" stroke="${ink}" stroke-width="${sw(ctx.mm(0.35) / inks.k)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  // a stencil carries the plates and scales as thin contours, not the crescents' ink
  if (ctx.stencil) return want ? out + thin(sc + bs) : out;
  out += `<path d="${sc}" fill="${inks.belly}" stroke="${ink}" stroke-width="${sw(ctx.detail / inks.k)}"/>`;
  out += `<path d="${bs}" fill="${inks.marks}"/>`;
  return out;
}

/** The neck's first run and the head as one outline, with eye, mouth, fangs and tongue. */
function headPart(ctx: TCtx, w: TWrapSnake, inks: TInks, bold: boolean): string {
  const { st } = w;
  const neck = st.slice(0, NECK + 1);
  // blackwork's tube is wider by part of the outline (see tube): head and neck grow to match
  const g = inks.edge !== ctx.palette.ink ? (0.8 * ctx.outline) / inks.k : 0;
  const h = hebiHead({ ...st[0], w: st[0].w + g }, bold);
  const ink = ctx.palette.ink;
  const d = smoothRing([
    ...h.outline,
    ...neck.map((s) => across(s, 1 + g / s.w)),
    ...neck.map((s) => across(s, -1 - g / s.w)).reverse(),
  ]);
  const lw = sw((ctx.stencil ? stencilEdge(ctx) : ctx.outline) / inks.k);
  if (ctx.stencil) {
    const thin = sw(ctx.mm(0.35) / inks.k);
    return [h.tongue, d, h.mouth, h.fangs, h.eye, h.holes, h.pupil]
      .map(
        (p, i) =>
          `<path d="${p}" fill="${i < 5 ? '#ffffff' : 'none'}" stroke="${ink}" stroke-width="${i === 1 ? lw : thin}" stroke-linejoin="round"/>`,
      )
      .join('');
  }
  const roles = ctx.palette.roles;
  const bw = ctx.palette.inkOnly;
  const paper = ctx.palette.paper;
  const fill = (p: string, c: string, stroke = true) =>
    `<path d="${p}" fill="${c}"${stroke ? ` stroke="${ink}" stroke-width="${sw(ctx.detail / inks.k)}" stroke-linejoin="round"` : ''}/>`;
  return (
    fill(h.tongue, bw ? ink : roles.pink) +
    `<path d="${d}" fill="${inks.body}" stroke="${inks.edge}" stroke-width="${lw}" stroke-linejoin="round"/>` +
    fill(h.holes, inks.marks, false) +
    fill(h.mouth, bw ? paper : roles.red) +
    fill(h.fangs, bw ? paper : roles.bone) +
    fill(h.eye, bw ? paper : roles.yellow) +
    fill(h.pupil, ink, false)
  );
}

/** The serpent as back and front SVG, placed so the 512 box spans `size` round (cx, cy). */
export function wrapSnakeSvg(
  ctx: TCtx,
  cx: number,
  cy: number,
  size: number,
  bodyColour: string,
): { back: string; front: string } {
  const w = wrapStations();
  const k = size / 512;
  const bold = size < ctx.mm(60);
  const bw = ctx.palette.inkOnly;
  const inks: TInks = {
    body: bw ? ctx.palette.ink : bodyColour,
    marks: bw ? ctx.palette.paper : ctx.palette.ink,
    edge: bw && !ctx.stencil ? ctx.palette.paper : ctx.palette.ink,
    belly: bw ? ctx.palette.paper : ctx.palette.roles.yellow,
    k,
  };
  const g = (s: string) =>
    `<g transform="translate(${f(cx - BOX * k)} ${f(cy - BOX * k)}) scale(${f(k)})">${s}</g>`;
  return {
    back: g(layer(ctx, w, false, inks, bold)),
    // the head and neck first so the first near turn's scales lie over its join
    front: g(headPart(ctx, w, inks, bold) + layer(ctx, w, true, inks, bold)),
  };
}
