// The realistic lion painted in black and grey, in its 512 box (the `art` of realism-lion.ts's
// shape, which still serves the stencil, black-only work and the layout). Painted back to
// front as the artist builds it: the mane's long outer fall, its middle locks and the short
// inner ones (each lock a soft body and valley under crisp strands, realism-lion-locks.ts), the
// ears, the face's planes in soft tone, its short fur pulled over them, the ruff round the face,
// then the hard features. Soft only at the base; every hair on top is crisp.
import type { TCtx } from './context';
import { ellipse } from './creatures';
import { blurFilter, grey } from './grey-wash';
import { mix } from './palettes';
import type { TBox } from './path';
import type { TPt } from './realism-kit';
import { HairBins, side } from './realism-lion-fur';
import { layerLocks, LAYERS, MC, ruff } from './realism-lion-locks';
import {
  EAR,
  earHairs,
  EYE,
  eyeShapes,
  faceFur,
  faceOutline,
  faceTone,
  mouthLines,
  MUZZLE,
  nosePad,
  nostrils,
  padSpecks,
  PLANES,
  tearLine,
  whiskers,
} from './realism-lion-visage';

const BOX: TBox = { x: 0, y: 0, w: 512, h: 512 };

/** Placeholders for the ids made fresh each time (the body is cached per palette). */
const ID = {
  open: '@O@',
  mass: '@M@',
  soft: '@S@',
  base: '@B@',
  fade: '@F@',
  iris: '@I@',
  glow: '@G@',
  pad: '@P@',
};

const bins = (ctx: TCtx, h: HairBins) =>
  h
    .list()
    .map(([t, d]) => `<path d="${d}" fill="${grey(ctx, t)}"/>`)
    .join('');

/** The mane: a dark mass deepest round the face, fading out to skin before the mane's reach;
 *  over it each layer's locks, strand by strand, outer fall first. */
function mane(ctx: TCtx, w: number): string {
  let s = `<path d="${ellipse(MC[0], MC[1] + 6, 236, 236)}" fill="url(#${ID.mass})"/>`;
  LAYERS.forEach((_L, li) => {
    s += bins(ctx, layerLocks(li, w));
  });
  return s;
}

/** The ears, half buried at the top of the mane: a grey dome, black inside, pale hairs rising
 *  out of the opening and the rim's fur crisp over the mane. */
function ears(ctx: TCtx, w: number): string {
  const h = new HairBins();
  earHairs(w, h);
  const [x, y] = EAR.c;
  const R = EAR.r;
  const two = (cx: number, cy: number, rx: number, ry: number) =>
    ellipse(cx, cy, rx, ry) + ellipse(512 - cx, cy, rx, ry);
  return (
    `<path d="${two(x, y + 2, R, R)}" fill="${grey(ctx, 0.72)}" filter="url(#${ID.glow})"/>` +
    `<path d="${two(x, y + 6, R * 0.55, R * 0.62)}" fill="${grey(ctx, 0.97)}" filter="url(#${ID.glow})"/>` +
    bins(ctx, h)
  );
}

/** The face is drawn at its own size and set into the mane smaller, about a point between the
 *  eyes, so the mane has room to fall long round it. */
const FS = 0.86;
const FO: TPt = [256, 236];
const FACE_T = `matrix(${FS} 0 0 ${FS} ${(FO[0] * (1 - FS)).toFixed(2)} ${(FO[1] * (1 - FS)).toFixed(2)})`;
/** A point of the mane in the face's own frame (the ruff reads the face's tone there). */
const toFace = ([x, y]: TPt): TPt => [FO[0] + (x - FO[0]) / FS, FO[1] + (y - FO[1]) / FS];

