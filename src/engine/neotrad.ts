// The neo-traditional frame, shaped per variation and subject (an ornate oval, a lancet, an
// art-nouveau arch, a pointed mandorla, a crescent moon round a night subject): a gold band
// wrapped tight round the subject so it fills the opening and breaks out over the open top,
// gold filigree scrolls curling off the band, cut gems set in the band and a drop gem hanging
// below, in three line weights (heavy band contour, medium filigree, fine groove).
import type { TCtx } from './context';
import { cabochon, fineW, goldOf, pendant, setGem } from './neotrad-jewels';
import { circleD, inked, line } from './ornaments';
import { mix } from './palettes';
import type { TBox } from './path';
import { f, P } from './scene';

type TPt = [number, number];

/** A filigree scroll: a tapered spiral from a start point at angle a0 round its centre (cx, cy),
 *  turning `turns` times inward (dir +1 clockwise), `w0` wide at the start, a fine point inside. */
export function scrollD(
  cx: number,
  cy: number,
  r0: number,
  a0: number,
  turns: number,
  dir: 1 | -1,
  w0: number,
): string {
  const n = 36;
  const left: TPt[] = [];
  const right: TPt[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const a = a0 + dir * t * turns * 2 * Math.PI;
    const r = r0 * (1 - 0.82 * t);
    const w = w0 * (1 - 0.85 * t) * 0.5;
    // the stroke's normal on a spiral is close to radial
    left.push([cx + (r + w) * Math.cos(a), cy + (r + w) * Math.sin(a)]);
    right.push([cx + (r - w) * Math.cos(a), cy + (r - w) * Math.sin(a)]);
  }
  const pts = [...left, ...right.reverse()];
  return `M${pts.map((p) => P(...p)).join('L')}Z`;
}

export type TFrameKind = 'oval' | 'lancet' | 'arch' | 'mandorla' | 'crescent';

/** The frame a variation gets; a night subject (a moon among the subjects) gets the crescent. */
export function frameKind(variant: number, night: boolean): TFrameKind {
  if (night) return 'crescent';
  return (['oval', 'lancet', 'arch', 'mandorla'] as const)[variant % 4];
}

interface TOpening {
  cx: number;
  /** half-width, top and bottom of the opening */
  a: number;
  top: number;
  bottom: number;
}

/** The outline of a frame shape grown by k on every side. */
function outlineD(kind: TFrameKind, o: TOpening, k: number): string {
  const { cx } = o;
  const a = o.a + k;
  const top = o.top - k;
  const bottom = o.bottom + k;
  const base = `Q${P(cx, bottom + a * 0.16)} ${P(cx - a, bottom)}Z`;
  switch (kind) {
    case 'arch':
      return `M${P(cx - a, bottom)}L${P(cx - a, top + a)}A${f(a)} ${f(a)} 0 0 1 ${P(cx + a, top + a)}L${P(cx + a, bottom)}${base}`;
    case 'lancet': {
      const ys = top + a * 1.15;
      return `M${P(cx - a, bottom)}L${P(cx - a, ys)}C${P(cx - a, ys - a * 0.62)} ${P(cx - a * 0.38, top + a * 0.22)} ${P(cx, top)}C${P(cx + a * 0.38, top + a * 0.22)} ${P(cx + a, ys - a * 0.62)} ${P(cx + a, ys)}L${P(cx + a, bottom)}${base}`;
    }
    case 'mandorla': {
      const h = bottom - top;
      const c = a * 1.33;
      return `M${P(cx, top)}C${P(cx + c, top + h * 0.22)} ${P(cx + c, bottom - h * 0.22)} ${P(cx, bottom)}C${P(cx - c, bottom - h * 0.22)} ${P(cx - c, top + h * 0.22)} ${P(cx, top)}Z`;
    }
    default: {
      const cy = (top + bottom) / 2;
      const b = (bottom - top) / 2;
      return `M${P(cx - a, cy)}A${f(a)} ${f(b)} 0 1 1 ${P(cx + a, cy)}A${f(a)} ${f(b)} 0 1 1 ${P(cx - a, cy)}Z`;
    }
  }
}

/** Points on the band where filigree curls off and gems are set, with outward directions:
 *  the shoulders (upper sides) and the lower sides; the top is left open for the subject. */
