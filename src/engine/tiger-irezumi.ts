// The irezumi tiger (Horiyoshi-style flash): the whole beast prowling forward in profile, long
// in the barrel with the belly tucked up, the big head turned three-quarters to the viewer and
// snarling, the near forepaw reaching forward under the jaw with its claws out, the far one
// braced, the hind legs in stride (the near one's hock bent back) and the tail lashing up.
// Same 512 x 512 box and TGenShape contract as creatures.ts: body orange, the white (belly,
// throat, cheeks, brows, muzzle) the second ink, black stripes that follow the form.
//
// The parts overlap, and the engine draws every subpath's edge, so the outline, the gaps the
// limbs enclose and the black layer (stripes clipped to their part, and the part's own edge
// where it lies over another) are traced from these parts by scripts/trace-tiger.ts.
import { cubicAt, ribbon } from './beasts';
import { ellipse, polar, taper } from './creatures';
import type { TPt } from './creatures';
import type { TGenShape } from './gen-shape';
import { TIGER_GAPS, TIGER_INK, TIGER_OUTLINE } from './tiger-outline';
import {
  blade,
  blob,
  EYES,
  FANGS,
  HEAD,
  headStripes,
  headWhite,
  MOUTH,
  NOSE,
  placeHead,
  pose,
  PUPILS,
  THROAT,
  TONGUE,
} from './tiger-head';

const RAD = Math.PI / 180;

type TCurve = [TPt, TPt, TPt, TPt];

/** Stripes across a limb or the torso from one edge: at each t, a blade from outside the edge
 *  (side 1 or -1 of the axis) across `reach` of the girth, swept back; every `fork`th one
 *  splits into a second, shorter prong, and the others get a short partner beside them. */
function across(
  axis: TCurve,
  girth: (t: number) => number,
  ts: number[],
  side: 1 | -1,
  reach: number,
  w: number,
  sweep = 0.25,
  plain = false,
): string {
  let s = '';
  ts.forEach((t, i) => {
    const { pt, tan } = cubicAt(axis, t);
    const g = girth(t);
    const n: TPt = [-tan[1] * side, tan[0] * side];
    const root: TPt = [pt[0] + n[0] * (g / 2 + 10), pt[1] + n[1] * (g / 2 + 10)];
    const len = g * reach + 10;
    const dir: TPt = [-n[0] + tan[0] * sweep, -n[1] + tan[1] * sweep];
    const tip: TPt = [root[0] + dir[0] * len, root[1] + dir[1] * len];
    s += blade(root, tip, len * 0.12 * side, w);
    const mid: TPt = [root[0] + dir[0] * len * 0.3, root[1] + dir[1] * len * 0.3];
    if (plain) return;
    if (i % 2 === 0) {
      // the fork: a second prong splitting off the stripe, toward the tail
      const t2: TPt = [
        mid[0] + (dir[0] + tan[0] * 0.3) * len * 0.5,
        mid[1] + (dir[1] + tan[1] * 0.3) * len * 0.5,
      ];
      s += blade(mid, t2, len * 0.03 * side, w * 0.55);
    } else {
      // the pair: a short stroke beside the long one
      const r2: TPt = [root[0] + tan[0] * w * 1.5, root[1] + tan[1] * w * 1.5];
      s += blade(
        r2,
        [r2[0] + dir[0] * len * 0.45, r2[1] + dir[1] * len * 0.45],
        len * 0.05,
        w * 0.6,
      );
    }
  });
  return s;
}

/** A paw from the side, toes fanned toward `a` (degrees), claws hooked out of them. */
function paw(c: TPt, a: number, r: number): { d: string; claws: string; splits: string } {
  let d = ellipse(c[0], c[1], r, r * 0.8);
  let claws = '';
  let splits = '';
  for (const k of [-1.5, -0.5, 0.5, 1.5]) {
    const ang = (a + k * 24) * RAD;
    const toe = polar(c, r * 0.9, ang);
    d += ellipse(toe[0], toe[1], r * 0.4, r * 0.4);
    // each claw springs from its toe, long and hooked down at the tip
    const base = polar(c, r * 1.2, ang);
    const tip = polar(base, r * 1.05, ang + 0.55);
    claws += taper(base, polar(base, r * 0.7, ang - 0.15), tip, r * 0.34);
    if (k < 1.5) {
      const m = (a + (k + 0.5) * 24) * RAD;
      splits += taper(polar(c, r * 0.5, m), polar(c, r * 0.85, m), polar(c, r * 1.2, m), 4);
    }
  }
  return { d, claws, splits };
}

const lerp = (a: number, b: number) => (t: number) => a + (b - a) * t;

// the limbs' axes, with their girth at the root and the end
const SPINE: TCurve = [
  [236, 200],
  [330, 194],
  [408, 222],
  [440, 300],
];
const RAISED_ARM: TCurve = [
  [262, 250],
  [236, 300],
  [206, 334],
  [172, 336],
];
const RAISED_FORE: TCurve = [
  [176, 336],
  [136, 342],
  [100, 356],
  [74, 370],
];
const PLANTED: TCurve = [
  [262, 300],
  [252, 360],
  [226, 420],
  [200, 458],
];
const HIND_LEG: TCurve = [
  [442, 404],
  [468, 434],
  [466, 462],
  [452, 484],
];
const TAIL_A: TCurve = [
  [446, 336],
  [502, 306],
  [508, 214],
  [480, 156],
];
const TAIL_B: TCurve = [
  [480, 156],
  [462, 96],
  [432, 46],
  [404, 50],
];

const rib = (c: TCurve, w0: number, w1: number) => ribbon(c[0], c[1], c[2], c[3], w0, w1);