/** The face's planes: the outline in mid grey, each plane's patch over it, all under one blur. */
function planes(ctx: TCtx): string {
  const g = (x: number, t: number) => grey(ctx, Math.min(1, Math.max(0, t + side(x))));
  const p = PLANES.map(([x, y, rx, ry, t]) =>
    x === 256
      ? `<path d="${ellipse(x, y, rx, ry)}" fill="${g(x, t)}"/>`
      : `<path d="${ellipse(x, y, rx, ry)}" fill="${g(x, t)}"/>` +
        `<path d="${ellipse(512 - x, y, rx, ry)}" fill="${g(512 - x, t)}"/>`,
  ).join('');
  // the side away from the light a shade deeper under the planes
  const sides = [170, 342].map(
    (x) => `<path d="${ellipse(x, 300, 70, 150)}" fill="${g(x, 0.45)}"/>`,
  );
  return (
    `<g filter="url(#${ID.base})"><path d="${faceOutline()}" fill="${grey(ctx, 0.45)}"/>` +
    `${sides.join('')}${p}</g>`
  );
}

/** The eyes: the black rim; inside it the opening in shadow at its corners and the round iris,
 *  pale low where the light comes through and dark round its edge, the upper lid's shadow over
 *  its top; the pupil and its catch-light, both lit from the same side. */
function eyes(ctx: TCtx, lit: number): string {
  const { rim, open } = eyeShapes();
  const [ix, iy] = EYE.iris;
  const white = mix(ctx.palette.paper, '#ffffff', 0.8);
  const pupil = (x: number) => ellipse(x, iy + 1, 5, 5.6);
  const shine = (x: number) => ellipse(x - 3.4 * lit, iy - 2.4, 2.4, 2.1);
  const lid = (x: number) => ellipse(x, iy - 11, 26, 7);
  const iris = (x: number) => ellipse(x, iy, EYE.r, EYE.r);
  return (
    `<path d="${rim}" fill="${grey(ctx, 1)}"/>` +
    `<path d="${open}" fill="${grey(ctx, 0.9)}"/>` +
    `<g clip-path="url(#${ID.open})"><path d="${iris(ix)}" fill="url(#${ID.iris})"/>` +
    `<path d="${iris(512 - ix)}" fill="url(#${ID.iris})"/>` +
    `<path d="${lid(ix) + lid(512 - ix)}" fill="${grey(ctx, 0.85)}" filter="url(#${ID.glow})"/></g>` +
    `<path d="${pupil(ix) + pupil(512 - ix)}" fill="${grey(ctx, 1)}"/>` +
    `<path d="${shine(ix) + shine(512 - ix)}" fill="${white}"/>`
  );
}

/** The nose: the pad dark, its lit top plane rolling into it, pale specks of pebbled leather,
 *  the nostrils and the groove black. */
function nose(ctx: TCtx): string {
  return (
    `<path d="${nosePad()}" fill="url(#${ID.pad})"/>` +
    // the upper plane's sheen, soft, clear of the pad's edge
    `<path d="${ellipse(256, 311, 30, 6)}" fill="${grey(ctx, 0.3)}" filter="url(#${ID.soft})"/>` +
    `<path d="${padSpecks()}" fill="${grey(ctx, 0.2)}"/>` +
    `<path d="${nostrils()}" fill="${grey(ctx, 1)}"/>`
  );
}

/** The whole painting with placeholder ids (see ID). */
function body(ctx: TCtx, w: number, lit: number): string {
  const face = new HairBins();
  faceFur(w, face);
  const edge = new HairBins();
  ruff(w * 1.1, (p) => faceTone(toFace(p)), edge);
  const wh = whiskers(w);
  return (
    mane(ctx, w) +
    ears(ctx, w) +
    `<g transform="${FACE_T}">${planes(ctx)}${bins(ctx, face)}</g>` +
    bins(ctx, edge) +
    `<g transform="${FACE_T}">${eyes(ctx, lit)}<path d="${tearLine()}" fill="${grey(ctx, 1)}"/>` +
    // the muzzle set lower than it is drawn: a lion's long bridge
    `<g transform="translate(0 ${MUZZLE})">${nose(ctx)}` +
    `<path d="${mouthLines() + wh.dots}" fill="${grey(ctx, 1)}"/>` +
    `<path d="${wh.dark}" fill="${grey(ctx, 0.8)}"/><path d="${wh.lit}" fill="${grey(ctx, 0.05)}"/></g></g>`
  );
}

