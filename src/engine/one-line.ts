// A one-line drawing, as minimalist and "single line" tattoos are drawn: the motif's contours
// joined into ONE continuous fine stroke with no fills. The pen comes in on a tail, traces each
// contour in turn (nearest next, so the joining strokes stay short), and leaves on a tail; the
// variation picks how it leaves (a baseline, an open circle round the piece, or a looped
// flourish). Specks too small to survive as fine line (§2.5 of the domain notes) are left out.
import { sw, type TCtx } from './context';
import { bbox, splitSubpaths, toD, type TBox, type TPath, type TPoint } from './path';
import { flatten } from './weight-line';

const f1 = (n: number) => String(Math.round(n * 10) / 10);

/** Visible width of the one line: 3RL fine line (domain notes §2.2/§2.3: 0.3-0.8 mm). */
export const ONE_LINE_MM = 0.5;

const dist = (a: TPoint, b: TPoint) => Math.hypot(a[0] - b[0], a[1] - b[1]);
const perimeter = (pts: TPoint[]) =>
  pts.reduce((s, p, i) => s + (i ? dist(pts[i - 1], p) : 0), 0) + dist(pts[pts.length - 1], pts[0]);

/** Chaikin corner cutting, once: icon corners become a pen's rounded turns. */
function chaikin(pts: TPoint[]): TPoint[] {
  if (pts.length < 3) return pts;
  const out: TPoint[] = [pts[0]];
  for (let i = 0; i < pts.length - 1; i++) {
    const [a, b] = [pts[i], pts[i + 1]];
    out.push([a[0] * 0.75 + b[0] * 0.25, a[1] * 0.75 + b[1] * 0.25]);
    out.push([a[0] * 0.25 + b[0] * 0.75, a[1] * 0.25 + b[1] * 0.75]);
  }
  out.push(pts[pts.length - 1]);
  return out;
}

/** Ramer-Douglas-Peucker: drop points that lie within `eps` of the line, to keep the path small. */
function simplify(pts: TPoint[], eps: number): TPoint[] {
  if (pts.length < 3) return pts;
  const keep = new Uint8Array(pts.length);
  keep[0] = keep[pts.length - 1] = 1;
  const stack: [number, number][] = [[0, pts.length - 1]];
  while (stack.length) {
    const [i0, i1] = stack.pop()!;
    const [a, b] = [pts[i0], pts[i1]];
    const len = dist(a, b) || 1e-9;
    let worst = -1;
    let at = -1;
    for (let i = i0 + 1; i < i1; i++) {
      const p = pts[i];
      const d = Math.abs((b[0] - a[0]) * (a[1] - p[1]) - (a[0] - p[0]) * (b[1] - a[1])) / len;
      if (d > worst) [worst, at] = [d, i];
    }
    if (worst > eps) {
      keep[at] = 1;
      stack.push([i0, at], [at, i1]);
    }
  }
  return pts.filter((_, i) => keep[i]);
}

export interface TOneLineOptions {
  /** 0: tails along a baseline; 2: the line ends in an open circle round the piece; 3 as 0 (a
   *  looped flourish this small closed into a blob at 0.5 mm). 1 and 3 are mirrored by the
   *  layout and keep the baseline. */
  variant: number;
  /** the canvas the line must stay inside, with this margin */
  W: number;
  H: number;
  margin: number;
  /** the drawing stands on something (an animal, a landscape): the baseline is its ground. A thing
   *  that floats (a paper plane, a compass, a flower head) is entered and left on short tails
   *  instead, or the baseline reads as a stray ledge under it. */
  standing?: boolean;
}

/** The contours of every shape as closed polylines, largest first, specks dropped. */
function contours(ctx: TCtx, shapes: TPath[], size: number): TPoint[][] {
  const step = Math.max(ctx.mm(0.3), size / 220);
  const minLen = Math.max(ctx.mm(4), size * 0.05);
  const loops: { pts: TPoint[]; len: number }[] = [];
  for (const sub of shapes.flatMap(splitSubpaths)) {
    if (sub.length < 2) continue;
    const pts = flatten(sub, step).filter((p) => Number.isFinite(p[0]) && Number.isFinite(p[1]));
    if (pts.length > 2 && dist(pts[0], pts[pts.length - 1]) < step * 0.5) pts.pop();
    if (pts.length > 2) {
      const len = perimeter(pts);
      if (len >= minLen) loops.push({ pts, len });
    }
  }
  // a one-line drawing keeps to the main contours: at most 16 of them
  return loops
    .sort((a, b) => b.len - a.len)
    .slice(0, 16)
    .map((l) => l.pts);
}

