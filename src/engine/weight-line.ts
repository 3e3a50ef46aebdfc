// Line weight that varies round a silhouette, as a tattooer pulls it: the outer contour swells on
// the shadow side (bottom right, where the engine's shading falls) and thins toward the light,
// tapering smoothly between the two. An even stroke cannot do this, so the extra weight is a
// filled ring between the shape's edge and an offset of it whose distance varies along the edge.
import { polygonArea, splitSubpaths, type TPath, type TPoint } from './path';

const f1 = (n: number) => String(Math.round(n * 10) / 10);

/** One closed subpath as a polyline, points about `step` apart (curves sampled, not chords). */
export function flatten(sub: TPath, step: number): TPoint[] {
  const pts: TPoint[] = [];
  let cur: TPoint = [0, 0];
  let start: TPoint = [0, 0];
  const push = (p: TPoint) => {
    const last = pts[pts.length - 1];
    if (!last || Math.hypot(p[0] - last[0], p[1] - last[1]) > 1e-6) pts.push(p);
  };
  const line = (to: TPoint) => {
    const n = Math.max(1, Math.ceil(Math.hypot(to[0] - cur[0], to[1] - cur[1]) / step));
    for (let i = 1; i <= n; i++)
      push([cur[0] + ((to[0] - cur[0]) * i) / n, cur[1] + ((to[1] - cur[1]) * i) / n]);
    cur = to;
  };
  for (const s of sub) {
    if (s.c === 'M') {
      cur = start = [s.p[0], s.p[1]];
      push(cur);
    } else if (s.c === 'L') line([s.p[0], s.p[1]]);
    else if (s.c === 'Z') line(start);
    else {
      const ctrl = s.p;
      const end: TPoint = [ctrl[ctrl.length - 2], ctrl[ctrl.length - 1]];
      // the control polygon's length bounds the curve's, so this many steps is never too few
      let hull = 0;
      let prev = cur;
      for (let i = 0; i < ctrl.length; i += 2) {
        hull += Math.hypot(ctrl[i] - prev[0], ctrl[i + 1] - prev[1]);
        prev = [ctrl[i], ctrl[i + 1]];
      }
      const n = Math.max(2, Math.ceil(hull / step));
      const p0 = cur;
      // quadratics are raised to cubics so one formula samples both
      const [c1x, c1y, c2x, c2y] =
        s.c === 'C'
          ? s.p
          : [
              p0[0] + (2 / 3) * (s.p[0] - p0[0]),
              p0[1] + (2 / 3) * (s.p[1] - p0[1]),
              end[0] + (2 / 3) * (s.p[0] - end[0]),
              end[1] + (2 / 3) * (s.p[1] - end[1]),
            ];
      for (let i = 1; i <= n; i++) {
        const t = i / n;
        const u = 1 - t;
        const b0 = u * u * u;
        const b1 = 3 * u * u * t;
        const b2 = 3 * u * t * t;
        const b3 = t * t * t;
        push([
          b0 * p0[0] + b1 * c1x + b2 * c2x + b3 * end[0],
          b0 * p0[1] + b1 * c1y + b2 * c2y + b3 * end[1],
        ]);
      }
      cur = end;
    }
  }
  // a closed outline repeats its first point at the end: drop it so neighbours wrap cleanly
  const a = pts[0];
  const b = pts[pts.length - 1];
  if (pts.length > 1 && Math.hypot(a[0] - b[0], a[1] - b[1]) < 1e-6) pts.pop();
  return pts;
}

export interface TWeight {
  /** visible contour width on the lit side, user units (the even stroke underneath gives it) */
  thin: number;
  /** visible contour width at the deepest shadow, user units */
  thick: number;
  /** direction the light comes from; the opposite side gets the weight. Default: top left */
  light?: TPoint;
  /** how far along the edge the weight is smoothed, user units (irons out icon jaggies) */
  smooth: number;
}

/** How heavy the line is at a point whose outward normal is `n`: 0 facing the light, 1 in
 *  the deepest shadow, an eased ramp between so the line tapers rather than steps. */
export function shadowWeight(n: TPoint, light: TPoint): number {
  const len = Math.hypot(light[0], light[1]) || 1;
  const dot = -(n[0] * light[0] + n[1] * light[1]) / len;
  const t = Math.min(1, Math.max(0, (dot + 0.25) / 1.15));
  return t * t * (3 - 2 * t);
}

/**
 * Ring path (nonzero fill) holding the extra contour weight for each closed subpath whose
 * winding is `sign` (the outer shapes; cut-outs keep the finer detail line). Each ring runs from
 * the shape's edge out to `thin + (thick - thin) * shadowWeight`, so it adds nothing on the lit
 * side and swells toward the shadow.
 */
export function weightedContour(outer: TPath, w: TWeight): string {
  const light = w.light ?? [-1, -1];
  // a point every half smoothing length: enough for a smooth ring, few enough to stay fast
  const step = Math.max(w.smooth / 2, 0.5);
  let d = '';
  for (const sub of splitSubpaths(outer)) {
    const pts = flatten(sub, step);
    const n = pts.length;
    if (n < 3) continue;
    const a = polygonArea(pts);
    if (Math.abs(a) < 1e-3) continue;
    // outward normal from a tangent across a window, so tiny icon notches do not flip it
    const k = Math.max(1, Math.min(Math.floor(n / 6), Math.round(w.smooth / step)));
    const out = Math.sign(a);
    const ring: TPoint[] = [];
    for (let i = 0; i < n; i++) {
      const p = pts[(i - k + n) % n];
      const q = pts[(i + k) % n];
      const tx = q[0] - p[0];
      const ty = q[1] - p[1];
      const tl = Math.hypot(tx, ty) || 1;
      // for a positive-area (clockwise on screen) outline the outside is to the left of travel
      const nrm: TPoint = [(out * ty) / tl, (-out * tx) / tl];
      const dist = w.thin + (w.thick - w.thin) * shadowWeight(nrm, light);
      ring.push([pts[i][0] + nrm[0] * dist, pts[i][1] + nrm[1] * dist]);
    }
    // the offset outline, then the edge itself the other way round: only the band between fills
    d += 'M' + ring.map(([x, y]) => `${f1(x)} ${f1(y)}`).join('L') + 'Z';
    d +=
      'M' +
      [...pts]
        .reverse()
        .map(([x, y]) => `${f1(x)} ${f1(y)}`)
        .join('L') +
      'Z';
  }
  return d;
}
