// Realism's rose painted as a black-and-grey artist lays it (the same petals as its wash shape,
// realism-rose.ts): each petal a smooth grade from black where it tucks away to bare skin at its
// rim, lit from the upper left so the right-hand petals sit a step darker; true black in the
// gaps, cast by each petal's rim onto the one behind; every rim a thin bright lip, rolled rims
// a bare curl over a dark underside; the heart a tight whorl of nested petal edges seen into at
// a tilt. No needle stipple over the mid tones: at print size its dots read as grit on the
// petals, where black-and-grey roses are packed smooth. Painted, not washed: the wash shades the whole
// silhouette as one pillow and rings it with a contour, which read as moulded rubber.
import type { TCtx } from './context';
import { blurFilter, grey } from './grey-wash';
import type { TBox } from './path';
import type { TPt } from './realism-kit';
import { poly } from './realism-lion-face';
import {
  BUD,
  lerp,
  ROSE_FRONT,
  ROSE_PETALS,
  shrink,
  strokeAlong,
  type TRosePetal,
  whorlArc,
} from './realism-rose-petals';

const BOX: TBox = { x: 0, y: 0, w: 512, h: 512 };
const f1 = (n: number) => n.toFixed(1);

/** A linear grade from a to b, each stop [offset, grey]. */
function grade(ctx: TCtx, a: TPt, b: TPt, stops: [number, number][]): string {
  const id = ctx.nextId('rosegrad');
  const s = stops
    .map(([o, t]) => `<stop offset="${o}" stop-color="${grey(ctx, Math.min(1, Math.max(0, t)))}"/>`)
    .join('');
  ctx.defs.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f1(a[0])}" y1="${f1(a[1])}" x2="${f1(b[0])}" y2="${f1(b[1])}">${s}</linearGradient>`,
  );
  return `url(#${id})`;
}

/** Where a petal's rim catches the most light: toward its top, pulled to the upper left. */
function litPoint(p: TRosePetal): TPt {
  const top = p.rim.reduce((m, q) => (q[1] + q[0] * 0.35 < m[1] + m[0] * 0.35 ? q : m));
  return lerp(p.rim[Math.round((p.rim.length - 1) / 2)], top, 0.6);
}

/** The black a petal's rim casts on the petal behind it: a soft dark band just above its rim
 *  (the petal itself, painted next, covers the half below). */
function castShadow(p: TRosePetal): string {
  const n = p.rim.length - 1;
  const up = p.rim.map(([x, y], j): TPt => [x, y - 9 * Math.pow(Math.sin((Math.PI * j) / n), 0.4)]);
  return strokeAlong(up, 12);
}

/** A clip path of one petal's face, so its inner shading stays on it. */
function petalClip(ctx: TCtx, face: string): string {
  const id = ctx.nextId('rosepetal');
  ctx.defs.push(`<clipPath id="${id}"><path d="${face}"/></clipPath>`);
  return id;
}

/** One petal: its face graded tuck to rim, a soft crease, the rolled lip, the bright rim. */
function paintPetal(ctx: TCtx, p: TRosePetal, soft: string, w: number): string {
  const face = poly([...p.rim, ...p.back]);
  const mid = p.rim[Math.round((p.rim.length - 1) / 2)];
  // the light comes from the upper left: the right-hand petals a step darker
  const side = Math.max(-0.08, Math.min(0.14, (mid[0] - 250) / 900));
  const dark = p.front ? 0 : 0.06;
  const stops: [number, number][] = [
    [0, 0.96],
    [0.18, 0.8 + side + dark],
    [0.42, 0.46 + side + dark],
    [0.68, 0.16 + side + dark],
    [1, 0.02 + side / 3],
  ];
  let s = `<path d="${face}" fill="${grade(ctx, p.into, litPoint(p), stops)}"/>`;
  // a soft shade just inside the rim, where the sheet curls toward the viewer before its lit
  // edge: the petal reads as a thin cupped sheet, not a pillow lit across its whole face
  s += `<g clip-path="url(#${petalClip(ctx, face)})"><path d="${strokeAlong(shrink(p.rim, p.into, 0.82), 9)}" fill="${grey(ctx, 0.5 + side)}" filter="url(#${blurFilter(ctx, BOX, 3.2)})"/></g>`;
  // the bright lip all along the rim, just inside its edge
  const lip = strokeAlong(shrink(p.rim, p.into, 0.985), 1.5);
  s += `<path d="${lip}" fill="${grey(ctx, 0)}"/>`;
  // its own edge in the finest line: round the bloom this is its contour, within it the seam
  // where it lies over the petal behind (the ones in front cover the rest)
  s += `<path d="${face}" fill="none" stroke="${grey(ctx, 0.95)}" stroke-width="${f1(w * 0.5)}" stroke-linejoin="round"/>`;
  return s + (p.roll ? rolledLip(ctx, p, soft, w) : '');
}

/** A rim rolled back: the turned-over edge stands proud of the rim as a thin lens, its far edge
 *  catching the light, and the curl under it throws a dark crease onto the petal. */
