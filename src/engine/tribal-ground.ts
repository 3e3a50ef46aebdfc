// A tribal variation's setting, in Polynesian banding rather than a stock card: v1 and v3 ring
// the piece with an oval band (shark teeth between double lines, spearheads on v3), v2 sets a
// band of teeth across its top and bottom, v0 leaves the skin open. Stencils get outlines.
import { sw, type TCtx } from './context';
import { bandD, CELL_ASPECT, ringMap, straightMap, stripeD, type TBandKind } from './polynesian';
import { stencilLine } from './treat';

function paint(ctx: TCtx, d: string): string {
  if (!ctx.stencil) return `<path d="${d}" fill="${ctx.palette.ink}"/>`;
  return `<path d="${d}" fill="none" stroke="${ctx.palette.ink}" stroke-width="${sw(stencilLine(ctx))}" stroke-linejoin="round"/>`;
}

/** The band's measures: shared with layout.ts, which sizes a ringed subject to the oval's inside. */
export function tribalBand(ctx: Pick<TCtx, 'mm'>, W: number, H: number, margin: number) {
  const inset = margin + ctx.mm(2);
  const h = Math.min(Math.max(Math.min(W, H) * 0.055, ctx.mm(5)), ctx.mm(9));
  const line = Math.max(ctx.mm(1), h * 0.18);
  const gap = Math.max(ctx.mm(1.5), line);
  const rx = W / 2 - inset;
  // the oval hugs its subject: on a long placement (a calf) it stops short of the canvas ends
  // rather than stretching into a long empty loop above and below a small motif
  const ry = Math.min(H / 2 - inset, rx * 1.32);
  const thick = 2 * line + 2 * gap + h;
  return { inset, h, line, gap, rx, ry, thick };
}

/** The half-width inside a tribal oval band: a ringed subject spans most of it. */
export function tribalInnerHalf(ctx: Pick<TCtx, 'mm'>, W: number, H: number, margin: number) {
  const b = tribalBand(ctx, W, H, margin);
  return Math.min(b.rx, b.ry) - b.thick;
}

/** Whether variation 2 sets its strips of teeth: not round a tribal scorpion, whose legs and
 *  curled tail between two straight strips read as a framed banner, not a tribal piece (judged);
 *  it sits on open skin there. */
export const tribalStrips = (variant: number, main?: string) =>
  variant === 2 && main !== 'scorpion-tribal';

export function tribalGround(
  ctx: TCtx,
  variant: number,
  W: number,
  H: number,
  margin: number,
  /** the main subject's motif id */
  main?: string,
): string {
  if (variant === 0 || (variant === 2 && !tribalStrips(variant, main))) return '';
  const { inset, h, line, gap, rx, ry } = tribalBand(ctx, W, H, margin);
  if (variant === 2) {
    // a strip of teeth across the top and the bottom, hanging from a border line
    const len = W - 2 * inset;
    const n = Math.max(4, Math.round(len / (h * CELL_ASPECT.teeth)));
    let d = '';
    for (const [y, down] of [
      [inset, true],
      [H - inset - line - gap - h, false],
    ] as const) {
      const border = straightMap(inset, down ? y : y + h + gap, len, line, 1);
      d += stripeD(border, 1, 0, 1);
      d += bandD(
        'teeth',
        straightMap(inset, down ? y + line + gap : y, len, h, n),
        n,
        len / n / h,
        !down,
      );
    }
    return paint(ctx, d);
  }
  // an oval band filling the placement: line, teeth (or spearheads), line
  const kind: TBandKind = variant === 3 ? 'spearheads' : 'teeth';
  const R = Math.min(rx, ry);
  const ring = (r0: number, r1: number, n: number) =>
    ringMap(W / 2, H / 2, r0, r1, n, rx / R, ry / R);
  const circ = Math.PI * (rx + ry);
  const n = Math.max(12, Math.round(circ / (h * CELL_ASPECT[kind])));
  let d = stripeD(ring(R - line, R, n), n, 0, 1);
  d += bandD(kind, ring(R - line - gap - h, R - line - gap, n), n, circ / n / h, true);
  d += stripeD(ring(R - 2 * line - 2 * gap - h, R - line - 2 * gap - h, n), n, 0, 1);
  return paint(ctx, d);
}
