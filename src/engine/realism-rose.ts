// Realism's rose, as a black-and-grey artist builds one: a full bloom at a slight three-quarter
// turn, a whorl of petal edges in a shallow cup, petals opening out round it at unequal heights
// (realism-rose-petals.ts holds their shapes). Every petal is modelled in tone, not outlined:
// black where it tucks away, grading through mid greys to a bare-skin lip along its rim, a
// rolled rim a bare lip over a dark curl, the petal behind it darkened just above its rim so the
// edge reads by contrast. The mid tones carry a needle grain (realism-rose-grain.ts) instead of
// a glossy gradient, which read as chrome. Only a hairline runs along each front rim (it gives
// the stencil its petals). A stem with two leaves. Same contract as realism-animals.ts:
// silhouette `d`, crisp black `holes`, soft `tones` (painted in order, each over the last) over
// the wash.
import { ellipse } from './creatures';
import type { TGenShape } from './gen-shape';
import { poly } from './realism-lion-face';
import type { TPt } from './realism-kit';
import {
  band,
  BUD,
  lean,
  lerp,
  shrink,
  strokeAlong,
  ROSE_FRONT,
  ROSE_PETALS,
  type TRosePetal,
  whorlArc,
} from './realism-rose-petals';
import { bloomGrain } from './realism-rose-grain';
import { roseCalyx, roseLeaf, roseStem } from './realism-rose-leaf';
import { paintBloom, paintPart } from './realism-rose-art';
import type { TCtx } from './context';
import { blurFilter, grey } from './grey-wash';

/** One petal's tone as black-and-grey lays it: near black where the sheet tucks away, through
 *  many close steps of mid grey (melted by the blur into one soft grade, grained by the stipple)
 *  to a bare-skin lip along the rim; no bright streak mid-petal, which read as chrome. A rolled
 *  rim shows a bare lip over a dark curl. */
function petalTones(p: TRosePetal): { t: number; d: string }[] {
  const face = poly([...p.rim, ...p.back]);
  // the crevice: the petal behind darkens just above this one's rim, in its shadow (a rose's
  // depth is carried by these darks between lit rims, not by drawn lines)
  const n = p.rim.length - 1;
  const lift = (j: number) => 18 * Math.pow(Math.sin((Math.PI * j) / n), 0.7);
  const above = p.rim.map(([x, y], j): TPt => [x, y - lift(j)]);
  const deep = p.front ? Math.min(0.92, p.t + 0.42) : 0.9;
  const tones = p.front ? [{ t: 0.95, d: poly([...p.rim, ...above.reverse()]) }] : [];
  tones.push({ t: deep, d: face });
  // from the tuck: black holding, then falling fast through the mid greys to a bare-skin lip
  // over the upper third of the sheet (an S-shaped grade gives contrast without a hard band)
  const ks = p.front ? [0.1, 0.22, 0.34, 0.46, 0.56, 0.66] : [0.16, 0.3, 0.44, 0.56, 0.66, 0.76];
  const grade = [0.95, 0.8, 0.6, 0.38, 0.18, 0];
  ks.forEach((k, i) => tones.push({ t: deep * grade[i], d: band(p, k) }));
  if (p.front) {
    // a soft crease up the sheet from the tuck, off centre, so a broad petal reads as a curved
    // sheet rather than a puffed pillow
    const r = p.rim[Math.round(n * (p.rim[0][0] < p.into[0] ? 0.38 : 0.62))];
    tones.push({
      t: deep * 0.6,
      d: strokeAlong([p.into, lerp(p.into, r, 0.4), lerp(p.into, r, 0.72)], 4),
    });
  }
  if (p.roll) {
    // the rolled lip: its turned-back edge bare, the curl under it dark
    const [a, b] = p.roll;
    tones.push({ t: 0.7, d: band(p, 0.78, a, b) }, { t: 0, d: band(p, 0.9, a, b) });
  }
  return tones;
}

/** The whorl's petal edges: each a bare-skin lip just outside its edge line. */
function whorlTones(): { t: number; d: string }[] {
  return BUD.whorl.flatMap(([r, a, s, x, y]) => [
    { t: 0.95, d: strokeAlong(whorlArc(r - 4, a, s, x, y), 4) },
    { t: 0, d: strokeAlong(whorlArc(r + 4.5, a + 0.15, s - 0.3, x, y), 6) },
  ]);
}

/** Hard black, kept few (edges are carried by value): the curl under each rolled rim and the
 *  whorl's edges, thin and tapered. */
