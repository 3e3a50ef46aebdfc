// A gothic cathedral window for blackwork: the whole window inked black and its tracery cut out
// of it as skin (the frame's moulding, the rose's ring, spokes and foils, the lancets' outlines
// and their leading), as a window reads against the light. The drawing is built as nested
// layers of alternating winding (+1 ink, -1 skin, +1 ink ...), so a skin line is the band
// between two offsets of one shape and every piece stays a plain closed path.
import type { TGenShape } from './gen-shape';

const f = (n: number) => Math.round(n * 10) / 10;
const P = (x: number, y: number) => `${f(x)} ${f(y)}`;

/** An equilateral pointed arch over x0..x1 springing at `spring`, offset inward by `t`
 *  (same arc centres, so the offsets run parallel), down to `base`. */
function arch(x0: number, x1: number, spring: number, base: number, t = 0): string {
  const w = x1 - x0;
  const R = w - t;
  const apex = spring - Math.sqrt(R * R - (w / 2) ** 2);
  const [a, b] = [x0 + t, x1 - t];
  return `M${P(a, base)}L${P(a, spring)}A${f(R)} ${f(R)} 0 0 1 ${P((x0 + x1) / 2, apex)}A${f(R)} ${f(R)} 0 0 1 ${P(b, spring)}L${P(b, base)}Z`;
}

function circle(cx: number, cy: number, r: number): string {
  return `M${P(cx - r, cy)}A${f(r)} ${f(r)} 0 1 1 ${P(cx + r, cy)}A${f(r)} ${f(r)} 0 1 1 ${P(cx - r, cy)}Z`;
}

function rect(x0: number, y0: number, x1: number, y1: number): string {
  return `M${P(x0, y0)}L${P(x1, y0)}L${P(x1, y1)}L${P(x0, y1)}Z`;
}

/** A bar of width t from one point to another (a spoke of the rose). */
function spoke(cx: number, cy: number, r0: number, r1: number, a: number, t: number): string {
  const [c, s] = [Math.cos(a), Math.sin(a)];
  const [nx, ny] = [(-s * t) / 2, (c * t) / 2];
  const p = (r: number, k: number) => P(cx + c * r + nx * k, cy + s * r + ny * k);
  return `M${p(r0, 1)}L${p(r1, 1)}L${p(r1, -1)}L${p(r0, -1)}Z`;
}

/** A small foiled opening: a skin ring round a black eye (hole then piece). */
function foil(cx: number, cy: number, r: number): { d: string; holes: string } {
  return { d: circle(cx, cy, r * 0.5), holes: circle(cx, cy, r) };
}

type TPt = [number, number];

/** A convex polygon clipped to a rectangle (Sutherland-Hodgman, one edge at a time). */
function clipToRect(poly: TPt[], x0: number, y0: number, x1: number, y1: number): TPt[] {
  const edges: [(p: TPt) => boolean, (a: TPt, b: TPt) => TPt][] = [
    [(p) => p[0] >= x0, (a, b) => cut(a, b, 0, x0)],
    [(p) => p[0] <= x1, (a, b) => cut(a, b, 0, x1)],
    [(p) => p[1] >= y0, (a, b) => cut(a, b, 1, y0)],
    [(p) => p[1] <= y1, (a, b) => cut(a, b, 1, y1)],
  ];
  let out = poly;
  for (const [inside, meet] of edges) {
    const src = out;
    out = [];
    src.forEach((p, i) => {
      const q = src[(i + 1) % src.length];
      if (inside(p)) out.push(p);
      if (inside(p) !== inside(q)) out.push(meet(p, q));
    });
  }
  return out;
}

function cut(a: TPt, b: TPt, axis: 0 | 1, v: number): TPt {
  const t = (v - a[axis]) / (b[axis] - a[axis]);
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

/** Diamond panes filling a rectangle, `gap` of leading (skin) between them, two across. */
function quarries(x0: number, y0: number, x1: number, y1: number, gap: number): string {
  const cw = (x1 - x0) / 2;
  const ch = cw * 1.5;
  const [hw, hh] = [cw / 2 - gap * 0.7, ch / 2 - gap * 0.9];
  let s = '';
  for (let row = -1; row * (ch / 2) < y1 - y0 + ch; row++)
    for (let col = -1; col < 4; col++) {
      const cx = x0 + col * cw + (row % 2 ? cw / 2 : 0);
      const cy = y0 + row * (ch / 2);
      const poly = clipToRect(
        [
          [cx, cy - hh],
          [cx + hw, cy],
          [cx, cy + hh],
          [cx - hw, cy],
        ],
        x0,
        y0,
        x1,
        y1,
      );
      if (poly.length < 3) continue;
      s += `M${poly.map((p) => P(...p)).join('L')}Z`;
    }
  return s;
}

export function gothicWindow(): TGenShape {
  const [X0, X1, SPRING, BASE] = [96, 416, 300, 478];
  let d = '';
  let holes = '';
  // the frame: a black rim, a skin moulding line, a broad black jamb, a skin line, then glass
  const offsets = [0, 14, 23, 40, 49];
  offsets.forEach((t, i) => {
    const a = arch(X0, X1, SPRING, BASE - t * 0.55, t);
    if (i % 2 === 0) d += a;
    else holes += a;
  });
  // a finial on the apex and a sill under the foot, so it reads as built stone
  d += `M${P(256, 0)}L${P(268, 30)}L${P(244, 30)}Z` + circle(256, 30, 9);
  d += rect(78, BASE + 7, 434, BASE + 26);
  // the rose: a skin ring, a hub, eight spokes and eight foils between them
  const [RX, RY, RR] = [256, 172, 62];
  holes += circle(RX, RY, RR);
  d += circle(RX, RY, RR - 9);
  holes += circle(RX, RY, 17);
  d += circle(RX, RY, 10);
  for (let k = 0; k < 8; k++) {
    const a = (k * Math.PI) / 4;
    holes += spoke(RX, RY, 17, RR - 9, a, 8);
    const o = foil(RX + Math.cos(a + Math.PI / 8) * 38, RY + Math.sin(a + Math.PI / 8) * 38, 8);
    d += o.d;
    holes += o.holes;
  }
  // two lancets, each outlined in skin, a trefoil-like eye in its head and leading across it
  const LB = 440;
  for (const [x0, x1] of [
    [156, 250],
    [262, 356],
  ]) {
    holes += arch(x0, x1, 336, LB);
    // the head is one pane with a foil in it; below, diamond quarries with leading between
    d += arch(x0, x1, 336, 346, 8);
    const apex = 336 - Math.sqrt(94 ** 2 - 47 ** 2);
    const o = foil((x0 + x1) / 2, apex + 40, 12);
    d += o.d;
    holes += o.holes;
    d += quarries(x0 + 8, 353, x1 - 8, LB - 8, 5.5);
  }
  // a foil in the spandrel between the lancet heads, under the rose
  const o = foil(256, 268, 9);
  d += o.d;
  holes += o.holes;
  return { d, holes, carved: true };
}
