// Background and framing elements drawn per style and composition: filler stars and dots,
// leaves and vines, frames, mandala rings,
// watercolour splashes, blackwork fields. All sizes come from the canvas in millimetres.
import { sw, type TCtx } from './context';
import type { TBox } from './path';
import { stencilLine } from './treat';
import type { TRng } from './prng';

const f = (n: number) => String(Math.round(n * 10) / 10);
const P = (x: number, y: number) => `${f(x)} ${f(y)}`;
const pol = (cx: number, cy: number, r: number, a: number): [number, number] => [
  cx + r * Math.cos(a),
  cy + r * Math.sin(a),
];
const ROUND = 'stroke-linejoin="round" stroke-linecap="round"';

export function circleD(cx: number, cy: number, r: number): string {
  return `M${P(cx - r, cy)}A${f(r)} ${f(r)} 0 1 1 ${P(cx + r, cy)}A${f(r)} ${f(r)} 0 1 1 ${P(cx - r, cy)}Z`;
}

/** A filled shape with an inked contour; in a stencil only the contour. */
export function inked(
  ctx: TCtx,
  d: string,
  fill: string,
  width = ctx.ornament,
  extra = '',
): string {
  if (ctx.stencil)
    return `<path d="${d}" fill="#ffffff" stroke="${ctx.palette.ink}" stroke-width="${sw(stencilLine(ctx))}" ${ROUND}${extra}/>`;
  return `<path d="${d}" fill="${fill}" stroke="${ctx.palette.ink}" stroke-width="${sw(width)}" ${ROUND}${extra}/>`;
}

/** An inked line (no fill). */
export function line(ctx: TCtx, d: string, width = ctx.detail, extra = ''): string {
  const w = ctx.stencil ? Math.max(stencilLine(ctx), Math.min(width, ctx.mm(0.8))) : width;
  return `<path d="${d}" fill="none" stroke="${ctx.palette.ink}" stroke-width="${sw(w)}" ${ROUND}${extra}/>`;
}

/** Solid ink shape (tribal, blackwork); a stencil gets its contour. */
export function solid(ctx: TCtx, d: string, extra = ''): string {
  if (ctx.stencil) return inked(ctx, d, 'none');
  return `<path d="${d}" fill="${ctx.palette.ink}"${extra}/>`;
}

export function starD(
  cx: number,
  cy: number,
  R: number,
  points = 5,
  inner = 0.45,
  rot = -Math.PI / 2,
): string {
  let s = '';
  for (let i = 0; i < points * 2; i++) {
    const [x, y] = pol(cx, cy, i % 2 === 0 ? R : R * inner, rot + (i * Math.PI) / points);
    s += (i === 0 ? 'M' : 'L') + P(x, y);
  }
  return s + 'Z';
}

function sparkleD(cx: number, cy: number, R: number): string {
  const r = R * 0.22;
  return `M${P(cx, cy - R)}Q${P(cx + r * 0.3, cy - r * 0.3)} ${P(cx + R, cy)}Q${P(cx + r * 0.3, cy + r * 0.3)} ${P(cx, cy + R)}Q${P(cx - r * 0.3, cy + r * 0.3)} ${P(cx - R, cy)}Q${P(cx - r * 0.3, cy - r * 0.3)} ${P(cx, cy - R)}Z`;
}

const overlaps = (x: number, y: number, r: number, boxes: TBox[], pad: number) =>
  boxes.some(
    (b) =>
      x + r + pad > b.x && x - r - pad < b.x + b.w && y + r + pad > b.y && y - r - pad < b.y + b.h,
  );