function bloomLines(): string {
  let s = '';
  // a hairline along each front rim, where it meets the dark gap behind it: in the grey it
  // only sharpens that contrast, and it gives the stencil its petals
  // (short of its ends: a tip's corner is rounded off the silhouette, which would leave the
  // hairline's end hanging outside it)
  for (const p of ROSE_FRONT) {
    const n = p.rim.length - 1;
    s += strokeAlong(p.rim.slice(Math.round(n * 0.12), Math.round(n * 0.88) + 1), 0.6);
  }
  for (const p of [...ROSE_PETALS, ...ROSE_FRONT]) {
    if (!p.roll) continue;
    const n = p.rim.length - 1;
    const rim = p.rim.slice(Math.round(p.roll[0] * n), Math.round(p.roll[1] * n) + 1);
    s += strokeAlong(shrink(rim, p.into, 0.88), 1.4);
  }
  for (const [r, a, sw, x, y] of BUD.whorl) s += strokeAlong(whorlArc(r, a, sw, x, y), 1.1);
  return s;
}


/** The bloom's silhouette: from its middle, the furthest edge of any petal at each angle. */
function bloomOutline(): string {
  const o: TPt = [256, 200];
  const faces = [...ROSE_PETALS, ...ROSE_FRONT].map((p) => [...p.rim, ...p.back]);
  faces.push(BUD.face);
  const pts: TPt[] = [];
  // rays close enough that a rim's ripple is not cut off between two of them
  for (let j = 0; j < 360; j++) {
    const a = (j / 360) * Math.PI * 2;
    const dx = Math.cos(a);
    const dy = Math.sin(a);
    let far = 0;
    for (const f of faces)
      for (let k = 0; k < f.length; k++) {
        const [x1, y1] = f[k];
        const [x2, y2] = f[(k + 1) % f.length];
        // the ray o + t(dx, dy) against the edge (x1, y1)-(x2, y2)
        const ex = x2 - x1;
        const ey = y2 - y1;
        const den = dx * ey - dy * ex;
        if (Math.abs(den) < 1e-9) continue;
        const t = ((x1 - o[0]) * ey - (y1 - o[1]) * ex) / den;
        const u = ((x1 - o[0]) * dy - (y1 - o[1]) * dx) / den;
        if (t > far && u >= 0 && u <= 1) far = t;
      }
    pts.push([o[0] + dx * far, o[1] + dy * far]);
  }
  // smoothed a little round the loop, so rim ends do not leave corners (tips stay pointed)
  const n = pts.length;
  const smooth = pts.map((_, i): TPt => {
    const w = [-1, 0, 1].map((k) => pts[(i + k + n) % n]);
    return [w.reduce((s, p) => s + p[0], 0) / 3, w.reduce((s, p) => s + p[1], 0) / 3];
  });
  return poly(smooth);
}

/** The bloom's silhouette never changes: traced once. */
let outline: string | undefined;

/** A realistic rose bloom on a short stem with a leaf either side. */
export function roseRealistic(): TGenShape {
  const l1 = roseLeaf([246, 418], [108, 392], 0.3, 0.06);
  const l2 = roseLeaf([262, 452], [408, 414], 0.3, -0.06);
  const stem = roseStem();
  const calyx = roseCalyx();
  outline ??= bloomOutline();
  const d = outline + stem.outline + calyx.outline + l1.outline + l2.outline;
  const tones = [
    // the stem first, so its top is tucked under the bloom's foot
    ...stem.tones,
    ...calyx.tones,
    ...ROSE_PETALS.flatMap(petalTones),
    // the whorl: dark down in the opening, greying up toward the light, its edges bare lips
    { t: 0.8, d: poly(BUD.face) },
    { t: 0.5, d: poly(shrink(BUD.face, BUD.lit, 0.7)) },
    ...whorlTones(),
    { t: 1, d: ellipse(BUD.heart[0], BUD.heart[1], 6, 4) },
    ...ROSE_FRONT.flatMap(petalTones),
    // the needle grain over the petals' mid tones, soft under the blur
    { t: 1, d: bloomGrain(4.2, 1.6) },
    ...l1.tones,
    ...l2.tones,
  ];
  // black and grey paints it (realism-rose-art.ts); the shape and tones above serve the
  // stencil, black-only etching and the layout
  const art = (ctx: TCtx, k: number) => {
    const w = ctx.mm(0.4) / k;
    const bloom = outline!;
    return (
      paintPart(ctx, l1, w) +
      paintPart(ctx, l2, w) +
      paintPart(ctx, stem, w) +
      paintPart(ctx, calyx, w) +
      paintBloom(ctx, bloom, w)
    );
  };
  return { d, holes: bloomLines() + l1.holes + l2.holes, tones, toneBlur: 0.45, art };
}

