// The painting of realism's gripping hand (TGenShape.art), built from the smooth pieces in
// realism-hand-grip-art.ts: the back of the hand a broad softly lit plane with its knuckles and
// tendons, each finger three tapering rounded segments (proximal on top, the middle segment
// folded under it, the fingertip tucked in with its nail), the thumb over the top of the stem,
// thin creases, and the forearm fading into skin. All inside the silhouette (clipped to it).
import type { TCtx } from './context';
import { blurFilter, grey } from './grey-wash';
import type { TBox } from './path';
import { crease, f1, form, soft } from './realism-hand-grip-art';
import { joints, on, onV, REAL_FINGERS } from './realism-hand-grip-fingers';
import type { TPt } from './realism-kit';

const FRAME: TBox = { x: 40, y: 80, w: 520, h: 600 };

/** The back of the hand and the wrist: lit toward the knuckles, turning dark down the far edge,
 *  faint tendons fanning from the wrist to the knuckles. */
function back(ctx: TCtx): string {
  const tendons = REAL_FINGERS.map(({ top, bottom, mcp }, i) => {
    const k = on(i, mcp + 20, top + (bottom - top) * 0.45);
    const foot: TPt = [392 + i * 12, 468 - i * 4];
    const [cx, cy] = [(k[0] + foot[0]) / 2, (k[1] + foot[1]) / 2];
    const len = Math.hypot(foot[0] - k[0], foot[1] - k[1]) / 2;
    const deg = (Math.atan2(foot[1] - k[1], foot[0] - k[0]) * 180) / Math.PI;
    return [
      [cx + 7, cy, len * 0.8, 5, 0.62, deg],
      [cx, cy, len * 0.9, 4, 0.3, deg],
    ];
  }).flat();
  return (
    soft(
      ctx,
      [
        [360, 330, 150, 200, 0.7],
        [318, 290, 96, 118, 0.5, 30],
        [296, 258, 56, 68, 0.34, 30],
        [432, 320, 30, 170, 0.9],
        [404, 300, 24, 110, 0.72],
        [430, 430, 30, 70, 0.82, -20],
        [300, 420, 40, 40, 0.55],
        [262, 396, 46, 22, 0.9],
      ],
      14,
    ) + soft(ctx, tendons, 8)
  );
}

/** One finger: the palm's hollow past its tip, the fingertip, the middle segment, the proximal
 *  segment over it, the lit knuckle caps; then its crisp creases and nail. */