// the thigh: a muscle swelling from the hip, narrowing down to the hock
const THIGH = blob([
  [400, 262],
  [452, 270],
  [482, 310],
  [484, 366],
  [470, 414],
  [448, 446],
  [410, 438],
  [384, 400],
  [372, 346],
  [378, 296],
]);
// the white: the belly tucked up along the barrel's underside (the ruff is the throat's)
const BELLY = blob([
  [268, 354],
  [312, 368],
  [356, 368],
  [386, 358],
  [374, 378],
  [320, 390],
  [280, 382],
]);

/** Each part's stripes: plain bands across the limbs and the tail, forked and paired ones
 *  raking down the barrel from the spine, curved ones wrapping the thigh. */
function stripesOf() {
  return {
    farLeg: across(PLANTED, lerp(84, 50), [0.2, 0.42, 0.64], -1, 0.7, 14, 0.25, true),
    tail:
      across(TAIL_A, lerp(42, 34), [0.08, 0.3, 0.52, 0.74, 0.94], 1, 0.95, 15, 0.1, true) +
      across(TAIL_B, lerp(34, 20), [0.15, 0.45, 0.72], 1, 0.95, 12, 0.1, true) +
      // the tip inked solid, as the flash draws it
      ellipse(TAIL_B[3][0], TAIL_B[3][1] + 4, 22, 22),
    torso: across(
      SPINE,
      lerp(150, 140),
      [0.1, 0.24, 0.38, 0.52, 0.66, 0.8, 0.94],
      -1,
      0.66,
      24,
      0.35,
    ),
    haunch:
      across(HIND_LEG, lerp(70, 50), [0.25, 0.6], 1, 0.7, 14, 0.25, true) +
      blade([504, 326], [412, 350], -24, 22) +
      blade([504, 380], [414, 398], -20, 20) +
      blade([484, 436], [420, 428], -14, 16) +
      blade([452, 250], [382, 300], -20, 18),
    arm:
      across(RAISED_ARM, lerp(84, 62), [0.3, 0.55, 0.8], 1, 0.7, 15, 0.25, true) +
      across(RAISED_FORE, lerp(62, 50), [0.3, 0.75], 1, 0.7, 12, 0.25, true),
  };
}

/** The tiger's parts, back to front, each with the stripes laid on it; the union of their
 *  shapes is the outline. */
export function tigerParts() {
  const raised = paw([60, 374], 192, 32);
  const planted = paw([192, 466], 160, 31);
  const hindPaw = paw([446, 488], 176, 29);
  const farPaw = paw([336, 488], 176, 24);
  const farHind = ribbon([384, 396], [372, 436], [358, 466], [346, 484], 62, 46) + farPaw.d;
  // the torso: shoulders hunched behind the head, a long back running level to the rump, the
  // chest deep between the forelegs and the waist tucked up before the thigh (the smaller
  // ovals fill the joins, where the trace would leave slivers of skin)
  const torso =
    rib(SPINE, 124, 116) +
    ellipse(244, 262, 78, 76) +
    ribbon([236, 300], [290, 344], [340, 356], [390, 344], 92, 76) +
    ellipse(372, 290, 48, 40) +
    ellipse(316, 300, 50, 44) +
    ellipse(374, 384, 26, 20);
  // fur flames hanging behind the raised elbow, so its edge reads as fur, not rubber
  const elbowTufts = blade([208, 356], [226, 402], -8, 24) + blade([186, 360], [192, 398], -8, 20);
  const st = stripesOf();
  // rims: edges drawn as bold lines inside the part (the eyes and the open mouth)
  const layers: { d: string; stripes: string; rims?: string }[] = [
    { d: farHind, stripes: '' },
    { d: rib(PLANTED, 84, 50) + planted.d, stripes: st.farLeg },
    { d: rib(TAIL_A, 42, 34) + rib(TAIL_B, 34, 20), stripes: st.tail },
    { d: torso, stripes: st.torso },
    { d: THIGH + rib(HIND_LEG, 70, 50) + hindPaw.d, stripes: st.haunch },
    {
      d: rib(RAISED_ARM, 84, 62) + rib(RAISED_FORE, 62, 50) + raised.d + elbowTufts,
      stripes: st.arm,
    },
    {
      d: placeHead(HEAD, false),
      stripes: placeHead(headStripes(), false),
      rims: placeHead(EYES + MOUTH, false),
    },
  ];
  const posed = layers.map((l) => ({
    d: pose(l.d),
    stripes: l.stripes && pose(l.stripes),
    rims: l.rims && pose(l.rims),
  }));
  return {
    parts: posed.map((l) => l.d).join('') + pose(BELLY),
    layers: posed,
    paws: [raised, planted, hindPaw, farPaw].map((p) => ({
      claws: pose(p.claws),
      splits: pose(p.splits),
    })),
    belly: pose(BELLY),
  };
}

/** The whole tiger: one traced outline (every part's own edge would be drawn through the body),
 *  with the traced black layer (stripes and inner edges) and the face's inks on top. */
export function tigerIrezumi(): TGenShape {
  const { paws, belly } = tigerParts();
  return {
    d: TIGER_OUTLINE,
    holes: TIGER_GAPS,
    noRim: true,
    alt: belly + placeHead(headWhite()),
    inks: [
      { role: 'yellow', d: placeHead(EYES) },
      { role: 'black', d: placeHead(PUPILS + NOSE) },
      { role: 'red', d: placeHead(MOUTH) },
      { role: 'black', d: placeHead(THROAT) },
      { role: 'pink', d: placeHead(TONGUE) },
      { role: 'bone', d: placeHead(FANGS) + paws.map((p) => p.claws).join('') },
      {
        role: 'black',
        d: TIGER_INK + paws.map((p) => p.splits).join(''),
      },
    ],
  };
}