function anchors(kind: TFrameKind, o: TOpening, k: number): { p: TPt; u: TPt }[] {
  const { cx, a } = o;
  const h = o.bottom - o.top;
  const out: { p: TPt; u: TPt }[] = [];
  for (const s of [-1, 1]) {
    if (kind === 'oval' || kind === 'mandorla') {
      const cy = (o.top + o.bottom) / 2;
      const w = kind === 'mandorla' ? 0.82 : 1;
      for (const t of [-0.8, 0.85]) {
        const ang = s === 1 ? t : Math.PI - t;
        out.push({
          p: [cx + (a + k) * w * Math.cos(ang), cy + (h / 2 + k) * Math.sin(ang)],
          u: [Math.cos(ang), Math.sin(ang)],
        });
      }
    } else {
      const ys = o.top + a * (kind === 'lancet' ? 1.15 : 1);
      out.push({ p: [cx + s * (a + k), ys], u: [s * 0.92, -0.38] });
      out.push({ p: [cx + s * (a + k), o.bottom - h * 0.12], u: [s * 0.92, 0.38] });
    }
  }
  return out;
}

/** Two gold scrolls and a counter-scroll curling off the band at one anchor. */
function filigree(ctx: TCtx, p: TPt, u: TPt, sr: number, w0: number): string {
  const [ox, oy] = p;
  const n = Math.hypot(...u);
  const [ux, uy] = [u[0] / n, u[1] / n];
  const [tx, ty] = [-uy, ux];
  let s = '';
  for (const [k, side, turns] of [
    [1, 1, 1.25],
    [0.6, -1, 1.1],
  ] as const) {
    const r = sr * k;
    const x = ox + ux * r * 0.95 + tx * side * r * 0.9;
    const y = oy + uy * r * 0.95 + ty * side * r * 0.9;
    const dir: 1 | -1 = side === 1 ? -1 : 1;
    s += inked(
      ctx,
      scrollD(x, y, r, Math.atan2(oy - y, ox - x), turns, dir, w0 * k),
      goldOf(ctx),
      ctx.detail,
    );
  }
  return s;
}

export interface TFrameInks {
  /** the subject's own colour: the field behind it takes a contrasting hue */
  subject?: string;
  jewel: string;
  kind: TFrameKind;
  variant: number;
  fit?: TFrameFit;
  /** no sunburst behind the frame: a portrait is busy enough (lace, hair, flowers), and the
   *  rays round it made the whole piece read as a heavy badge */
  quiet?: boolean;
}

/** What the motif phase drew: the main subject's box and the box round everything. */
export interface TFrameFit {
  subject: TBox;
  all: TBox;
}

// how much skin is mixed into the field at its middle, two thirds out and its edge
const FIELD_DEPTH: [number, number, number][] = [
  [0.86, 0.62, 0.38],
  [0.45, 0.2, 0.02],
  [0.88, 0.66, 0.42],
  [0.55, 0.28, 0.06],
];

/** The field inside the opening: a soft glow of a hue that sets the subject off, lightest in
 *  the middle. */
function fieldFill(ctx: TCtx, subject: string | undefined, variant: number): string {
  const pal = ctx.palette;
  if (pal.inkOnly || ctx.stencil) return pal.paper;
  // teal sets off warm subjects and the roses round cool ones; a teal subject gets plum
  const teal = subject === pal.roles.blue || subject === pal.roles.green;
  const hue = pal.grey ? pal.ink : teal ? pal.roles.purple : pal.roles.blue;
  // each variation its own depth of field, from a pale glow to a deep jewel ground
  const [c, m, e] = FIELD_DEPTH[variant % FIELD_DEPTH.length];
  const id = ctx.nextId('field');
  ctx.defs.push(
    `<radialGradient id="${id}" cx="0.5" cy="0.42" r="0.62"><stop offset="0" stop-color="${mix(hue, pal.paper, c)}"/><stop offset="0.7" stop-color="${mix(hue, pal.paper, m)}"/><stop offset="1" stop-color="${mix(hue, pal.paper, e)}"/></radialGradient>`,
  );
  return `url(#${id})`;
}

// half-width, reach above and below the opening's centre, as shares of the motif box
const DIMS: Record<Exclude<TFrameKind, 'crescent'>, [number, number, number]> = {
  oval: [0.5, 0.56, 0.5],
  lancet: [0.45, 0.62, 0.5],
  arch: [0.47, 0.6, 0.5],
  mandorla: [0.56, 0.62, 0.5],
};

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The opening, fitted to what was drawn when known: as wide as the subject, its top a little
 *  under the subject's so the subject breaks out over it (a pointed top reaches a little higher,
 *  its tip being narrow), its foot where the flowers or leaves at the subject's foot end, so
 *  they overlap the band; kept within the reach the layout left for the frame. */
function opening(kind: Exclude<TFrameKind, 'crescent'>, main: TBox, fit?: TFrameFit): TOpening {
  const S = main.w;
  const cx = main.x + S / 2;
  const cy = main.y + main.h / 2;
  const [ka, kt, kb] = DIMS[kind];
  const oy = cy + S * 0.03;
  if (!fit) return { cx, a: S * ka, top: oy - S * kt, bottom: oy + S * kb };
  const { subject: sb, all } = fit;
  const a = clamp(sb.w * (kind === 'mandorla' ? 0.52 : 0.48), S * 0.34, S * ka);
  const over = kind === 'lancet' || kind === 'mandorla' ? -0.02 : 0.08;
  const top = clamp(sb.y + S * over, cy - S * kt, cy - S * 0.12);
  const foot = Math.max(all.y + all.h, sb.y + sb.h) - S * 0.04;
  const bottom = clamp(foot, Math.max(top + a * 1.5, cy + S * 0.2), oy + S * kb);
  return { cx, a, top, bottom };
}

