// The realistic eye painted in black and grey (geometry in realism-eye.ts), in the 512 box: skin
// toned in soft diluted black that fades out to bare skin (no outline frame), the eyeball's
// white shaded at its corners and under the lid, an iris of radial fibres inside a dark limbal
// ring, the pupil with a bright catch-light, the waterline rim and tear duct, then the lashes
// and brow hairs pulled over the top in crisp black.
import type { TCtx } from './context';
import { ellipse, taper as whip } from './creatures';
import { blurFilter, grey } from './grey-wash';
import { mix } from './palettes';
import type { TBox } from './path';
import {
  along,
  browHairs,
  creaseAt,
  EYE,
  FRONT_ROW,
  hairD,
  jit,
  lashD,
  lowerAt,
  lowerLashes,
  normalAt,
  opening,
  upperAt,
  upperLashes,
} from './realism-eye';
import type { TPt } from './realism-kit';

const BOX: TBox = { x: 0, y: 0, w: 512, h: 430 };
const pts = (p: TPt[]) => p.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join('L');
const polyD = (p: TPt[]) => `M${pts(p)}Z`;
const lineD = (p: TPt[]) => `M${pts(p)}`;

/** A curve moved along its normal by `h` times a bump that is 0 at the corners. */
const offset = (at: (t: number) => TPt, h: number, n = 24) =>
  Array.from({ length: n + 1 }, (_v, i): TPt => {
    const t = i / n;
    const p = at(t);
    const N = normalAt(at, t);
    const k = h * Math.pow(Math.sin(Math.PI * t), 0.55);
    return [p[0] + N[0] * k, p[1] + N[1] * k];
  });

/** Soft patches [cx, cy, rx, ry, t] under one blur. */
function patches(ctx: TCtx, list: [number, number, number, number, number][], sigma: number) {
  const f = blurFilter(ctx, BOX, sigma);
  const p = list.map(
    ([x, y, rx, ry, t]) => `<path d="${ellipse(x, y, rx, ry)}" fill="${grey(ctx, t)}"/>`,
  );
  return `<g filter="url(#${f})">${p.join('')}</g>`;
}

/** The skin round the eye: the socket's shadow under the brow bone, darkest toward the nose,
 *  the lid fold above the crease, the pale lid below it, the lower lid's roll and the cheek,
 *  all blurred wide so the piece fades out into bare skin. */
function skin(ctx: TCtx): string {
  const wide = patches(
    ctx,
    [
      [262, 214, 250, 168, 0.16],
      [150, 172, 80, 50, 0.36],
      [52, 250, 46, 92, 0.42],
      [470, 236, 40, 60, 0.34],
      [262, 122, 180, 30, 0.3],
      [240, 132, 150, 16, 0.42],
      [262, 344, 180, 24, 0.22],
      // the forehead over the brow stays lit: the socket's shade must not climb above it
      [300, 20, 210, 34, 0.03],
    ],
    30,
  );
  const near = patches(
    ctx,
    [
      // the pale lid between crease and lashes, the fold's lit roll above the crease
      [262, 176, 150, 16, 0.08],
      [300, 118, 110, 12, 0.1],
      // the lower lid's roll, a soft shadow under it, and the outer corner tucked in shadow
      [262, 318, 160, 10, 0.34],
      [262, 336, 150, 8, 0.1],
      [446, 248, 18, 22, 0.5],
    ],
    10,
  );
  // the crease: a soft dark line deepest over the iris, fading at both ends
  const fc = blurFilter(ctx, BOX, 4.5);
  const crease = lineD(along(creaseAt, 24, 0.08, 0.94));
  const under = lineD(along((t) => cubicPt(t), 20));
  return (
    wide +
    near +
    `<g filter="url(#${fc})"><path d="${crease}" fill="none" stroke="${grey(ctx, 0.7)}" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="${under}" fill="none" stroke="${grey(ctx, 0.3)}" stroke-width="5" stroke-linecap="round"/></g>` +
    `<path d="${whip(...creasePts(), 1.6)}" fill="${grey(ctx, 0.85)}"/>`
  );
}

/** The faint fold under the lower lid. */
const cubicPt = (t: number): TPt => {
  const [a, b, c, d]: TPt[] = [
    [150, 340],
    [220, 372],
    [320, 372],
    [410, 332],
  ];
  const u = 1 - t;
  return [
    u * u * u * a[0] + 3 * u * u * t * b[0] + 3 * u * t * t * c[0] + t * t * t * d[0],
    u * u * u * a[1] + 3 * u * u * t * b[1] + 3 * u * t * t * c[1] + t * t * t * d[1],
  ];
};

