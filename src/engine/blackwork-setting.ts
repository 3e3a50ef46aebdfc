// Blackwork's setting behind the subject, varied per variation and subject: a solid black disc or
// crescent the subject stands out of (its paper halo keeps it readable), a dotwork halo fading
// into the skin, a bold ornamental ring, the petal rosette, or open skin. Each one hugs the
// subject, so the subject stays the dominant element and no empty frame rings it.
import { sw, type TCtx } from './context';
import { blackworkFrame, circleD, inked, line } from './ornaments';
import { f, P } from './scene';

export type TBlackworkSetting = 'disc' | 'crescent' | 'halo' | 'ring' | 'rosette' | 'open';

const KINDS: readonly TBlackworkSetting[] = ['disc', 'halo', 'crescent', 'ring', 'rosette', 'open'];

/** A small stable hash of the subject's id, so two subjects in the same variation differ. */
function idHash(id: string): number {
  let h = 0;
  for (const c of id) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h;
}

/** Which setting a variation of a subject gets: the four variations of one subject all differ. */
export function blackworkSettingKind(variant: number, subjectId = ''): TBlackworkSetting {
  // a crescent behind a crescent moon only doubles it
  const kinds = subjectId === 'moon' ? KINDS.filter((k) => k !== 'crescent') : KINDS;
  return kinds[(variant + idHash(subjectId)) % kinds.length];
}

/** How far the setting reaches from the centre, as a multiple of the motif box side. */
export function blackworkReach(kind: TBlackworkSetting): number {
  return { disc: 0.6, crescent: 0.62, halo: 0.7, ring: 0.66, rosette: 0.72, open: 0.52 }[kind];
}

const pol = (cx: number, cy: number, r: number, a: number): [number, number] => [
  cx + r * Math.cos(a),
  cy + r * Math.sin(a),
];

/** Dots on a circle, at least `gap` of skin apart. */
function dotRing(ctx: TCtx, cx: number, cy: number, r: number, dr: number, gap: number): string {
  const k = Math.max(6, Math.floor((2 * Math.PI * r) / (2 * dr + gap)));
  let s = '';
  for (let i = 0; i < k; i++) {
    const p = pol(cx, cy, r, (i * 2 * Math.PI) / k);
    s += `<circle cx="${f(p[0])}" cy="${f(p[1])}" r="${f(dr)}" fill="${ctx.palette.ink}"/>`;
  }
  return s;
}

/** A solid black disc behind the subject, a fine ring and a dot ring round it. */
function disc(ctx: TCtx, cx: number, cy: number, S: number): string {
  const r = S * 0.48;
  if (ctx.stencil) return line(ctx, circleD(cx, cy, r)) + line(ctx, circleD(cx, cy, S * 0.56));
  return (
    `<path d="${circleD(cx, cy, r)}" fill="${ctx.palette.ink}"/>` +
    line(ctx, circleD(cx, cy, S * 0.54), ctx.detail) +
    dotRing(ctx, cx, cy, S * 0.58, ctx.mm(0.55), ctx.mm(1.8))
  );
}

/** A black crescent hugging the subject's upper side, the open side toward its foot. */
function crescent(ctx: TCtx, cx: number, cy: number, S: number, flip: number): string {
  const R = S * 0.6;
  const r = S * 0.5;
  const ox = cx + flip * S * 0.07;
  const oy = cy + S * 0.1;
  const d = `${circleD(cx, cy, R)}${circleD(ox, oy, r)}`;
  if (ctx.stencil) return inked(ctx, d, 'none');
  let s = `<path d="${d}" fill="${ctx.palette.ink}" fill-rule="evenodd"/>`;
  // a trail of shrinking dots off the horns of the crescent
  for (const side of [-1, 1]) {
    let dr = ctx.mm(1.3);
    for (let i = 0; i < 4; i++) {
      const a = Math.PI / 2 + side * (0.55 + i * 0.2);
      const p = pol(cx, cy, R - S * 0.04, a);
      s += `<circle cx="${f(p[0])}" cy="${f(p[1])}" r="${f(dr)}" fill="${ctx.palette.ink}"/>`;
      dr *= 0.75;
    }
  }
  return s;
}

/** Dotwork halo: rings of dots packed densest by the subject, thinning into the skin. */
function halo(ctx: TCtx, cx: number, cy: number, S: number): string {
  if (ctx.stencil) return line(ctx, circleD(cx, cy, S * 0.5), ctx.detail);
  let s = '';
  const rings = 6;
  for (let i = 0; i < rings; i++) {
    const t = i / (rings - 1);
    const r = S * (0.44 + 0.24 * t);
    const dr = ctx.mm(1.1 - 0.65 * t);
    s += dotRing(ctx, cx, cy, r, dr, ctx.mm(1.5 + 3.5 * t));
  }
  return s;
}

/** A bold black band round the subject, skin dots cut into it, fine rings and ticks outside. */
function ring(ctx: TCtx, cx: number, cy: number, S: number): string {
  const r = S * 0.56;
  const band = Math.max(ctx.mm(4), S * 0.06);
  if (ctx.stencil)
    return line(ctx, circleD(cx, cy, r - band / 2)) + line(ctx, circleD(cx, cy, r + band / 2));
  const ink = ctx.palette.ink;
  let s = `<path d="${circleD(cx, cy, r)}" fill="none" stroke="${ink}" stroke-width="${sw(band)}"/>`;
  const k = Math.floor((2 * Math.PI * r) / (band * 1.6));
  for (let i = 0; i < k; i++) {
    const p = pol(cx, cy, r, (i * 2 * Math.PI) / k);
    s += `<circle cx="${f(p[0])}" cy="${f(p[1])}" r="${f(band * 0.22)}" fill="${ctx.palette.paper}"/>`;
  }
  const r2 = r + band / 2 + ctx.mm(2);
  s += line(ctx, circleD(cx, cy, r2), ctx.detail);
  for (let i = 0; i < k; i += 2) {
    const a = ((i + 0.5) * 2 * Math.PI) / k;
    s += line(ctx, `M${P(...pol(cx, cy, r2, a))}L${P(...pol(cx, cy, S * 0.65, a))}`, ctx.detail);
  }
  return s;
}

/** The setting behind a blackwork subject of side S centred at (cx, cy). */
export function blackworkSetting(
  ctx: TCtx,
  kind: TBlackworkSetting,
  cx: number,
  cy: number,
  S: number,
  petals: number,
  flip: number,
): string {
  switch (kind) {
    case 'disc':
      return disc(ctx, cx, cy, S);
    case 'crescent':
      return crescent(ctx, cx, cy, S, flip);
    case 'halo':
      return halo(ctx, cx, cy, S);
    case 'ring':
      return ring(ctx, cx, cy, S);
    case 'rosette':
      return blackworkFrame(ctx, cx, cy, S * 0.54, S * 0.68, petals);
    case 'open':
      return '';
  }
}