const cache = new Map<string, string>();

/** The defs behind the placeholders, made fresh for this design. */
function defs(ctx: TCtx): Record<string, string> {
  const ids: Record<string, string> = {
    [ID.soft]: blurFilter(ctx, BOX, 2.4),
    [ID.base]: blurFilter(ctx, BOX, 7),
    [ID.glow]: blurFilter(ctx, BOX, 1.4),
  };
  const fade = ctx.nextId('lionfade');
  const iris = ctx.nextId('lioniris');
  const pad = ctx.nextId('lionpad');
  const mass = ctx.nextId('lionmass');
  const open = ctx.nextId('lionopen');
  const stop = (o: number, t: number) => `<stop offset="${o}" stop-color="${grey(ctx, t)}"/>`;
  ctx.defs.push(
    `<radialGradient id="${fade}-g" gradientUnits="userSpaceOnUse" cx="${MC[0]}" cy="${MC[1]}" r="232">` +
      `<stop offset="0.66" stop-color="#fff"/><stop offset="0.97" stop-color="#000"/></radialGradient>` +
      `<mask id="${fade}" maskUnits="userSpaceOnUse" x="0" y="0" width="512" height="512">` +
      `<rect width="512" height="512" fill="url(#${fade}-g)"/></mask>`,
    `<radialGradient id="${mass}" gradientUnits="userSpaceOnUse" cx="${MC[0]}" cy="${MC[1] + 6}" r="236">` +
      stop(0.5, 1) +
      stop(0.64, 0.92) +
      `<stop offset="0.76" stop-color="${grey(ctx, 0.65)}" stop-opacity="0.9"/>` +
      `<stop offset="0.88" stop-color="${grey(ctx, 0.3)}" stop-opacity="0"/></radialGradient>`,
    `<clipPath id="${open}"><path d="${eyeShapes().open}"/></clipPath>`,
    // each opening filled by its iris: pale low, where the light comes through, dark at the rim
    `<radialGradient id="${iris}" cx="0.5" cy="0.62" r="0.55">` +
      stop(0, 0.1) +
      stop(0.5, 0.3) +
      stop(0.82, 0.6) +
      stop(1, 0.95) +
      `</radialGradient>`,
    `<linearGradient id="${pad}" gradientUnits="userSpaceOnUse" x1="0" y1="300" x2="0" y2="362">` +
      stop(0, 0.5) +
      stop(0.3, 0.72) +
      stop(0.65, 0.93) +
      stop(1, 1) +
      `</linearGradient>`,
  );
  return {
    ...ids,
    [ID.open]: open,
    [ID.mass]: mass,
    [ID.fade]: fade,
    [ID.iris]: iris,
    [ID.pad]: pad,
  };
}

/** The lion painted in its box; `k` canvas units a box unit, so hairs keep a tattooable width;
 *  lit from the upper left as drawn. */
export function lionArt(ctx: TCtx, k: number): string {
  // (in steps of 0.2, so designs of nearby sizes share one cached painting)
  const w = Math.round(Math.max(0.7, ctx.mm(0.18) / k) * 5) / 5;
  // the light turns with the drawing when it is mirrored (the shadow side and the catch-lights
  // with it), so a mirrored variation is lit from the other side
  const lit = 1;
  const key = `${ctx.palette.ink}|${ctx.palette.paper}|${w}|${lit}`;
  let s = cache.get(key);
  if (s === undefined) {
    s = body(ctx, w, lit);
    if (cache.size > 16) cache.clear();
    cache.set(key, s);
  }
  const ids = defs(ctx);
  return s.replace(/@[A-Z]@/g, (m) => ids[m] ?? m);
}