export function neoTradFrame(ctx: TCtx, main: TBox, inks: TFrameInks): string {
  if (inks.kind === 'crescent') return crescentFrame(ctx, main, inks);
  const { kind } = inks;
  const S = main.w;
  const cx = main.x + S / 2;
  const o = opening(kind, main, inks.fit);
  const bw = Math.max(ctx.mm(3), S * 0.05);
  const gold = goldOf(ctx);
  let s = '';
  const ocy = (o.top + o.bottom) / 2;
  if (inks.variant % 4 >= 2 && !inks.quiet) s += decoRays(ctx, cx, ocy, o.a, main);
  if (inks.variant % 4 === 1) s += backingPlate(ctx, cx, ocy, main, inks.subject);
  const sr = S * 0.11;
  const w0 = Math.max(ctx.mm(1.8), sr * 0.48);
  for (const { p, u } of anchors(kind, o, bw)) s += filigree(ctx, p, u, sr, w0);
  s += inked(ctx, outlineD(kind, o, bw), gold, ctx.outline, ` data-frame="${kind}"`);
  // a fine groove along the band, light on its inner half
  if (!ctx.stencil && !ctx.palette.inkOnly)
    s += `<path d="${outlineD(kind, o, bw * 0.5)}" fill="none" stroke="${mix(gold, '#fff4d6', 0.45)}" stroke-width="${f(bw * 0.4)}"/>`;
  s += line(ctx, outlineD(kind, o, bw * 0.5), fineW(ctx, 0.7));
  s += inked(ctx, outlineD(kind, o, 0), fieldFill(ctx, inks.subject, inks.variant), ctx.detail);
  // gems set in the band at the shoulders, cabochons at the lower sides, a drop gem below
  const J = Math.max(ctx.mm(3.5), S * 0.05);
  anchors(kind, o, bw / 2).forEach(({ p, u }) => {
    s +=
      u[1] < 0
        ? setGem(ctx, p[0], p[1], J, inks.jewel)
        : cabochon(ctx, p[0], p[1], J * 0.5, inks.jewel);
  });
  // the pendant hangs from the band's lowest point (arches and lancets have a curved base)
  const by = o.bottom + bw * 0.5 + (kind === 'arch' || kind === 'lancet' ? o.a * 0.08 : 0);
  s += pendant(ctx, cx, by, J, inks.jewel);
  s += cabochon(ctx, cx, by, J * 0.42, inks.jewel);
  return s;
}

/** A crescent moon wrapping the subject's lower left, its horns tapering up and round to the
 *  right, a fine ring closing the circle where the crescent is open, gems set in the moon and
 *  one hanging from its lowest point. */