/** Flash filler: small stars, sparkles and dots in the free space around the piece. */
export function filler(
  ctx: TCtx,
  avoid: TBox[],
  kind: 'stars' | 'sparkles' | 'dots',
  count: number,
  /** flash: only bold accents (no specks), each within a short reach of this box (the motif) */
  near?: TBox,
): string {
  const { width: W, height: H } = ctx.canvas;
  const rng = ctx.rng.fork('filler');
  const margin = ctx.mm(4);
  const placed: TBox[] = [];
  let s = '';
  const reach = ctx.mm(9);
  for (let tries = 0; tries < 160 && placed.length < count; tries++) {
    const big = near ? true : rng.chance(0.5);
    let R = ctx.mm(big ? rng.range(3.2, 5) : rng.range(1.8, 2.6));
    // a flash star keeps its size beside a large motif (a back piece)
    if (near) R = Math.max(R, Math.min(near.w, near.h) * rng.range(0.035, 0.05));
    const x = rng.range(margin + R, W - margin - R);
    const y = rng.range(margin + R, H - margin - R);
    if (overlaps(x, y, R, avoid, ctx.mm(2.5)) || overlaps(x, y, R, placed, ctx.mm(4))) continue;
    if (near && !overlaps(x, y, R, [near], reach)) continue;
    placed.push({ x: x - R, y: y - R, w: 2 * R, h: 2 * R });
    if (kind === 'dots' || (!big && rng.chance(0.5))) {
      const r = ctx.mm(rng.range(0.9, 1.4));
      s += ctx.stencil
        ? line(ctx, circleD(x, y, r))
        : `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${ctx.palette.ink}"/>`;
    } else if (kind === 'stars') {
      s += inked(
        ctx,
        starD(x, y, R, 5, 0.45, -Math.PI / 2 + rng.range(-0.3, 0.3)),
        ctx.palette.roles.yellow,
        ctx.detail,
      );
    } else {
      s += inked(
        ctx,
        sparkleD(x, y, R),
        ctx.palette.inkOnly ? ctx.palette.ink : ctx.palette.roles.gold,
        ctx.mm(0.6),
      );
    }
  }
  return s;
}

export function leafD(x: number, y: number, len: number, angle: number, width = 0.36): string {
  const tip = pol(x, y, len, angle);
  const c1 = pol(x, y, len * 0.55, angle - width * 1.4);
  const c2 = pol(x, y, len * 0.55, angle + width * 1.4);
  // midrib cut from the base two thirds of the way up
  const m0 = pol(x, y, len * 0.18, angle);
  const m1 = pol(x, y, len * 0.72, angle);
  const n = pol(m0[0], m0[1], len * 0.035, angle + Math.PI / 2);
  const n2 = pol(m0[0], m0[1], len * 0.035, angle - Math.PI / 2);
  return `M${P(x, y)}Q${P(...c1)} ${P(...tip)}Q${P(...c2)} ${P(x, y)}ZM${P(...n)}L${P(...m1)}L${P(...n2)}Z`;
}

/** A leafy branch along a quadratic curve; leaves alternate sides. */
export function vine(
  ctx: TCtx,
  p0: [number, number],
  c: [number, number],
  p2: [number, number],
  leafLen: number,
  n: number,
  fill: string,
): string {
  const rng = ctx.rng.fork('vine' + p0.join());
  let s = line(ctx, `M${P(...p0)}Q${P(...c)} ${P(...p2)}`, Math.max(ctx.ornament, ctx.mm(1.5)));
  for (let i = 1; i <= n; i++) {
    const t = i / (n + 0.6);
    const u = 1 - t;
    const x = u * u * p0[0] + 2 * u * t * c[0] + t * t * p2[0];
    const y = u * u * p0[1] + 2 * u * t * c[1] + t * t * p2[1];
    const tx = 2 * u * (c[0] - p0[0]) + 2 * t * (p2[0] - c[0]);
    const ty = 2 * u * (c[1] - p0[1]) + 2 * t * (p2[1] - c[1]);
    const a = Math.atan2(ty, tx) + (i % 2 === 0 ? 1 : -1) * rng.range(0.6, 0.95);
    s += inked(ctx, leafD(x, y, leafLen * rng.range(0.8, 1.1), a), fill);
  }
  return s;
}