/** The crease's crisp core, over the iris only. */
function creasePts(): [TPt, TPt, TPt] {
  const a = creaseAt(0.22);
  const b = creaseAt(0.8);
  const m = creaseAt(0.51);
  return [a, [2 * m[0] - (a[0] + b[0]) / 2, 2 * m[1] - (a[1] + b[1]) / 2], b];
}

/** The eyeball's white: bare skin toward the iris, greying into both corners and under the
 *  upper lid's shadow, with a thin wet shadow along the lower rim. */
function sclera(ctx: TCtx, clip: string, lit: number): string {
  const id = ctx.nextId('sclera');
  const [ix, iy] = EYE.iris;
  ctx.defs.push(
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${ix}" cy="${iy + 8}" r="205">` +
      `<stop offset="0.3" stop-color="${grey(ctx, 0.02)}"/><stop offset="0.62" stop-color="${grey(ctx, 0.18)}"/>` +
      `<stop offset="1" stop-color="${grey(ctx, 0.62)}"/></radialGradient>`,
  );
  const lid = blurFilter(ctx, BOX, 8);
  const shade = polyD([...along(upperAt, 24), ...offset(upperAt, -30).reverse()]);
  return (
    `<g clip-path="url(#${clip})"><path d="${polyD(opening())}" fill="url(#${id})"/>` +
    `<g filter="url(#${lid})"><path d="${shade}" fill="${grey(ctx, 0.55)}"/>` +
    `<path d="${ellipse(112, 262, 34, 30)}" fill="${grey(ctx, 0.5)}"/>` +
    `<path d="${ellipse(430, 248, 30, 30)}" fill="${grey(ctx, 0.55)}"/></g>` +
    iris(ctx, lit) +
    `<path d="${lineD(along(lowerAt, 24, 0.04, 0.96))}" fill="none" stroke="${grey(ctx, 0.6)}" stroke-width="3"/>` +
    `</g>`
  );
}

/** The iris: a grey ground darkening to the limbal ring, radial fibres in light and dark, the
 *  collarette round the pupil, the lid's shadow over its top, then pupil and catch-lights. */
function iris(ctx: TCtx, lit: number): string {
  const [cx, cy] = EYE.iris;
  const R = EYE.r;
  const id = ctx.nextId('iris');
  const g = (o: number, t: number) => `<stop offset="${o}" stop-color="${grey(ctx, t)}"/>`;
  ctx.defs.push(
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${cx}" cy="${cy}" r="${R}">` +
      g(0.35, 0.82) +
      g(0.5, 0.5) +
      g(0.72, 0.42) +
      g(0.86, 0.7) +
      g(0.95, 0.95) +
      g(1, 0.98) +
      `</radialGradient>`,
  );
  let light = '';
  let dark = '';
  let crisp = '';
  for (let i = 0; i < 96; i++) {
    const a = ((i + jit(i, 21) * 0.8) / 96) * Math.PI * 2;
    const r0 = 25 + jit(i, 23) * 6;
    const r1 = R * (0.8 + 0.12 * jit(i, 29));
    const bend = (jit(i, 31) - 0.5) * 0.16;
    const p = (r: number, da = 0): TPt => [cx + Math.cos(a + da) * r, cy + Math.sin(a + da) * r];
    const f = whip(p(r0), p((r0 + r1) / 2, bend), p(r1), i % 2 ? 1.3 : 1.6);
    if (i % 2) dark += f;
    else light += f;
    // the dark fibres also crisp over the soft ones in broken lengths, the detail the eye lands on
    const c0 = r0 + 2 + jit(i, 43) * 12;
    const c1 = c0 + 8 + jit(i, 47) * 16;
    if (i % 2) crisp += whip(p(c0), p((c0 + c1) / 2, bend / 2), p(Math.min(c1, r1 - 2)), 0.8);
  }
  const collar = Array.from({ length: 61 }, (_v, i): TPt => {
    const a = (i / 60) * Math.PI * 2;
    const r = 34 + 3 * Math.sin(a * 9) + 2 * jit(i % 60, 37);
    return [cx + Math.cos(a) * r, cy + Math.sin(a) * r];
  });
  const soft = blurFilter(ctx, BOX, 2.2);
  const glow = blurFilter(ctx, BOX, 0.8);
  const white = mix(ctx.palette.paper, '#ffffff', 0.75);
  return (
    `<path d="${ellipse(cx, cy, R, R)}" fill="url(#${id})"/>` +
    `<g filter="url(#${soft})"><path d="${dark}" fill="${grey(ctx, 0.9)}"/>` +
    `<path d="${light}" fill="${grey(ctx, 0.12)}"/>` +
    `<path d="${lineD(collar)}" fill="none" stroke="${grey(ctx, 0.2)}" stroke-width="3"/>` +
    `<path d="${ellipse(cx, cy, R - 4, R - 4)}" fill="none" stroke="${grey(ctx, 1)}" stroke-width="9"/></g>` +
    `<path d="${crisp}" fill="${grey(ctx, 0.75)}"/>` +
    `<path d="${ellipse(cx, cy, EYE.pupil, EYE.pupil)}" fill="${grey(ctx, 1)}"/>` +
    // the lower iris catches the light bounced off the lower lid
    `<path d="${whip([cx - 34, cy + 36], [cx, cy + 58], [cx + 40, cy + 34], 5)}" fill="${grey(ctx, 0.3)}" filter="url(#${soft})"/>` +
    `<path d="${catchlight(cx - 22 * lit, cy - 20, 10)}" fill="${white}" filter="url(#${glow})"/>` +
    `<path d="${ellipse(cx + 24 * lit, cy + 19, 3.2, 3.2)}" fill="${white}"/>`
  );
}

