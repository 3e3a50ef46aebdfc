// Realism's gripping hand painted in smooth black and grey (geometry in realism-hand-grip.ts and
// realism-hand-grip-fingers.ts). The washed silhouette with stepped tone patches read as stacked
// slabs under a grainy texture; here every finger segment is a tapering rounded tube shaded
// across its axis by a gradient (lit top, shadowed underside), so it reads as a cylinder, the
// knuckles are soft lit caps, the creases and the gaps between fingers thin dark lines, the
// thumb a clear tapering form lying over the stem with its nail, and the forearm fades out into
// skin. Opaque inside the silhouette, so the stem drawn under it is hidden where the hand wraps it.
import type { TCtx } from './context';
import { ellipse } from './creatures';
import { blurFilter, grey } from './grey-wash';
import type { TBox } from './path';
import type { TPt } from './realism-kit';

const BOX: TBox = { x: 60, y: 100, w: 460, h: 440 };
const f1 = (v: number) => (Math.round(v * 10) / 10).toString();
const P = ([x, y]: TPt) => `${f1(x)} ${f1(y)}`;

/** A tapering tube with round ends from a (radius ra) to b (radius rb), as a closed path. */
export function tube(a: TPt, b: TPt, ra: number, rb: number): string {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const ang = Math.atan2(dy, dx);
  const pts: TPt[] = [];
  const n = 10;
  // round end at b: from its left side round the front to its right side
  for (let k = 0; k <= n; k++) {
    const t = ang - Math.PI / 2 + (k / n) * Math.PI;
    pts.push([b[0] + Math.cos(t) * rb, b[1] + Math.sin(t) * rb]);
  }
  for (let k = 0; k <= n; k++) {
    const t = ang + Math.PI / 2 + (k / n) * Math.PI;
    pts.push([a[0] + Math.cos(t) * ra, a[1] + Math.sin(t) * ra]);
  }
  return `M${pts.map(P).join('L')}Z`;
}

/** A gradient across a tube from a to b: lit on the side toward the light (up), its underside
 *  dark, a faint reflected light at the very edge so it turns away rather than ends. */
function across(ctx: TCtx, a: TPt, b: TPt, r: number, lit: number, dark: number): string {
  const id = ctx.nextId('hg');
  const m: TPt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  // the normal pointing up (toward the light)
  let [nx, ny] = [-(b[1] - a[1]) / l, (b[0] - a[0]) / l];
  if (ny > 0) [nx, ny] = [-nx, -ny];
  const stops: [number, number][] = [
    [0, lit + 0.12],
    [0.22, lit],
    [0.55, (lit + dark) / 2],
    [0.88, dark],
    [1, dark - 0.1],
  ];
  ctx.defs.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f1(m[0] + nx * r)}" y1="${f1(m[1] + ny * r)}" x2="${f1(m[0] - nx * r)}" y2="${f1(m[1] - ny * r)}">` +
      stops
        .map(
          ([o, t]) =>
            `<stop offset="${o}" stop-color="${grey(ctx, Math.max(0, Math.min(1, t)))}"/>`,
        )
        .join('') +
      '</linearGradient>',
  );
  return id;
}

/** A shaded tube. */
function form(ctx: TCtx, a: TPt, b: TPt, ra: number, rb: number, lit: number, dark: number) {
  const g = across(ctx, a, b, Math.max(ra, rb), lit, dark);
  return `<path d="${tube(a, b, ra, rb)}" fill="url(#${g})"/>`;
}

/** Soft patches [cx, cy, rx, ry, t, deg] under one blur. */
function soft(ctx: TCtx, list: number[][], sigma: number): string {
  const f = blurFilter(ctx, BOX, sigma);
  const p = list.map(([x, y, rx, ry, t, deg = 0]) => {
    const rot = deg ? ` transform="rotate(${f1(deg)} ${f1(x)} ${f1(y)})"` : '';
    return `<path d="${ellipse(x, y, rx, ry)}" fill="${grey(ctx, t)}"${rot}/>`;
  });
  return `<g filter="url(#${f})">${p.join('')}</g>`;
}

/** A line of tapering width along a quadratic curve, as a filled path (a crease, a seam). */
export function crease(a: TPt, c: TPt, b: TPt, w: number): string {
  const q = (t: number): TPt => [
    (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * c[0] + t * t * b[0],
    (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * c[1] + t * t * b[1],
  ];
  const n = 12;
  const left: TPt[] = [];
  const right: TPt[] = [];
  for (let k = 0; k <= n; k++) {
    const t = k / n;
    const [p0, p1] = [q(Math.max(0, t - 0.01)), q(Math.min(1, t + 0.01))];
    const l = Math.hypot(p1[0] - p0[0], p1[1] - p0[1]) || 1;
    const hw = (w / 2) * Math.sin(Math.PI * (0.08 + t * 0.84));
    const p = q(t);
    const [nx, ny] = [(-(p1[1] - p0[1]) / l) * hw, ((p1[0] - p0[0]) / l) * hw];
    left.push([p[0] + nx, p[1] + ny]);
    right.unshift([p[0] - nx, p[1] - ny]);
  }
  return `M${[...left, ...right].map(P).join('L')}Z`;
}

export { f1, soft, form };