/** Blob outline for watercolour splashes and smoke: a wobbly closed curve. */
export function blobD(rng: TRng, cx: number, cy: number, r: number, wobble = 0.35, n = 9): string {
  const pts: [number, number][] = [];
  for (let i = 0; i < n; i++)
    pts.push(pol(cx, cy, r * (1 - wobble / 2 + rng.next() * wobble), (i * 2 * Math.PI) / n));
  let d = '';
  for (let i = 0; i < n; i++) {
    const a = pts[i];
    const b = pts[(i + 1) % n];
    const mid: [number, number] = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    d += (i === 0 ? `M${P(...mid)}` : '') + '';
    const c = b;
    const next = pts[(i + 2) % n];
    const mid2: [number, number] = [(c[0] + next[0]) / 2, (c[1] + next[1]) / 2];
    d += `Q${P(...c)} ${P(...mid2)}`;
  }
  return d + 'Z';
}

/** Radial gradient from a colour to transparent: soft edges without a blur filter. */
function softFill(ctx: TCtx, colour: string, opacity: number): string {
  const id = ctx.nextId('sf');
  ctx.defs.push(
    `<radialGradient id="${id}"><stop offset="0.35" stop-color="${colour}" stop-opacity="${f(opacity)}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
  );
  return `url(#${id})`;
}

export function splashes(ctx: TCtx, main: TBox, colours: string[]): string {
  if (ctx.stencil) return '';
  const rng = ctx.rng.fork('splash');
  const cx = main.x + main.w / 2;
  const cy = main.y + main.h / 2;
  const R = Math.max(main.w, main.h) * 0.5;
  let s = '';
  for (let i = 0; i < 6; i++) {
    const c = colours[i % colours.length];
    const r = R * rng.range(0.55, 0.9);
    s += `<path d="${blobD(rng, cx + rng.range(-R, R) * 0.55, cy + rng.range(-R, R) * 0.5, r, 0.55)}" fill="${softFill(ctx, c, rng.range(0.55, 0.8))}"/>`;
  }
  // splatter, as watercolour work flicks it: irregular drops thrown outward from the wash, each
  // with a few satellites, some drawn out into a tail along the throw
  for (let i = 0; i < 7; i++) {
    const a = rng.range(0, Math.PI * 2);
    const [x, y] = pol(cx, cy, R * rng.range(0.8, 1.25), a);
    const c = rng.pick(colours);
    const r = ctx.mm(rng.range(1.4, 3.2));
    s += `<path d="${blobD(rng, x, y, r, 0.45, 6)}" fill="${c}" fill-opacity="0.8"/>`;
    if (rng.chance(0.5)) {
      // a tail toward the centre, the way the drop landed
      const [tx, ty] = pol(x, y, r * rng.range(2.2, 3.5), a + Math.PI);
      const [lx, ly] = pol(x, y, r * 0.6, a + Math.PI / 2);
      const [rx, ry] = pol(x, y, r * 0.6, a - Math.PI / 2);
      s += `<path d="M${P(lx, ly)}Q${P((x + tx) / 2, (y + ty) / 2)} ${P(tx, ty)}Q${P((x + tx) / 2, (y + ty) / 2)} ${P(rx, ry)}Z" fill="${c}" fill-opacity="0.8"/>`;
    }
    for (let k = rng.int(1, 3); k > 0; k--) {
      const [sx, sy] = pol(x, y, r * rng.range(2, 4.5), a + rng.range(-0.7, 0.7));
      s += `<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(r * rng.range(0.18, 0.4))}" fill="${c}" fill-opacity="0.8"/>`;
    }
  }
  return s;
}

/** Hand-stippled haze: dots scattered at random, thick near the centre and thinning out to bare
 *  skin, as a dotwork artist fades a background (a regular grid would read as a halftone). */
export function stippleHaze(
  ctx: TCtx,
  rng: TRng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  n: number,
  /** where a dot falls, as a share of the reach, from a uniform draw; by default biased toward
   *  the centre, so density falls off smoothly to the rim */
  reach: (u: number) => number = (u) => Math.pow(u, 0.8),
  dotMaxMm = 0.42,
): string {
  let d = '';
  for (let i = 0; i < n; i++) {
    const t = reach(rng.next());
    const a = rng.next() * 2 * Math.PI;
    const r = ctx.mm(rng.range(0.28, dotMaxMm));
    const x = cx + Math.cos(a) * rx * t;
    const y = cy + Math.sin(a) * ry * t;
    d += `M${P(x - r, y)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`;
  }
  return `<path d="${d}" fill="${ctx.palette.ink}"/>`;
}

/** Geometric frame: a polygon with an echo line, vertex dots and a circle. */
export function geometryFrame(
  ctx: TCtx,
  cx: number,
  cy: number,
  R: number,
  sides: number,
  rot: number,
  /** a frame round flash rather than sacred geometry: no inscribed circle, no construction lines */
  plain = false,
): string {
  const gap = Math.max(ctx.mm(1.6), ctx.detail * 1.5);
  let poly = '';
  let poly2 = '';
  const verts: [number, number][] = [];
  for (let i = 0; i < sides; i++) {
    const a = rot + (i * 2 * Math.PI) / sides;
    const p = pol(cx, cy, R, a);
    verts.push(p);
    poly += (i === 0 ? 'M' : 'L') + P(...p);
    poly2 += (i === 0 ? 'M' : 'L') + P(...pol(cx, cy, R + gap + ctx.detail * 2, a));
  }
  const lw = ctx.ornament;
  let s = line(ctx, poly + 'Z', lw) + line(ctx, poly2 + 'Z', ctx.detail);
  if (!plain) s += line(ctx, circleD(cx, cy, R * Math.cos(Math.PI / sides) - gap - lw), ctx.detail);
  for (const [x, y] of verts) {
    const r = ctx.mm(1.4);
    s += ctx.stencil
      ? line(ctx, circleD(x, y, r))
      : `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${ctx.palette.ink}"/>`;
  }
  // spokes from the vertices outwards, like sacred-geometry construction lines
  for (const [x, y] of plain ? [] : verts) {
    const a = Math.atan2(y - cy, x - cx);
    s += line(
      ctx,
      `M${P(...pol(cx, cy, R + gap * 3, a))}L${P(...pol(cx, cy, R * 1.22, a))}`,
      ctx.detail,
    );
  }
  return s;
}

/** Mandala ring behind a centred motif: petals, dots, a scalloped edge. */
export function mandalaRing(
  ctx: TCtx,
  cx: number,
  cy: number,
  r0: number,
  r1: number,
  n: number,
  fill: string,
): string {
  let s = '';
  for (let i = 0; i < n; i++) {
    const a = (i * 2 * Math.PI) / n;
    const b0 = pol(cx, cy, r0, a - Math.PI / n);
    const b1 = pol(cx, cy, r0, a + Math.PI / n);
    const tip = pol(cx, cy, r1, a);
    const c0 = pol(cx, cy, r1 * 0.95, a - Math.PI / n);
    const c1 = pol(cx, cy, r1 * 0.95, a + Math.PI / n);
    s += inked(ctx, `M${P(...b0)}Q${P(...c0)} ${P(...tip)}Q${P(...c1)} ${P(...b1)}Z`, fill);
    const inner = pol(cx, cy, r0 + (r1 - r0) * 0.45, a);
    const dr = Math.min((r1 - r0) * 0.12, ctx.mm(2));
    if (dr > ctx.mm(0.8))
      s += ctx.stencil
        ? line(ctx, circleD(inner[0], inner[1], dr))
        : `<circle cx="${f(inner[0])}" cy="${f(inner[1])}" r="${f(dr)}" fill="${ctx.palette.ink}"/>`;
    const dot = pol(cx, cy, r1 + ctx.mm(3), a + Math.PI / n);
    s += ctx.stencil
      ? line(ctx, circleD(dot[0], dot[1], ctx.mm(0.9)))
      : `<circle cx="${f(dot[0])}" cy="${f(dot[1])}" r="${f(ctx.mm(0.9))}" fill="${ctx.palette.ink}"/>`;
  }
  return s;
}

/** Neo-traditional frame: an arched or oval medallion with a jewel and filigree dots. */
export function ornamentFrame(ctx: TCtx, main: TBox, fill: string, jewel: string): string {
  const cx = main.x + main.w / 2;
  const cy = main.y + main.h / 2;
  const rx = main.w * 0.62;
  const ry = main.h * 0.66;
  const gap = Math.max(ctx.mm(2), ctx.detail * 2);
  const ring = (a: number, b: number) =>
    `M${P(cx - a, cy)}A${f(a)} ${f(b)} 0 1 1 ${P(cx + a, cy)}A${f(a)} ${f(b)} 0 1 1 ${P(cx - a, cy)}Z`;
  let s = inked(ctx, ring(rx, ry), fill, ctx.outline);
  s += line(ctx, ring(rx - gap - ctx.detail, ry - gap - ctx.detail), ctx.detail);
  const n = 18;
  for (let i = 0; i < n; i++) {
    const a = (i * 2 * Math.PI) / n;
    const x = cx + (rx + ctx.mm(3.2)) * Math.cos(a);
    const y = cy + (ry + ctx.mm(3.2)) * Math.sin(a);
    s += ctx.stencil
      ? line(ctx, circleD(x, y, ctx.mm(0.9)))
      : `<circle cx="${f(x)}" cy="${f(y)}" r="${f(ctx.mm(1))}" fill="${ctx.palette.ink}"/>`;
  }
  const jy = cy - ry;
  const J = ctx.mm(5);
  s += inked(
    ctx,
    `M${P(cx, jy - J * 1.3)}L${P(cx + J, jy)}L${P(cx, jy + J * 1.3)}L${P(cx - J, jy)}Z`,
    jewel,
    ctx.detail,
  );
  s += inked(
    ctx,
    `M${P(cx, jy + ry * 2 - J)}L${P(cx + J * 0.8, jy + ry * 2)}L${P(cx, jy + ry * 2 + J)}L${P(cx - J * 0.8, jy + ry * 2)}Z`,
    jewel,
    ctx.detail,
  );
  return s;
}

/** Sun rays behind a motif, tapered wedges. */
export function rays(
  ctx: TCtx,
  cx: number,
  cy: number,
  r0: number,
  r1: number,
  n: number,
  solidInk: boolean,
): string {
  let s = '';
  for (let i = 0; i < n; i++) {
    const a = (i * 2 * Math.PI) / n;
    const w = Math.PI / n / 2.6;
    const d = `M${P(...pol(cx, cy, r0, a - w))}L${P(...pol(cx, cy, r1, a))}L${P(...pol(cx, cy, r0, a + w))}Z`;
    s += solidInk ? solid(ctx, d) : line(ctx, d, ctx.detail);
  }
  return s;
}

/** Ornamental drop along the vertical axis (tall canvases): a line with dots and a diamond, the
 *  way ornamental and mandala forearm pieces run toward the wrist and elbow. y0 is the end on the
 *  frame, y1 the free end. */
export function verticalDrop(ctx: TCtx, cx: number, y0: number, y1: number): string {
  const dir = Math.sign(y1 - y0) || 1;
  const len = Math.abs(y1 - y0);
  if (len < ctx.mm(12)) return '';
  const ink = ctx.palette.ink;
  const dot = (y: number, r: number) =>
    ctx.stencil
      ? line(ctx, circleD(cx, y, r))
      : `<circle cx="${f(cx)}" cy="${f(y)}" r="${f(r)}" fill="${ink}"/>`;
  let s = '';
  const gap = ctx.mm(2.2);
  // diamond near the frame
  const dy = y0 + dir * (gap + ctx.mm(5));
  const dw = ctx.mm(3.2);
  const dh = ctx.mm(5);
  s += inked(
    ctx,
    `M${P(cx, dy - dh)}L${P(cx + dw, dy)}L${P(cx, dy + dh)}L${P(cx - dw, dy)}Z`,
    ctx.palette.inkOnly || ctx.palette.grey ? ink : ctx.palette.roles.red,
    ctx.detail,
  );
  // a fine line, then dots getting smaller toward the end
  const l0 = dy + dir * (dh + gap);
  const l1 = y0 + dir * len * 0.62;
  if (Math.abs(l1 - l0) > ctx.mm(4)) s += line(ctx, `M${P(cx, l0)}L${P(cx, l1)}`, ctx.detail);
  let y = l1 + dir * (gap + ctx.mm(1.6));
  let r = ctx.mm(1.6);
  while ((y - y1) * dir < -r && r >= ctx.mm(0.6)) {
    s += dot(y, r);
    y += dir * (2 * r + gap + ctx.mm(0.8));
    r *= 0.78;
  }
  return s;
}

/** Blackwork frame: a fine inner circle, a ring of solid black petals each cut through by a
 *  skin-coloured midrib, a dotwork ring and dots between the petal tips (mandala linework). */
export function blackworkFrame(
  ctx: TCtx,
  cx: number,
  cy: number,
  r0: number,
  r1: number,
  n: number,
): string {
  const ink = ctx.palette.ink;
  const paper = ctx.palette.paper;
  let s = line(ctx, circleD(cx, cy, r0), ctx.detail);
  const base = r0 + Math.max(ctx.mm(2), (r1 - r0) * 0.12);
  const cut = Math.max(ctx.mm(0.6), ctx.detail * 0.6);
  for (let i = 0; i < n; i++) {
    const a = (i * 2 * Math.PI) / n;
    const b0 = pol(cx, cy, base, a - Math.PI / n);
    const b1 = pol(cx, cy, base, a + Math.PI / n);
    const tip = pol(cx, cy, r1, a);
    const c0 = pol(cx, cy, r1 * 0.9, a - Math.PI / n);
    const c1 = pol(cx, cy, r1 * 0.9, a + Math.PI / n);
    const petal = `M${P(...b0)}Q${P(...c0)} ${P(...tip)}Q${P(...c1)} ${P(...b1)}Z`;
    const m0 = pol(cx, cy, base + (r1 - base) * 0.2, a);
    const m1 = pol(cx, cy, base + (r1 - base) * 0.72, a);
    if (ctx.stencil) {
      s += inked(ctx, petal, 'none');
      continue;
    }
    s += `<path d="${petal}" fill="${ink}"/>`;
    // the midrib is skin showing through the black, not a drawn line
    s += `<path d="M${P(...m0)}L${P(...m1)}" fill="none" stroke="${paper}" stroke-width="${sw(cut)}" ${ROUND}/>`;
    const dot = pol(cx, cy, r1 - (r1 - base) * 0.1, a + Math.PI / n);
    s += `<circle cx="${f(dot[0])}" cy="${f(dot[1])}" r="${f(ctx.mm(1))}" fill="${ink}"/>`;
  }
  // dotwork ring: small dots, at least 1.5 mm of skin apart
  const rd = r1 + ctx.mm(2.5);
  const k = Math.floor((2 * Math.PI * rd) / ctx.mm(2.6));
  for (let i = 0; i < k; i++) {
    const p = pol(cx, cy, rd, (i * 2 * Math.PI) / k);
    s += ctx.stencil
      ? ''
      : `<circle cx="${f(p[0])}" cy="${f(p[1])}" r="${f(ctx.mm(0.45))}" fill="${ink}"/>`;
  }
  if (ctx.stencil) s += line(ctx, circleD(cx, cy, rd), ctx.detail);
  return s;
}