/** Index of the point of `pts` nearest `p` (every `stride`-th point looked at). */
function nearestIn(pts: TPoint[], p: TPoint, stride = 1): number {
  let at = 0;
  for (let i = 0, d = Infinity; i < pts.length; i += stride) {
    const di = dist(pts[i], p);
    if (di < d) [d, at] = [di, i];
  }
  return at;
}

/** The largest contour carries the line; every other contour is an excursion from the nearest
 *  point of a contour already joined (the largest, or one joined to it before): out, round, and
 *  back along the same short stroke (drawn twice, it reads as one line). Joined as a tree, a leaf
 *  vein joins its leaf, not the far side of the flower, so no stroke crosses open skin to reach
 *  the next part. Returns the excursions leaving each point of the largest contour. */
function excursions(loops: TPoint[][]): Map<number, TPoint[][]> {
  const joined = [0];
  const parentOf = new Map<number, { loop: number; at: number; e: number }>();
  const left = new Set(loops.map((_, i) => i).filter((i) => i > 0));
  while (left.size) {
    let best = { q: -1, loop: 0, at: 0, d: Infinity };
    for (const qi of left) {
      const q = loops[qi];
      const qs = Math.max(1, Math.floor(q.length / 40));
      for (const li of joined) {
        const l = loops[li];
        const ls = Math.max(1, Math.floor(l.length / 90));
        for (let i = 0; i < l.length; i += ls) {
          const d = dist(q[nearestIn(q, l[i], qs)], l[i]);
          if (d < best.d) best = { q: qi, loop: li, at: i, d };
        }
      }
    }
    const e = nearestIn(loops[best.q], loops[best.loop][best.at]);
    parentOf.set(best.q, { loop: best.loop, at: best.at, e });
    joined.push(best.q);
    left.delete(best.q);
  }
  // the excursions leaving each point of each contour
  const children = new Map<string, number[]>();
  for (const [q, p] of parentOf) {
    const key = `${p.loop}:${p.at}`;
    children.set(key, [...(children.get(key) ?? []), q]);
  }
  // round contour q from its joining point, taking its own excursions, and back to the parent
  const trip = (q: number): TPoint[] => {
    const pts = loops[q];
    const { loop, at, e } = parentOf.get(q)!;
    const out: TPoint[] = [];
    for (let k = 0; k <= pts.length; k++) {
      const i = (e + k) % pts.length;
      out.push(pts[i]);
      for (const c of children.get(`${q}:${i}`) ?? []) out.push(...trip(c), pts[i]);
    }
    out.push(loops[loop][at]);
    return out;
  };
  const trips = new Map<number, TPoint[][]>();
  for (const [key, qs] of children) {
    const [loop, at] = key.split(':').map(Number);
    if (loop === 0) trips.set(at, qs.map(trip));
  }
  return trips;
}

/** Whether the contour's foot is a level line across at least a third of the drawing. */
function flatFoot(pts: TPoint[], box: TBox): boolean {
  const y = box.y + box.h - Math.max(box.w, box.h) * 0.012;
  const xs = pts.filter((p) => p[1] >= y).map((p) => p[0]);
  return xs.length > 1 && Math.max(...xs) - Math.min(...xs) > box.w * 0.33;
}

