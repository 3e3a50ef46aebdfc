// Drawing parts of a Japanese background (irezumi): wind bars, kumo cloud bands, curling wave
// crests with foam claws and whirlpools (fire is in japanese-fire.ts). Each part is a closed,
// inked shape; a stencil keeps only the contours. Positions and sizes come in user units from
// japanese.ts.
import { sw, type TCtx } from './context';
import { circleD, inked, line } from './ornaments';
import { f, P } from './scene';

type TPt = [number, number];

/** A tapered wind bar: a crescent along a bent chord from p0 to p1, `thick` wide in the middle. */
export function windBarD(p0: TPt, p1: TPt, bend: number, thick: number): string {
  const [dx, dy] = [p1[0] - p0[0], p1[1] - p0[1]];
  const len = Math.hypot(dx, dy) || 1;
  const [nx, ny] = [-dy / len, dx / len];
  const c: TPt = [(p0[0] + p1[0]) / 2 + nx * bend * len, (p0[1] + p1[1]) / 2 + ny * bend * len];
  const outer: TPt = [c[0] + nx * thick, c[1] + ny * thick];
  const inner: TPt = [c[0] - nx * thick, c[1] - ny * thick];
  return `M${P(...p0)}Q${P(...outer)} ${P(...p1)}Q${P(...inner)} ${P(...p0)}Z`;
}

/** A kumo cloud band: a row of puffs on a flat base with a streaming tail, curls in each puff.
 *  The puffs are merged under one contour: ink rings first, then the fills over them. */
export function cloudBand(
  ctx: TCtx,
  x: number,
  y: number,
  len: number,
  h: number,
  dir: 1 | -1,
  fill: string,
): string {
  const n = Math.max(3, Math.round(len / (h * 0.75)));
  const puffs: [number, number, number][] = [];
  let px = x;
  for (let k = 0; k < n; k++) {
    const t = k / (n - 1);
    // the head puff is the biggest; the rest shrink toward the tail and overlap
    const r = h * (k === 0 ? 0.7 : (0.55 - 0.25 * t) * (k % 2 ? 0.82 : 1));
    puffs.push([px, y - r * 0.3, r]);
    px += dir * r * 1.25;
  }
  const baseH = h * 0.42;
  const x0 = x;
  const x1 = x + dir * len;
  // the base: flat under the puffs, thinning to a point as the tail streams away
  const base = `M${P(x0, y - baseH * 0.2)}L${P(x0, y + baseH * 0.6)}Q${P(x + dir * len * 0.6, y + baseH * 1.05)} ${P(x1, y + baseH * 0.2)}Q${P(x + dir * len * 0.6, y - baseH * 0.2)} ${P(x0, y - baseH * 0.2)}Z`;
  const shapes = [base, ...puffs.map(([px, py, r]) => circleD(px, py, r))];
  let s = '';
  if (ctx.stencil) s += shapes.map((d) => inked(ctx, d, 'none')).join('');
  else {
    const ring = sw(ctx.ornament * 2);
    s += shapes
      .map(
        (d) =>
          `<path d="${d}" fill="${ctx.palette.ink}" stroke="${ctx.palette.ink}" stroke-width="${ring}" stroke-linejoin="round"/>`,
      )
      .join('');
    s += shapes.map((d) => `<path d="${d}" fill="${fill}"/>`).join('');
  }
  // a spiral in the head puff, a scroll curl in each of the others and a streak along the tail
  const [hx, hy, hr] = puffs[0];
  let spiral = '';
  for (let i = 0; i <= 20; i++) {
    const a = (i / 20) * 3.6 * Math.PI * dir + Math.PI / 2;
    const rr = hr * (0.62 - 0.5 * (i / 20));
    spiral += `${i ? 'L' : 'M'}${P(hx + rr * Math.cos(a), hy + rr * Math.sin(a))}`;
  }
  s += line(ctx, spiral, ctx.detail);
  for (const [cx, cy, r] of puffs.slice(1))
    s += line(
      ctx,
      `M${P(cx - dir * r * 0.55, cy + r * 0.3)}A${f(r * 0.5)} ${f(r * 0.5)} 0 1 ${dir === 1 ? 1 : 0} ${P(cx + dir * r * 0.3, cy + r * 0.4)}`,
      ctx.detail,
    );
  s += line(
    ctx,
    `M${P(x + dir * len * 0.35, y + baseH * 0.55)}Q${P(x + dir * len * 0.65, y + baseH * 0.7)} ${P(x + dir * len * 0.92, y + baseH * 0.25)}`,
    ctx.detail,
  );
  return s;
}

