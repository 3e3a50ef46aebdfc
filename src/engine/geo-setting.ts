// Geometric work's setting, varied per variation: fine sacred-geometry figures round the subject
// with dotwork laid into part of them (negative space against stipple), never a heavy card.
// v0 a hexagon on open skin; v1 a dotted double ring over a stippled band; v2 a diamond whose
// corners outside its circle are stippled; v3 a flat hexagon round a stippled disc.
import type { TCtx } from './context';
import { circleD, geometryFrame, line } from './ornaments';
import { f, P } from './scene';
import { pattern } from './tone';

/** A region filled with dotwork (even-odd, so a second subpath cuts it open). */
function stipple(ctx: TCtx, d: string, kind: 'dots' | 'dots-sparse' = 'dots'): string {
  return ctx.stencil ? '' : `<path d="${d}" fill="${pattern(ctx, kind)}" fill-rule="evenodd"/>`;
}

/** A regular polygon's outline. */
function polygonD(cx: number, cy: number, R: number, n: number, rot: number): string {
  let d = '';
  for (let i = 0; i < n; i++) {
    const a = rot + (i * 2 * Math.PI) / n;
    d += (i ? 'L' : 'M') + P(cx + R * Math.cos(a), cy + R * Math.sin(a));
  }
  return d + 'Z';
}

/** Two fine rings with a ring of dots between them and the four quarter marks outside. */
function dottedRing(ctx: TCtx, cx: number, cy: number, R: number): string {
  const mm = ctx.mm;
  const gap = Math.max(mm(3), ctx.detail * 4);
  let s =
    line(ctx, circleD(cx, cy, R), ctx.ornament) + line(ctx, circleD(cx, cy, R + gap), ctx.detail);
  const n = Math.max(24, Math.round((2 * Math.PI * (R + gap / 2)) / mm(3.2)));
  const dot = (x: number, y: number, r: number) =>
    ctx.stencil
      ? line(ctx, circleD(x, y, r))
      : `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${ctx.palette.ink}"/>`;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * 2 * Math.PI;
    s += dot(cx + (R + gap / 2) * Math.cos(a), cy + (R + gap / 2) * Math.sin(a), mm(0.55));
  }
  for (let k = 0; k < 4; k++) {
    const [c, si] = [Math.cos((k * Math.PI) / 2), Math.sin((k * Math.PI) / 2)];
    const [r0, r1] = [R + gap * 1.6, R * 1.2];
    s += line(ctx, `M${P(cx + r0 * c, cy + r0 * si)}L${P(cx + r1 * c, cy + r1 * si)}`, ctx.detail);
    s += dot(cx + r1 * c, cy + r1 * si, mm(1.4));
  }
  return s;
}

export function geometricSetting(
  ctx: TCtx,
  variant: number,
  cx: number,
  cy: number,
  S: number,
): string {
  const v = variant % 4;
  if (v === 1) {
    const R = S * 0.64;
    return stipple(ctx, circleD(cx, cy, R) + circleD(cx, cy, R * 0.8)) + dottedRing(ctx, cx, cy, R);
  }
  // a diamond's inscribed square is smaller than a hexagon's: it stands further out
  const [R, n, rot] = v === 2 ? [S * 0.74, 4, 0] : [S * 0.68, 6, v === 3 ? 0 : -Math.PI / 2];
  const frame = geometryFrame(ctx, cx, cy, R, n, rot);
  // the frame's inscribed circle (ornaments.ts) bounds the dotwork
  const gap = Math.max(ctx.mm(1.6), ctx.detail * 1.5);
  const inner = R * Math.cos(Math.PI / n) - gap - ctx.ornament;
  if (v === 2) return stipple(ctx, polygonD(cx, cy, R, n, rot) + circleD(cx, cy, inner)) + frame;
  if (v === 3) return stipple(ctx, circleD(cx, cy, inner), 'dots-sparse') + frame;
  return frame;
}