/** The single polyline: lead-in, every contour joined nearest-next, lead-out. */
export function oneLinePoints(ctx: TCtx, shapes: TPath[], opt: TOneLineOptions): TPoint[] {
  const all = shapes.flat();
  const box = bbox(all);
  const size = Math.max(box.w, box.h);
  if (!(size > 0)) return [];
  const loops = contours(ctx, shapes, size);
  if (!loops.length) return [];
  const { W, H, margin } = opt;
  const clamp = (p: TPoint): TPoint => [
    Math.min(Math.max(p[0], margin), W - margin),
    Math.min(Math.max(p[1], margin), H - margin),
  ];
  // the ground runs under the drawing, or, where the drawing already stands on a level line (a
  // wave's water, a range's foot), along that line: a second ground a little under it reads as
  // a step
  const base = box.y + box.h + (flatFoot(loops[0], box) ? 0 : size * 0.06);
  const tail = size * 0.28;
  const baseline = opt.standing !== false;
  // a tall drawing (a flower on its stem, an arrow)
  const tall = box.h > box.w * 1.6;
  // ...with breadth (a flower's head and leaves) is not ringed: an oval round all of it is an
  // egg (a circle round its middle, a speech bubble); its line sweeps round its side and foot,
  // open at the top. A line-slim one (an arrow) keeps the oval, which hugs it as a frame.
  const sweeps = tall && box.w > size * 0.3;
  // a line-slim drawing lying level (an arrow over its word): a ring round it would cross it or
  // the word, and tails off its barbs read as uneven barbs; the line starts and ends on it
  const level = box.w > box.h * 2.5;
  const variant = opt.variant;
  // the pen's short tails, sized to the drawing's breadth (a tall one's length would make them
  // strokes of their own)
  const flick = tall ? Math.max(box.w, size * 0.4) : size;
  const line: TPoint[] = [];
  const [main] = loops;
  const n = main.length;
  const trips = excursions(loops);
  // the pen runs in along the baseline and up into the main contour at its foot, or, for a thing
  // that floats, on a short tail from below left straight into its lower left
  const entry = nearestIn(main, baseline ? [box.x, base] : [box.x, box.y + box.h]);
  if (baseline)
    line.push(clamp([box.x - tail, base]), [Math.min(main[entry][0], box.x + box.w * 0.3), base]);
  else if (!level) line.push(clamp([main[entry][0] - flick * 0.07, main[entry][1] + flick * 0.05]));
  const visit = (i: number) => {
    line.push(main[i]);
    for (const t of trips.get(i) ?? []) line.push(...t);
  };
  for (let k = 0; k <= n; k++) visit((entry + k) % n);
  // then on round the contour (retracing it, so unseen) to where it is nearest the baseline
  const exit =
    variant === 2 && !level ? entry : nearestIn(main, [box.x + box.w * (baseline ? 0.5 : 1), base]);
  const fwd = (exit - entry + n) % n;
  if (fwd <= n - fwd) for (let k = 1; k <= fwd; k++) line.push(main[(entry + k) % n]);
  else for (let k = 1; k <= n - fwd; k++) line.push(main[(entry - k + n) % n]);
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  if (variant === 2 && !level) {
    // the pen leaves the drawing and circles it, open at the start: the frame is the same line
    const r = Math.min(size * 0.66, cx - margin, W - margin - cx, cy - margin, H - margin - cy);
    const [rx, ry] = sweeps
      ? [Math.min(box.w / 2 + size * 0.16, cx - margin), Math.min(box.h / 2, cy - margin)]
      : tall
        ? [
            Math.min(box.w / 2 + size * 0.24, cx - margin, W - margin - cx),
            Math.min(box.h / 2 + size * 0.06, cy - margin, H - margin - cy),
          ]
        : [r, r];
    // the sweep starts by the head, where the pen is, runs down the side, round under the foot
    // and part way up the other side: a frame broken open at the top
    const a0 = Math.PI * (sweeps ? 1.2 : 0.62);
    const sweep = Math.PI * (sweeps ? -1.3 : 1.78);
    const steps = 72;
    for (let i = 0; i <= steps; i++) {
      const a = a0 + (i / steps) * sweep;
      line.push([cx + rx * Math.cos(a), cy + ry * Math.sin(a)]);
    }
  } else if (baseline) {
    // along the baseline and out, as the ground the drawing stands on
    line.push([box.x + box.w * 0.5, base], [box.x + box.w + tail, base]);
  } else if (!level) {
    // a short flick off the lower right, as the pen lifts
    const [ex, ey] = line[line.length - 1];
    line.push([ex + flick * 0.07, ey + flick * 0.04]);
  }
  return simplify(chaikin(line.map(clamp)), ctx.mm(0.08));
}

/** The one-line drawing as a single stroked path. */
export function oneLineSvg(ctx: TCtx, shapes: TPath[], opt: TOneLineOptions): string {
  const pts = oneLinePoints(ctx, shapes, opt);
  if (pts.length < 2) return '';
  const d = `M${f1(pts[0][0])} ${f1(pts[0][1])}L${pts
    .slice(1)
    .map((p) => `${f1(p[0])} ${f1(p[1])}`)
    .join(' ')}`;
  return `<path data-line="one-line" d="${d}" fill="none" stroke="${ctx.palette.ink}" stroke-width="${sw(ctx.mm(ONE_LINE_MM))}" stroke-linejoin="round" stroke-linecap="round"/>`;
}

/** Drawings penned as open strokes of their own (TGenShape.strokes), in the one line's weight. */
export function penStrokesSvg(ctx: TCtx, strokes: TPath[]): string {
  if (!strokes.length) return '';
  return `<path data-line="pen" d="${toD(strokes.flat())}" fill="none" stroke="${ctx.palette.ink}" stroke-width="${sw(ctx.mm(ONE_LINE_MM))}" stroke-linejoin="round" stroke-linecap="round"/>`;
}
