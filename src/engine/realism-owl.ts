// Realism's owl in flight, swooping at the viewer (the flash owl perches): wings spread wide and
// swept up, a compact head sunk into the shoulders with a facial disc, talons thrown forward.
// Same contract as every drawing in realism-motifs.ts.
import { ellipse, P } from './creatures';
import { poly, through } from './curve-kit';
import type { TGenShape } from './gen-shape';
import { both, type TPt } from './realism-kit';
import { bodyLines, DISC, owlTones } from './realism-owl-feathers';
import { K, taper, wingLines, wingOutline } from './realism-owl-wing';

/** The eyes' centres (right eye; the left is its mirror) and the iris radius. */
export const EYE: TPt = [285, 151];
export const IRIS = 14.5;

/** The crown and the right side of the head down to where the wing's leading edge leaves it:
 *  broad and low, no neck, no horns. */
const HEAD: TPt[] = [
  [256, 86],
  [281, 88],
  [303, 96],
  [320, 110],
  [332, 130],
  [338, 152],
  [337, 172],
  [331, 188],
];

/** The claws of the right foot, each from the top of its toe's end out round the hook's
 *  convex edge to the point and back up its concave edge to the toe's underside: the outline
 *  runs through them and each is inked solid, so the talons read as black hooks. */
const CLAWS: TPt[][] = [
  [
    [340, 420],
    [350, 425],
    [358, 436],
    [361, 451],
    [355, 467],
    [353, 454],
    [348, 443],
    [339, 435],
  ],
  [
    [315, 450],
    [319, 458],
    [319, 472],
    [310, 486],
    [309, 473],
    [306, 464],
    [300, 458],
  ],
  [
    [289, 449],
    [289, 460],
    [284, 472],
    [272, 480],
    [277, 469],
    [279, 461],
    [275, 455],
  ],
];

/** From the flank below the wing round the fanned tail and the right foot to the bottom of the
 *  centre line: the toes thrown forward and spread, each ending in a hooked claw. */
const LOWER: TPt[][] = [
  [
    [338, 294],
    [330, 312],
    [318, 328],
    [312, 336],
  ],
  // the belly rounds in over the legs, the tail fans out again behind them
  [
    [312, 336],
    [318, 354],
    [324, 372],
    [326, 386],
  ],
  // the tail's outer feathers' rounded tips beside the foot
  [
    [326, 386],
    [323, 392],
    [317, 389],
  ],
  [
    [317, 389],
    [313, 396],
    [307, 396],
  ],
  // the outer toe reaching out to its claw
  [[307, 396], [316, 407], [330, 413], CLAWS[0][0]],
  CLAWS[0],
  // under the outer toe, then the middle toe thrown straight at the viewer
  [CLAWS[0][CLAWS[0].length - 1], [326, 436], [317, 438], [315, 444], CLAWS[1][0]],
  CLAWS[1],
  // between the middle and inner toes
  [CLAWS[1][CLAWS[1].length - 1], [296, 448], [292, 444], CLAWS[2][0]],
  CLAWS[2],
  // up the inside of the leg to the middle of the tail between the feet
  [CLAWS[2][CLAWS[2].length - 1], [271, 446], [269, 426], [268, 408]],
  [
    [268, 408],
    [265, 414],
    [256, 417],
  ],
];

/** The whole silhouette: the right half (head, wing, body, foot) and its mirror, one contour. */
function outline(): string {
  const right: TPt[] = [...through(HEAD, 6), ...wingOutline(HEAD[HEAD.length - 1])];
  for (const run of LOWER) right.push(...through(run, 4).slice(1));
  const left = right.map(([x, y]): TPt => [512 - x, y]).reverse();
  return `M${[...right, ...left.slice(1, -1)].map(P).join('L')}Z`;
}

/** An owl in flight, seen from the front: wings spread wide with fingered primaries, the head
 *  with its facial disc and lit eyes, a streaked breast, talons open below a fanned tail. */