/** A curling wave crest, a comma of water: its tail trails back from (bx, by) against dir, the
 *  body swells `h` high and the lip curls over toward dir into foam claws. `w` is the length
 *  from tail to lip. Ink flow lines follow the back; the curl's tip is foam white. */
export function waveCrest(
  ctx: TCtx,
  bx: number,
  by: number,
  w: number,
  h: number,
  dir: 1 | -1,
  blue: string,
  foam: string,
): string {
  // u runs 0 (tail) .. 1 (lip) along dir, v up from the tail's height
  const p = (u: number, v: number) => P(bx + dir * u * w, by - v * h);
  let d = `M${p(0, 0)}C${p(0.35, 0.1)} ${p(0.5, 0.95)} ${p(0.78, 1)}C${p(0.92, 1.02)} ${p(1.02, 0.88)} ${p(1, 0.74)}`;
  // claws: fingers of foam reaching forward and down from the lip, back toward the hollow
  const claws = 4;
  for (let k = 0; k < claws; k++) {
    const t = (k + 1) / claws;
    const tip = [1.02 - 0.2 * t, 0.62 - 0.2 * t] as const;
    const notch = [0.93 - 0.18 * t, 0.7 - 0.16 * t] as const;
    d += `Q${p(tip[0] + 0.03, tip[1] + 0.1)} ${p(tip[0], tip[1])}Q${p(notch[0], notch[1] - 0.04)} ${p(notch[0], notch[1])}`;
  }
  // the hollow under the lip, then the face running back down into the tail
  d += `C${p(0.66, 0.62)} ${p(0.62, 0.42)} ${p(0.7, 0.26)}C${p(0.6, 0.05)} ${p(0.3, -0.06)} ${p(0, 0)}Z`;
  if (ctx.stencil) return inked(ctx, d, 'none');
  // foam: the crest in white, then the same crest shifted back and down in blue over it, both
  // inside the crest, leaves a white rim that follows the lip and the claws
  const cid = ctx.nextId('crest');
  ctx.defs.push(`<clipPath id="${cid}"><path d="${d}"/></clipPath>`);
  let s = inked(ctx, d, foam, ctx.outline * 0.8);
  s += `<g clip-path="url(#${cid})"><path d="${d}" fill="${blue}" transform="translate(${f(-dir * w * 0.07)} ${f(h * 0.2)})"/></g>`;
  s += line(ctx, d, ctx.outline * 0.8);
  // flow lines following the back, from the tail up under the crest
  for (const k of [0.22, 0.42, 0.62])
    s += line(
      ctx,
      `M${p(0.12 + k * 0.2, 0.02 + k * 0.05)}C${p(0.35 + k * 0.2, 0.12 + k * 0.1)} ${p(0.5 + k * 0.12, 0.7 - k * 0.3)} ${p(0.7 + k * 0.05, 0.82 - k * 0.35)}`,
      ctx.detail,
    );
  // foam drops flung off the lip
  for (let k = 0; k < 3; k++)
    s += inked(
      ctx,
      circleD(bx + dir * (1.08 + k * 0.07) * w, by - (0.8 - k * 0.14) * h, w * (0.03 - k * 0.005)),
      foam,
      ctx.detail,
    );
  return s;
}

/** A whirlpool: a disc of water with an inked spiral. */
export function whirlpool(ctx: TCtx, x: number, y: number, r: number, blue: string): string {
  let spiral = '';
  const turns = 2.3;
  const steps = 28;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const a = t * turns * 2 * Math.PI;
    const rr = r * (0.08 + 0.78 * t);
    spiral += `${i ? 'L' : 'M'}${P(x + rr * Math.cos(a), y + rr * Math.sin(a))}`;
  }
  return inked(ctx, circleD(x, y, r), blue, ctx.ornament) + line(ctx, spiral, ctx.detail);
}

/** A falling cherry petal: a rounded teardrop with the notch at its wide end. */
export function petalD(x: number, y: number, r: number, a: number): string {
  const pt = (u: number, v: number): TPt => [
    x + (u * Math.cos(a) - v * Math.sin(a)) * r,
    y + (u * Math.sin(a) + v * Math.cos(a)) * r,
  ];
  return `M${P(...pt(-1, 0))}C${P(...pt(-0.4, -0.9))} ${P(...pt(0.7, -0.8))} ${P(...pt(1, -0.25))}L${P(...pt(0.72, 0))}L${P(...pt(1, 0.25))}C${P(...pt(0.7, 0.8))} ${P(...pt(-0.4, 0.9))} ${P(...pt(-1, 0))}Z`;
}