function finger(ctx: TCtx, i: number, lw: number): string {
  const f = REAL_FINGERS[i];
  const { top, bottom, left, mcp } = f;
  const h = bottom - top;
  const { fold, dip, tip } = joints(f);
  // each finger a little deeper in shadow than the one above it
  const d = [0, 0.04, 0.08, 0.13][i];
  const v = (x: number, t: number) => onV(i, x, t);
  // the palm's hollow inside the curl: deepest at the tucked tip, easing off toward the palm
  const hollow = v(tip + 4, 0.74);
  let s = soft(
    ctx,
    [
      [...v((tip + mcp) / 2, 0.76), (mcp - tip) / 2 + 6, h * 0.24, 0.72],
      [hollow[0], hollow[1], h * 0.22, h * 0.2, 0.95],
    ],
    4,
  );
  s +=
    form(ctx, v(dip - 2, 0.7), v(tip - h * 0.2, 0.7), h * 0.27, h * 0.22, 0.42 + d, 0.86) +
    form(ctx, v(left + h * 0.3, 0.7), v(dip + 2, 0.71), h * 0.3, h * 0.27, 0.3 + d, 0.84) +
    form(ctx, v(mcp + 2, 0.3), v(left + h * 0.22, 0.24), h * 0.31, h * 0.23, 0.1 + d, 0.62);
  // light: the bent middle joint's cap, a sheen along the proximal segment, the middle
  // segment's rounded top
  const kn = v(left + h * 0.24, 0.3);
  const mid = v((left + mcp) / 2 + 10, 0.14);
  const pad = v((left + dip) / 2 + 8, 0.55);
  s += soft(
    ctx,
    [
      [kn[0], kn[1], h * 0.16, h * 0.14, 0.02 + d],
      [mid[0], mid[1], (mcp - left) * 0.32, h * 0.05, 0.04 + d],
      [pad[0], pad[1], (dip - left) * 0.36, h * 0.07, 0.22 + d],
    ],
    2.2,
  );
  // the fold between the proximal and middle segments, the last joint's crease, the knuckle's
  // skin wrinkles
  const ink = grey(ctx, 1);
  s +=
    `<path d="${crease(v(left + h * 0.2, fold + 0.04), v((left + dip) / 2 + 6, fold + 0.03), v(tip - 4, fold + 0.02), lw * 1.4)}" fill="${ink}"/>` +
    `<path d="${crease(v(dip + 1, fold + 0.14), v(dip - 3, 0.68), v(dip + 1, 0.94), lw)}" fill="${grey(ctx, 0.85)}"/>` +
    `<path d="${crease(v(left + 14, 0.1), v(left + 10, 0.24), v(left + 14, 0.38), lw * 0.7)}" fill="${grey(ctx, 0.55)}"/>` +
    `<path d="${crease(v(left + 20, 0.12), v(left + 17, 0.24), v(left + 20, 0.36), lw * 0.6)}" fill="${grey(ctx, 0.45)}"/>`;
  return s + nail(ctx, i, lw);
}

/** A fingertip's nail, seen edge-on as the tip curls in: a pale rounded plate with a soft rim
 *  and a catch-light. */
function nail(ctx: TCtx, i: number, lw: number): string {
  const f = REAL_FINGERS[i];
  const h = f.bottom - f.top;
  const { dip, tip } = joints(f);
  const a = onV(i, dip + (tip - dip) * 0.3, 0.66);
  const b = onV(i, tip - h * 0.2, 0.66);
  return (
    form(ctx, a, b, h * 0.15, h * 0.14, 0.14, 0.5) +
    `<path d="${crease(onV(i, dip + (tip - dip) * 0.25, 0.5), onV(i, dip + (tip - dip) * 0.18, 0.66), onV(i, dip + (tip - dip) * 0.25, 0.82), lw)}" fill="${grey(ctx, 0.8)}"/>`
  );
}

/** The base knuckles, laid over the fingers' roots so each proximal segment swells out of the
 *  back of the hand with no seam: a lit bony hump, a soft dip between each two. */
function knuckles(ctx: TCtx): string {
  const list: number[][] = [];
  REAL_FINGERS.forEach(({ top, bottom, mcp }, i) => {
    const h = bottom - top;
    const k = on(i, mcp + 4, top + h * 0.32);
    list.push([k[0] + 4, k[1] + 2, 26, h * 0.42, 0.34 + i * 0.05]);
    list.push([k[0], k[1], 16, h * 0.26, 0.08 + i * 0.05]);
    if (i < 3) list.push([...on(i, mcp + 8, bottom), 16, 5, 0.7]);
  });
  return soft(ctx, list, 6);
}

/** The gaps between the fingers: a soft shadow and a fine dark seam the full length. */
function gaps(ctx: TCtx, lw: number): string {
  let s = '';
  for (let i = 0; i < REAL_FINGERS.length - 1; i++) {
    const [a, b] = [REAL_FINGERS[i], REAL_FINGERS[i + 1]];
    const y = (x: number) => (on(i, x, a.bottom)[1] + on(i + 1, x, b.top)[1]) / 2;
    const x0 = Math.max(a.left, b.left) + 12;
    const x1 = a.mcp + 6;
    const xm = (x0 + x1) / 2;
    s +=
      soft(ctx, [[xm, y(xm) + 3, (x1 - x0) / 2, 4, 0.85, (Math.atan(b.fan) * 180) / Math.PI]], 3) +
      `<path d="${crease([x0, y(x0)], [xm, y(xm)], [x1, y(x1)], lw * 2)}" fill="${grey(ctx, 1)}"/>`;
  }
  return s;
}