export function owlInFlight(bold = false): TGenShape {
  const d = outline() + eye().skin + beakRidge();
  const holes = face(bold) + beak() + both(wingLines(bold) + claws()) + bodyLines(bold);
  const tones = owlTones(EYE, IRIS).map((k) => ({ ...k, d: fitD(k.d) }));
  // the irises in their own ink: amber where the style has colour (neo-traditional's owl),
  // a thin ring round the lit iris in black and grey
  const inks = [{ role: 'yellow' as const, d: fitD(eye().iris) }];
  return { d: fitD(d), holes: fitD(holes), tones, toneBlur: 0.5, inks };
}

/** The drawing is laid out with its wings reaching far past the 512 box; it is shrunk into it
 *  about the middle so that every drawing shares the box, the body and head widened a little
 *  (the plump, broad-headed build an owl has, drawn without moving every point by hand), and the
 *  legs drawn up a fifth below the belly (a swooping owl is foreshortened there). Tests read
 *  points through fitPt / unfitPt. */
const BELLY = 340;
const LEGS = 0.8;
const CORE = 100;
const WIDEN = 1.16;
const widen = (dx: number) =>
  Math.abs(dx) <= CORE ? dx * WIDEN : Math.sign(dx) * (CORE * (WIDEN - 1) + Math.abs(dx));
const narrow = (dx: number) =>
  Math.abs(dx) <= CORE * WIDEN ? dx / WIDEN : Math.sign(dx) * (Math.abs(dx) - CORE * (WIDEN - 1));
export const fitPt = ([x, y]: TPt): TPt => {
  const yy = y > BELLY ? BELLY + (y - BELLY) * LEGS : y;
  return [256 + widen(x - 256) * K, 256 + (yy - 240) * K];
};
export const unfitPt = ([x, y]: TPt): TPt => {
  const yy = 240 + (y - 256) / K;
  return [256 + narrow((x - 256) / K), yy > BELLY ? BELLY + (yy - BELLY) / LEGS : yy];
};
const fitD = (d: string) =>
  d.replace(/(-?[\d.]+) (-?[\d.]+)/g, (_m, x: string, y: string) =>
    P(fitPt([Number(x), Number(y)])),
  );

/** The eye under its heavy upper lid (lower toward the beak: the owl's glare): a black ring
 *  round it, the iris below the lid's edge as an island of skin, in it the large pupil cut off
 *  by the same edge, and across the pupil's rim a bright catch-light left as skin. Nested,
 *  never overlapping, so each ring keeps its ink or its skin. */
function eye(): { skin: string; ink: string; iris: string } {
  const [x, y] = EYE;
  const lidY = (px: number) => y - IRIS * 0.72 - 0.14 * (px - x);
  const under = (r: number): TPt[] =>
    arc(x, y, r, 0, 345).map(([px, py]): TPt => [px, Math.max(py, lidY(px))]);
  // the catch-light up and left in both eyes (one light source), so not mirrored
  const light = (lx: number, ly: number) => ellipse(lx, ly, 3, 2.7);
  return {
    ink: both(ellipse(x, y - 0.4, IRIS + 3, IRIS + 2.6, false) + poly(under(7.6))),
    iris: both(poly(under(IRIS))),
    skin: both(poly(under(IRIS))) + light(x - 2.8, y - 3) + light(512 - x - 2.8, y - 3),
  };
}

/** The eyes, set in the disc; the disc's dark rim (the ruff) as dense short feathers standing
 *  out from its edge, the pale brows, and the fine feathers radiating from the eyes across it. */
function face(bold: boolean): string {
  return eye().ink + both(bold ? ruff(2) + crown() : ruff(1) + brows() + radiating() + crown());
}

/** The ruff: short dark feathers along the disc's edge, leaning outward, denser and heavier
 *  round the cheek where the rim is darkest. */