/** Where dew beads on this rose (relation-acts.ts): on petals' lit faces and on a leaf, in its
 *  512 box, each [x, y, size against the whole drawing]. */
export const ROSE_DEW: [number, number, number][] = (
  [
    [150, 244, 0.075],
    [296, 212, 0.07],
    // the third on a leaf, so even three drops are not all on petals
    [150, 404, 0.06],
    [304, 304, 0.06],
  ] as [number, number, number][]
).map(([x, y, k]) => [y < 356 ? lean([x, y])[0] : x, y, k]);

/** A dew drop as realism draws one: a bead flattened where it sits, dark along the side toward
 *  the light (it shows the darker world behind it) and glowing on the far side where the light
 *  comes through and pools, with a crisp bare-skin highlight. Its cast shadow is laid by the
 *  relation that beads it on a petal (relation-acts.ts). */
export function dewDrop(): TGenShape {
  // the bead: round over the top, flatter underneath where it rests
  const d =
    'M256 96C372 96 452 190 452 300C452 392 372 436 256 436C140 436 60 392 60 300C60 190 140 96 256 96Z';
  return {
    d,
    tones: [
      { t: 0.85, d: ellipse(240, 272, 200, 170) },
      { t: 0.5, d: ellipse(270, 296, 180, 146) },
      { t: 0.12, d: ellipse(296, 352, 124, 64) },
      { t: 0.02, d: ellipse(308, 376, 80, 34) },
      // the highlight up on the lit side, and a smaller echo of it
      { t: 0, d: ellipse(178, 204, 46, 30) },
      { t: 0, d: ellipse(236, 168, 13, 10) },
    ],
    toneBlur: 0.35,
    art: dropArt,
  };
}

/** The drop painted in black and grey: no contour ring (a ring read as a rivet), only the
 *  finest dark line round the shade side; the bead dark under its top where it mirrors the
 *  dark around it, glowing toward its foot where the light comes through and pools, a soft
 *  dark core between, and a crisp bare-skin highlight up on the lit side. */
function dropArt(ctx: TCtx, k: number): string {
  const d =
    'M256 96C372 96 452 190 452 300C452 392 372 436 256 436C140 436 60 392 60 300C60 190 140 96 256 96Z';
  const box = { x: 0, y: 0, w: 512, h: 512 };
  const soft = blurFilter(ctx, box, 22);
  const id = ctx.nextId('dropgrad');
  ctx.defs.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="150" y1="110" x2="330" y2="440">` +
      `<stop offset="0" stop-color="${grey(ctx, 0.9)}"/><stop offset="0.45" stop-color="${grey(ctx, 0.62)}"/>` +
      `<stop offset="0.8" stop-color="${grey(ctx, 0.2)}"/><stop offset="1" stop-color="${grey(ctx, 0.05)}"/></linearGradient>`,
  );
  const clip = ctx.nextId('drop');
  ctx.defs.push(`<clipPath id="${clip}"><path d="${d}"/></clipPath>`);
  const w = Math.max(ctx.mm(0.3) / k, 6);
  return (
    `<g clip-path="url(#${clip})"><path d="${d}" fill="url(#${id})"/>` +
    `<g filter="url(#${soft})">` +
    // the light pooled inside the foot, on the side away from the light
    `<path d="${ellipse(300, 380, 120, 52)}" fill="${grey(ctx, 0)}"/>` +
    // the dark core the bead's curve gathers, and its top edge mirroring the dark round it
    `<path d="${ellipse(222, 236, 120, 74)}" fill="${grey(ctx, 0.88)}"/></g></g>` +
    `<path d="M60 300C60 190 140 96 256 96C372 96 452 190 452 300" fill="none" stroke="${grey(ctx, 1)}" stroke-width="${w.toFixed(1)}" stroke-linecap="round"/>` +
    `<path d="M452 300C452 392 372 436 256 436C140 436 60 392 60 300" fill="none" stroke="${grey(ctx, 0.75)}" stroke-width="${(w * 0.6).toFixed(1)}" stroke-linecap="round"/>` +
    // the window highlight, crisp, and its small echo
    `<path d="${ellipse(170, 196, 56, 34)}" fill="${grey(ctx, 0)}" transform="rotate(-28 170 196)"/>` +
    `<path d="${ellipse(246, 150, 16, 11)}" fill="${grey(ctx, 0)}"/>`
  );
}