/** The thumb lying over the top of the stem: its root swelling out of the back of the hand,
 *  the joint, the tapering tip with its nail; the shadow it lays across the index finger. */
function thumb(ctx: TCtx, lw: number): string {
  const shadow = soft(ctx, [[276, 210, 112, 9, 1, 3]], 4);
  const nailPlate = form(ctx, [196, 157], [234, 159], 11, 10, 0.05, 0.38);
  return (
    shadow +
    form(ctx, [452, 240], [300, 176], 32, 26, 0.14, 0.7) +
    form(ctx, [302, 176], [200, 164], 26, 21, 0.1, 0.66) +
    soft(
      ctx,
      [
        [300, 160, 20, 12, 0.02],
        [350, 172, 60, 8, 0.08, 16],
        [200, 180, 26, 5, 0.5],
      ],
      3,
    ) +
    nailPlate +
    soft(ctx, [[212, 152, 14, 3, 0]], 1.2) +
    `<path d="${crease([238, 148], [244, 159], [238, 171], lw * 1.1)}" fill="${grey(ctx, 0.8)}"/>` +
    `<path d="${crease([192, 148], [228, 146], [240, 152], lw * 0.7)}" fill="${grey(ctx, 0.7)}"/>` +
    `<path d="${crease([192, 171], [226, 172], [240, 167], lw * 0.8)}" fill="${grey(ctx, 0.75)}"/>` +
    `<path d="${crease([300, 154], [293, 172], [300, 192], lw)}" fill="${grey(ctx, 0.6)}"/>` +
    `<path d="${crease([170, 190], [268, 210], [380, 208], lw * 1.8)}" fill="${grey(ctx, 1)}"/>`
  );
}

/** The wrist's crease, one faint dark line (lighter lines read as scratches). */
function wrist(ctx: TCtx, lw: number): string {
  return `<path d="${crease([368, 438], [400, 432], [434, 422], lw * 0.8)}" fill="${grey(ctx, 0.82)}"/>`;
}

/** The painter for TGenShape.art: the hand clipped to its silhouette `outline`, the forearm
 *  masked out through a soft edge into skin over `fade`. */
export function handPaint(outline: string, fade: string) {
  return (ctx: TCtx, k: number): string => {
    // line widths in the box, from millimetres on the skin
    const lw = Math.max(1.1, ctx.mm(0.3) / k);
    const clip = ctx.nextId('handclip');
    ctx.defs.push(`<clipPath id="${clip}"><path d="${outline}"/></clipPath>`);
    const blur = blurFilter(ctx, FRAME, 22);
    const mask = ctx.nextId('fade');
    const [x, y, w, h] = [FRAME.x, FRAME.y, FRAME.w, FRAME.h].map(f1);
    ctx.defs.push(
      `<mask id="${mask}" maskUnits="userSpaceOnUse" x="${x}" y="${y}" width="${w}" height="${h}">` +
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fff"/>` +
        `<path d="${fade}" fill="#000" filter="url(#${blur})"/></mask>`,
    );
    let s = `<path d="${outline}" fill="${grey(ctx, 0.45)}"/>` + back(ctx);
    for (let i = REAL_FINGERS.length - 1; i >= 0; i--) s += finger(ctx, i, lw);
    s += knuckles(ctx) + gaps(ctx, lw) + thumb(ctx, lw) + wrist(ctx, lw);
    // the edge: the finest line, dark, so the lit side stays crisp against skin
    const edge = `<path d="${outline}" fill="none" stroke="${grey(ctx, 0.92)}" stroke-width="${f1(lw * 1.2)}" stroke-linejoin="round"/>`;
    return `<g mask="url(#${mask})"><g clip-path="url(#${clip})">${s}</g>${edge}</g>`;
  };
}