function rolledLip(ctx: TCtx, p: TRosePetal, soft: string, w: number): string {
  const n = p.rim.length - 1;
  const [a, b] = p.roll!;
  const seg = p.rim.slice(Math.round(a * n), Math.round(b * n) + 1);
  const m = seg.length - 1;
  const out = seg.map(([x, y], j): TPt => {
    const l = Math.hypot(x - p.into[0], y - p.into[1]) || 1;
    const h = 8 * Math.pow(Math.sin((Math.PI * j) / m), 0.8);
    return [x + ((x - p.into[0]) / l) * h, y + ((y - p.into[1]) / l) * h];
  });
  const mid = Math.round(m / 2);
  const fill = grade(ctx, seg[mid], out[mid], [
    [0, 0.5],
    [0.6, 0.12],
    [1, 0],
  ]);
  const lens = poly([...seg, ...out.slice().reverse()]);
  return (
    `<path d="${strokeAlong(shrink(seg, p.into, 0.95), 3)}" fill="${grey(ctx, 0.92)}" filter="url(#${soft})"/>` +
    `<path d="${lens}" fill="${fill}" stroke="${grey(ctx, 0.7)}" stroke-width="${f1(w * 0.4)}" stroke-linejoin="round"/>`
  );
}

/** The heart: a dark opening, and in it nested petal edges, each a crescent lit along its rim
 *  and falling into shadow toward the heart, painted outer to inner so each inner rim shows lit
 *  against the dark inside of the edge before it. */
function paintWhorl(ctx: TCtx, soft: string, deep: string): string {
  let s = `<path d="${poly(BUD.face)}" fill="${grade(ctx, BUD.heart, BUD.lit, [
    [0, 1],
    [0.6, 0.85],
    [1, 0.5],
  ])}"/>`;
  const clip = ctx.nextId('rosebud');
  ctx.defs.push(`<clipPath id="${clip}"><path d="${poly(BUD.face)}"/></clipPath>`);
  // the tiniest edges left out: at this size they close into a ring round the heart (an eye)
  BUD.whorl.filter(([r]) => r > 8).forEach(([r, a, sw, x, y], i) => {
    const rim = whorlArc(r, a, sw, x, y);
    const m = rim.length - 1;
    // the sheet under the rim, deepest at its middle, pinched to nothing at its ends
    const inner = rim.map((q, j) => {
      const bulge = Math.pow(Math.sin((Math.PI * j) / m), 0.8);
      return lerp(BUD.heart, q, 1 - 0.62 * bulge);
    });
    const mid = rim[Math.round(m / 2)];
    const fill = grade(ctx, lerp(BUD.heart, mid, 0.4), mid, [
      [0, 0.95],
      [0.45, 0.7],
      [0.8, 0.3],
      [1, 0.04],
    ]);
    // the rim's shadow on the sheet before it (the outermost casts on the opening)
    if (i > 0)
      s += `<g clip-path="url(#${clip})"><path d="${strokeAlong(shrink(rim, BUD.heart, 1.12), 0.22 * r + 2)}" fill="${grey(ctx, 1)}" filter="url(#${deep})"/></g>`;
    s += `<path d="${poly([...rim, ...inner.reverse()])}" fill="${fill}"/>`;
    s += `<path d="${strokeAlong(shrink(rim, BUD.heart, 0.97), Math.min(1.6, 0.6 + r / 40))}" fill="${grey(ctx, 0)}" filter="url(#${soft})"/>`;
  });
  return s + `<ellipse cx="${f1(BUD.heart[0])}" cy="${f1(BUD.heart[1])}" rx="3" ry="1.6" fill="${grey(ctx, 1)}"/>`;
}


/** The bloom, back to front: the back petals, the whorl, then each front petal over the black
 *  its rim casts on what lies behind it. `outline` is the bloom's silhouette, which keeps those
 *  cast shadows off the skin round it; `w` the finest line, in box units. */
export function paintBloom(ctx: TCtx, outline: string, w: number): string {
  const soft = blurFilter(ctx, BOX, 1.1);
  const deep = blurFilter(ctx, BOX, 2.6);
  const clip = ctx.nextId('rosebloom');
  ctx.defs.push(`<clipPath id="${clip}"><path d="${outline}"/></clipPath>`);
  // the depths first: wherever no petal face is seen, the gap between petals is black
  let s = `<path d="${outline}" fill="${grey(ctx, 0.97)}"/>`;
  s += ROSE_PETALS.map((p) => paintPetal(ctx, p, soft, w)).join('');
  s += paintWhorl(ctx, soft, deep);
  for (const p of ROSE_FRONT) {
    s += `<g clip-path="url(#${clip})"><path d="${castShadow(p)}" fill="${grey(ctx, 1)}" filter="url(#${deep})"/></g>`;
    s += paintPetal(ctx, p, soft, w);
  }
  return s;
}

/** A part in soft tone (a leaf, the stem): its patches under a light blur, kept inside its
 *  outline, and its outline drawn in the finest line. */
export function paintPart(
  ctx: TCtx,
  part: { outline: string; holes: string; tones: { t: number; d: string }[] },
  w: number,
): string {
  const clip = ctx.nextId('rosepart');
  ctx.defs.push(`<clipPath id="${clip}"><path d="${part.outline}"/></clipPath>`);
  const soft = blurFilter(ctx, BOX, 1.4);
  const tones = part.tones.map((k) => `<path d="${k.d}" fill="${grey(ctx, k.t)}"/>`).join('');
  return (
    `<g clip-path="url(#${clip})"><path d="${part.outline}" fill="${grey(ctx, 0.5)}"/><g filter="url(#${soft})">${tones}</g>` +
    (part.holes ? `<path d="${part.holes}" fill="${grey(ctx, 0.95)}"/>` : '') +
    `</g><path d="${part.outline}" fill="none" stroke="${grey(ctx, 0.95)}" stroke-width="${f1(w)}" stroke-linejoin="round"/>`
  );
}
