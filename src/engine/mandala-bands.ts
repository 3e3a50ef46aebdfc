// A mandala piece grows outward in concentric bands: petal rings, dot rings, rays and fine
// circles, alternating so each ring reads apart from the next. On a large canvas (a back piece)
// the bands carry on until the room is filled, as mandala work is sized to the body.
import type { TCtx } from './context';
import { circleD, line, mandalaRing } from './ornaments';
import { f, P } from './scene';

const pol = (cx: number, cy: number, r: number, a: number): [number, number] => [
  cx + r * Math.cos(a),
  cy + r * Math.sin(a),
];

function dotRing(ctx: TCtx, cx: number, cy: number, r: number, n: number, dr: number): string {
  let s = '';
  for (let i = 0; i < n; i++) {
    const [x, y] = pol(cx, cy, r, (i * 2 * Math.PI) / n);
    s += ctx.stencil
      ? line(ctx, circleD(x, y, dr))
      : `<circle cx="${f(x)}" cy="${f(y)}" r="${f(dr)}" fill="${ctx.palette.ink}"/>`;
  }
  return s;
}

function rayRing(ctx: TCtx, cx: number, cy: number, r0: number, r1: number, n: number): string {
  let d = '';
  for (let i = 0; i < n; i++) {
    const a = (i * 2 * Math.PI) / n;
    d += `M${P(...pol(cx, cy, r0, a))}L${P(...pol(cx, cy, r1, a))}`;
  }
  return line(ctx, d, ctx.detail);
}

/** Bands from r0 out to r1 round (cx, cy); petal counts double outward as the rings widen. */
export function mandalaBands(
  ctx: TCtx,
  cx: number,
  cy: number,
  r0: number,
  r1: number,
  fill: string,
): string {
  const gap = ctx.mm(2.5);
  let s = line(ctx, circleD(cx, cy, r0), ctx.ornament);
  let r = r0;
  let n = 12;
  for (let band = 0; r + gap * 2 < r1; band++) {
    const width = Math.min(r1 - r, Math.max(ctx.mm(9), r * 0.2));
    const kind = band % 3;
    if (kind === 0) {
      // petals, with the ring's own dot row just beyond their tips
      s += mandalaRing(ctx, cx, cy, r + gap, r + width - ctx.mm(4), n, fill);
    } else if (kind === 1) {
      s += rayRing(ctx, cx, cy, r + gap, r + width * 0.55, n * 2);
      s += dotRing(ctx, cx, cy, r + width * 0.78, n * 2, Math.max(ctx.mm(1), width * 0.06));
    } else {
      s += dotRing(ctx, cx, cy, r + width * 0.3, n * 3, Math.max(ctx.mm(0.7), width * 0.035));
      s += line(ctx, circleD(cx, cy, r + width * 0.6), ctx.detail);
    }
    r += width;
    s += line(ctx, circleD(cx, cy, r), band % 2 ? ctx.ornament : ctx.detail);
    n = Math.min(48, Math.round(n * 1.5));
  }
  return s;
}