function ruff(every: number): string {
  const edge = through(DISC, 5);
  let s = '';
  for (let i = 1; i < edge.length - 1; i += every) {
    const [a, b] = [edge[i - 1], edge[i + 1]];
    const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    // the outward normal (away from the face's middle)
    const n: TPt = [(b[1] - a[1]) / l, -(b[0] - a[0]) / l];
    const p = edge[i];
    const len = 7 + (i % 3) * 2.5;
    const q: TPt = [p[0] + n[0] * len, p[1] + n[1] * len];
    const c: TPt = [(p[0] + q[0]) / 2 + n[1] * 1.5, (p[1] + q[1]) / 2 - n[0] * 1.5];
    s += taper([p[0] - n[0] * 3, p[1] - n[1] * 3], c, q, i % 2 ? 0.75 : 1);
  }
  return s;
}

/** The pale brows: feathers sweeping up and out from above the beak over each eye, their lower
 *  edge a fine line that shades the eye. */
function brows(): string {
  let s = taper([262, 134], [274, 128], [292, 128], 0.55);
  for (let k = 0; k < 3; k++) {
    const y0 = 120 - k * 5;
    s += taper([266 + k * 3, y0 + 4], [276 + k * 3, y0 - 1], [288 + k * 4, y0 - 2], 0.32);
  }
  return s;
}

/** The crown's speckles above the disc: short dark flecks, as an owl's crown is mottled. */
function crown(): string {
  const at: TPt[] = [
    [262, 96],
    [274, 94],
    [288, 97],
    [300, 101],
    [310, 108],
    [268, 103],
    [282, 101],
    [296, 108],
  ];
  return at.map(([x, y]) => taper([x, y], [x + 0.3, y + 2], [x + 1, y + 4], 1)).join('');
}

/** Fine feathers radiating from the eye across the disc, round its outer and lower sides. */
function radiating(): string {
  let s = '';
  for (let k = 0; k < 16; k++) {
    const a = ((-60 + k * 12.5) * Math.PI) / 180;
    const [c, sn] = [Math.cos(a), Math.sin(a)];
    const r0 = IRIS + 7 + (k % 2) * 3;
    const r1 = IRIS + 22 + (k % 3) * 5;
    const p = (r: number): TPt => [EYE[0] + c * r, EYE[1] + sn * r];
    // kept inside the disc and clear of the beak's bristles
    if (p(r1)[0] < 266 || p(r1)[1] > 204) continue;
    s += taper(p(r0), p((r0 + r1) / 2), p(r1), 0.42);
  }
  return s;
}

/** A short hooked beak tucked into the facial feathers between the eyes. */
function beak(): string {
  return 'M249.5 162C251 156 261 156 262.5 162C264.5 171 262.5 182 256.5 195C254 191 250.5 184 250 174Z';
}

/** The light down the beak's ridge (left in skin inside the inked beak). */
function beakRidge(): string {
  return taper([255, 162], [257, 171], [257, 183], 1.5);
}

/** The claws inked black (right foot; mirrored with the wing): each claw's own points drawn
 *  in a little from the outline, so a rim of the outline's weight shapes the hook. */
function claws(): string {
  return CLAWS.map((c) => {
    const m = c.reduce((q, p): TPt => [q[0] + p[0] / c.length, q[1] + p[1] / c.length], [0, 0]);
    return poly(c.map(([x, y]): TPt => [x + (m[0] - x) * 0.12, y + (m[1] - y) * 0.12]));
  }).join('');
}

/** Points round a circle from angle a0 to a1 (degrees, clockwise on screen). */
function arc(cx: number, cy: number, r: number, a0: number, a1: number): TPt[] {
  const out: TPt[] = [];
  for (let a = a0; a <= a1; a += 15)
    out.push([cx + Math.cos((a * Math.PI) / 180) * r, cy + Math.sin((a * Math.PI) / 180) * r]);
  return out;
}