function crescentFrame(ctx: TCtx, main: TBox, inks: TFrameInks): string {
  const S = main.w;
  const sb = inks.fit?.subject;
  // centred on the subject, round enough to hold most of it
  const cx = main.x + S / 2;
  const cy = sb ? clamp(sb.y + sb.h / 2, main.y + S * 0.4, main.y + S * 0.6) : main.y + S * 0.53;
  const R = sb ? clamp(Math.max(sb.w, sb.h) * 0.46, S * 0.38, S * 0.5) : S * 0.5;
  const thick = Math.max(ctx.mm(6), S * 0.15);
  const gold = goldOf(ctx);
  // v0 and v1 wrap the lower left (v1 mirrored with the art), v2 and v3 cradle the subject
  // v3 hangs it down the left side (the right once mirrored)
  const v = inks.variant % 4;
  const cradle = v === 2;
  const [a0, a1] = (cradle ? [-12, 192] : v === 3 ? [62, 298] : [15, 255]).map(
    (d) => (d * Math.PI) / 180,
  );
  const n = 48;
  const outer: TPt[] = [];
  const inner: TPt[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const a = a0 + (a1 - a0) * t;
    // widest low on the left, the horns tapering to points
    const r = R + thick * Math.pow(Math.sin(Math.PI * t), 0.75);
    outer.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
    inner.push([cx + R * Math.cos(a), cy + R * Math.sin(a)]);
  }
  const moon = `M${[...outer, ...inner.reverse()].map((p) => P(...p)).join('L')}Z`;
  let s = '';
  if (inks.variant % 4 >= 2) s += decoRays(ctx, cx, cy, R, main);
  if (inks.variant % 4 === 1) s += backingPlate(ctx, cx, cy, main, inks.subject);
  // filigree off the open side, where the fine ring runs
  const sr = S * 0.1;
  const w0 = Math.max(ctx.mm(1.8), sr * 0.48);
  for (const a of cradle ? [-2.2, -0.95] : [-0.55, 0.05]) {
    const p: TPt = [cx + (R + ctx.mm(1)) * Math.cos(a), cy + (R + ctx.mm(1)) * Math.sin(a)];
    s += filigree(ctx, p, [Math.cos(a), Math.sin(a)], sr, w0);
  }
  s += inked(ctx, circleD(cx, cy, R + ctx.mm(2.2)), 'none', ctx.detail);
  s += inked(ctx, circleD(cx, cy, R), fieldFill(ctx, inks.subject, inks.variant), ctx.detail);
  s += inked(ctx, moon, gold, ctx.outline, ' data-frame="crescent"');
  // the moon's shadowed inner curve and a light along its outer rim
  if (!ctx.stencil && !ctx.palette.inkOnly) {
    const mid: TPt[] = [];
    for (let i = 0; i <= n; i++) {
      const t = i / n;
      const a = a0 + (a1 - a0) * t;
      const r = R + thick * 0.45 * Math.pow(Math.sin(Math.PI * t), 0.75);
      mid.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
    }
    const back = [...inner].reverse();
    s += `<path d="M${[...mid, ...back.reverse()].map((p) => P(...p)).join('L')}Z" fill="${mix(gold, '#3a1d2e', 0.35)}"/>`;
    s += inked(ctx, moon, 'none', ctx.outline);
  }
  const J = Math.max(ctx.mm(3.5), S * 0.055);
  const at = (deg: number, k: number): TPt => {
    const a = (deg * Math.PI) / 180;
    return [cx + (R + thick * k) * Math.cos(a), cy + (R + thick * k) * Math.sin(a)];
  };
  const [g, c1, c2] = cradle ? [90, 35, 145] : [135, 70, 200];
  s += setGem(ctx, ...at(g, 0.55), J, inks.jewel);
  s += cabochon(ctx, ...at(c1, 0.45), J * 0.45, inks.jewel);
  s += cabochon(ctx, ...at(c2, 0.45), J * 0.45, inks.jewel);
  return s;
}

/** How far the deco rays reach up and down a long canvas, as a share of the motif box. */
export const RAY_REACH = 1.05;

/** Art-deco rays fanning out behind the frame (the later variations): tapered gold blades,
 *  long and short in turn, from under the band out to a fine ring. */
function decoRays(ctx: TCtx, cx: number, cy: number, r0: number, main: TBox): string {
  const S = main.w;
  // out to an ellipse that fills a long canvas's length (limb drops start beyond it)
  const rx = S * 0.74;
  const ry = Math.max(rx, Math.min(S * RAY_REACH, ctx.canvas.height / 2 - ctx.mm(14)));
  const n = 28;
  const gold = goldOf(ctx);
  const fill = ctx.palette.inkOnly ? ctx.palette.paper : mix(gold, ctx.palette.paper, 0.12);
  let d = '';
  for (let i = 0; i < n; i++) {
    const a = (i / n) * 2 * Math.PI - Math.PI / 2;
    const k = i % 2 ? 0.84 : 1;
    const w = (Math.PI / n) * 0.92;
    const at = (ang: number, ax: number, ay: number) =>
      P(cx + ax * Math.cos(ang), cy + ay * Math.sin(ang));
    d += `M${at(a - w, r0, r0)}L${at(a, rx * k, ry * k)}L${at(a + w, r0, r0)}Z`;
  }
  return inked(ctx, d, fill, fineW(ctx, 0.8));
}

/** A deep round plate behind the frame (v1): the frame and its filigree set on a dark ground,
 *  a fine gold ring inside its rim. */
function backingPlate(ctx: TCtx, cx: number, cy: number, main: TBox, subject?: string): string {
  const pal = ctx.palette;
  const R = Math.min(main.w * 0.7, ctx.canvas.width / 2 - ctx.mm(8));
  const teal = subject === pal.roles.blue || subject === pal.roles.green;
  const deep = pal.inkOnly ? pal.ink : mix(teal ? pal.roles.purple : pal.roles.blue, pal.ink, 0.45);
  let s = inked(ctx, circleD(cx, cy, R), deep, ctx.ornament);
  s += inked(ctx, circleD(cx, cy, R - ctx.mm(2.5)), 'none', fineW(ctx, 0.8));
  if (!ctx.stencil && !pal.inkOnly)
    s += `<path d="${circleD(cx, cy, R - ctx.mm(2.5))}" fill="none" stroke="${goldOf(ctx)}" stroke-width="${f(ctx.mm(1))}"/>`;
  return s;
}