/** The catch-light: a soft-cornered window reflection, wider than tall. */
function catchlight(x: number, y: number, r: number): string {
  const w = r * 1.15;
  const h = r;
  const k = r * 0.7;
  return (
    `M${x - w + k} ${y - h}L${x + w - k} ${y - h}Q${x + w} ${y - h} ${x + w} ${y - h + k}` +
    `L${x + w} ${y + h - k}Q${x + w} ${y + h} ${x + w - k} ${y + h}L${x - w + k} ${y + h}` +
    `Q${x - w} ${y + h} ${x - w} ${y + h - k}L${x - w} ${y - h + k}Q${x - w} ${y - h} ${x - w + k} ${y - h}Z`
  );
}

/** The lid margins: the dark lash line along the upper lid, thick over the iris and thinning to
 *  the corners; the lower lid's waterline, a pale wet rim with the lash line under it; the tear
 *  duct's pink mound in the inner corner. */
function lids(ctx: TCtx): string {
  const upper = polyD([...along(upperAt, 24), ...offset(upperAt, 7).reverse()]);
  const rim = offset(lowerAt, 9);
  const water = polyD([...along(lowerAt, 24), ...rim.reverse()]);
  const soft = blurFilter(ctx, BOX, 1.6);
  const white = mix(ctx.palette.paper, '#ffffff', 0.75);
  return (
    `<path d="${upper}" fill="${grey(ctx, 1)}"/>` +
    `<path d="${water}" fill="${grey(ctx, 0.16)}"/>` +
    `<g filter="url(#${soft})"><path d="${lineD(offset(lowerAt, 9.5))}" fill="none" stroke="${grey(ctx, 0.75)}" stroke-width="3"/>` +
    `<path d="${lineD(offset(lowerAt, 3.5, 24).slice(3, 18))}" fill="none" stroke="${white}" stroke-width="1.6"/>` +
    `<path d="${ellipse(104, 263, 15, 10)}" fill="${grey(ctx, 0.42)}"/>` +
    `<path d="${whip([124, 248], [130, 262], [122, 276], 2.5)}" fill="${grey(ctx, 0.35)}"/></g>` +
    `<path d="${ellipse(99, 259, 3.5, 2.6)}" fill="${white}"/>`
  );
}

/** The whole painting, in the 512 box; mirrored, the catch-light moves so it stays up-left. */
export function eyeArt(ctx: TCtx, _k: number, mirrored: boolean): string {
  const clip = ctx.nextId('eyeopen');
  ctx.defs.push(`<clipPath id="${clip}"><path d="${polyD(opening())}"/></clipPath>`);
  const brow = blurFilter(ctx, BOX, 9);
  const hairs = browHairs();
  // the back row of lashes paler, so the lashes read as depth and not a cut-out fringe
  const lashes = upperLashes();
  const back = lashes
    .filter((_l, i) => i >= FRONT_ROW)
    .map(lashD)
    .join('');
  const front = lashes.slice(0, FRONT_ROW).map(lashD).join('');
  const dark = hairs
    .filter((_h, i) => jit(i, 41) > 0.35)
    .map(hairD)
    .join('');
  const pale = hairs
    .filter((_h, i) => jit(i, 41) <= 0.35)
    .map(hairD)
    .join('');
  return (
    skin(ctx) +
    `<path d="${whip([124, 100], [290, 20], [464, 106], 26)}" fill="${grey(ctx, 0.42)}" filter="url(#${brow})"/>` +
    `<path d="${pale}" fill="${grey(ctx, 0.6)}"/><path d="${dark}" fill="${grey(ctx, 0.92)}"/>` +
    sclera(ctx, clip, mirrored ? -1 : 1) +
    lids(ctx) +
    `<path d="${lowerLashes().map(lashD).join('')}" fill="${grey(ctx, 0.95)}"/>` +
    `<path d="${back}" fill="${grey(ctx, 0.72)}"/><path d="${front}" fill="${grey(ctx, 1)}"/>`
  );
}
