// The irezumi tiger: the whole cat rearing up a slope in three-quarter view, the head turned
// to snarl over its raised forepaw, claws out, the far forepaw planted, haunches low and the
// tail curling up the open side. A frontal head reads as a mask; Japanese work draws the beast
// in motion. Same 512 x 512 box and TGenShape contract as creatures.ts: body orange, the white
// (belly, cheeks, brows, muzzle) the second ink, stripes black cuts that follow the form.
import { ribbon } from './beasts';
import { ellipse, polar, taper } from './creatures';
import type { TPt } from './creatures';
import type { TGenShape } from './generated-motifs';
import { applyMatrix, compose, parsePath, scale, toD, translate } from './path';
import { segs } from './big-cats';
import { TIGER_GAPS, TIGER_OUTLINE } from './tiger-outline';

const RAD = Math.PI / 180;
const path = (start: TPt, n: number[]) =>
  `M${start[0]} ${start[1]}` +
  segs(...n)
    .map((s) => `C${s.map((p) => `${p[0]} ${p[1]}`).join(' ')}`)
    .join('') +
  'Z';

// the head is authored about its own origin and set on the neck
// the head is authored about its own origin, set on the neck and drawn large, as irezumi draws
// it (the beast's face carries the piece)
const head = (d: string) =>
  toD(applyMatrix(parsePath(d), compose(translate(-250, -440), scale(1.16), translate(262, 250))));

// the head turned three-quarters to the left: far ear and cheek narrow, near cheek ruff flaring
// in flame tufts, the jaw dropped open under a wrinkled muzzle
const HEAD = path(
  [170, 264],
  [
    ...[192, 262, 208, 266, 218, 276],
    ...[222, 268, 232, 252, 248, 248],
    ...[258, 262, 260, 286, 254, 304],
    ...[270, 306, 284, 314, 298, 328],
    ...[284, 338, 282, 348, 302, 366],
    ...[286, 372, 284, 386, 298, 404],
    ...[280, 406, 274, 418, 274, 436],
    ...[256, 442, 244, 454, 224, 460],
    ...[206, 468, 186, 474, 166, 472],
    ...[150, 470, 138, 464, 128, 454],
    ...[122, 440, 112, 416, 106, 392],
    ...[96, 382, 92, 368, 96, 356],
    ...[88, 342, 88, 324, 96, 310],
    ...[90, 296, 92, 280, 102, 262],
    ...[118, 266, 132, 276, 142, 288],
    ...[148, 270, 158, 264, 170, 264],
  ],
);
const NOSE = path(
  [96, 354],
  [...[104, 344, 122, 344, 132, 352], ...[126, 366, 112, 374, 100, 370]],
);
// the open mouth: from the upper lip under the nose back to the corner, round the lower jaw
const MOUTH = path(
  [108, 388],
  [
    ...[136, 396, 166, 402, 196, 408],
    ...[182, 428, 160, 446, 134, 450],
    ...[124, 432, 114, 412, 108, 388],
  ],
);
const THROAT = path(
  [130, 408],
  [
    ...[150, 412, 170, 414, 184, 414],
    ...[170, 428, 154, 436, 140, 438],
    ...[134, 428, 132, 418, 130, 408],
  ],
);
const TONGUE = path(
  [136, 438],
  [...[150, 426, 170, 422, 180, 420], ...[170, 436, 152, 446, 138, 446]],
);
const FANGS =
  path([112, 392], [...[116, 404, 120, 416, 124, 428], ...[126, 414, 128, 404, 130, 396]]) +
  path([152, 400], [...[154, 410, 157, 420, 160, 430], ...[162, 418, 164, 410, 166, 402]]) +
  path([130, 448], [...[132, 438, 134, 430, 138, 420], ...[142, 430, 144, 438, 146, 446]]);
const EYES =
  path([164, 328], [...[176, 314, 200, 306, 222, 306], ...[218, 324, 202, 336, 184, 338]]) +
  path([106, 326], [...[112, 314, 128, 308, 144, 312], ...[142, 326, 130, 334, 120, 333]]);
// round glaring pupils, small in the gold: a slit reads sleepy at tattoo size
const PUPILS = ellipse(198, 322, 7, 8) + ellipse(128, 322, 5, 6);

/** The face's white: brows over the eyes, the whisker pads and chin, flame tufts of cheek fur. */
function headWhite(): string {
  const muzzle = path(
    [100, 374],
    [
      ...[120, 376, 150, 372, 176, 384],
      ...[196, 392, 204, 404, 200, 412],
      ...[170, 402, 136, 396, 108, 390],
    ],
  );
  const chin = path(
    [134, 452],
    [...[160, 448, 184, 432, 200, 420], ...[210, 446, 196, 466, 166, 470]],
  );
  return (
    muzzle +
    chin +
    // bold brows lifted in the snarl, far one short
    taper([160, 296], [190, 272], [228, 284], 12) +
    taper([102, 300], [118, 288], [142, 294], 8) +
    // cheek fur pulled back in flame tufts along the ruff
    taper([214, 350], [250, 340], [290, 334], 12) +
    taper([220, 372], [258, 366], [292, 372], 12) +
    taper([220, 394], [256, 396], [288, 408], 11) +
    // inner ear
    taper([228, 286], [238, 266], [248, 258], 8)
  );
}

/** The head's stripes: forehead bars over the nose bridge, brow flicks, cheek stripes raking
 *  back along the ruff between the white tufts. */
function headStripes(): string {
  return (
    // heavy black brows pressed down over the eyes in the snarl
    taper([156, 324], [188, 300], [230, 298], 11) +
    taper([98, 322], [118, 304], [150, 308], 8) +
    // forehead bars over the bridge of the nose
    taper([146, 270], [156, 282], [150, 300], 6) +
    taper([166, 268], [172, 280], [166, 294], 6) +
    taper([188, 268], [196, 276], [192, 290], 5) +
    taper([216, 318], [240, 318], [266, 312], 8) +
    taper([230, 336], [258, 330], [286, 322], 8) +
    taper([232, 360], [262, 354], [296, 352], 8) +
    taper([232, 382], [262, 382], [292, 388], 8) +
    taper([220, 418], [246, 418], [270, 428], 7) +
    taper([96, 316], [104, 330], [100, 342], 5) +
    // a dark crease over the muzzle, wrinkled up in the snarl
    taper([136, 352], [150, 344], [166, 352], 4) +
    taper([140, 362], [158, 356], [176, 366], 4)
  );
}

/** A paw from the side, toes fanned toward `a` (degrees), claws hooked out of them. */
function paw(c: TPt, a: number, r: number): { d: string; claws: string; splits: string } {
  let d = ellipse(c[0], c[1], r, r * 0.8);
  let claws = '';
  let splits = '';
  for (const k of [-1.5, -0.5, 0.5, 1.5]) {
    const ang = (a + k * 22) * RAD;
    const toe = polar(c, r * 0.9, ang);
    d += ellipse(toe[0], toe[1], r * 0.38, r * 0.38);
    // each claw springs from its toe and hooks down at the tip
    const base = polar(c, r * 1.15, ang);
    const tip = polar(base, r * 0.9, ang + 0.5);
    claws += taper(base, polar(base, r * 0.6, ang - 0.2), tip, r * 0.32);
    if (k < 1.5) {
      const m = (a + (k + 0.5) * 22) * RAD;
      splits += taper(polar(c, r * 0.55, m), polar(c, r * 0.85, m), polar(c, r * 1.15, m), 4);
    }
  }
  return { d, claws, splits };
}

// torso axis from the chest up at the head down to the haunches: stripes wrap across it
const CHEST: TPt = [262, 292];
const HIPS: TPt = [372, 404];

/** Stripes across the torso, from the back (upper right edge) round the flank, each a tapered
 *  brush stroke bent with the barrel of the body; every other one forks. */
function bodyStripes(): string {
  let s = '';
  const ax = [HIPS[0] - CHEST[0], HIPS[1] - CHEST[1]];
  const L = Math.hypot(ax[0], ax[1]);
  const u: TPt = [ax[0] / L, ax[1] / L];
  // the back is on the upper right of the axis, the belly on the lower left
  const n: TPt = [u[1], -u[0]];
  const at = (t: number, o: number): TPt => [
    CHEST[0] + ax[0] * t + n[0] * o,
    CHEST[1] + ax[1] * t + n[1] * o,
  ];
  const list: [number, number][] = [
    [0.1, 84],
    [0.27, 104],
    [0.44, 92],
    [0.61, 106],
    [0.78, 88],
    [0.95, 70],
  ];
  list.forEach(([t, len], i) => {
    const a = at(t, 70);
    const b = at(t + 0.06, 70 - len);
    const c = at(t - 0.04, 70 - len * 0.45);
    s += taper(a, c, b, 17);
    if (i % 2 === 1) s += taper(at(t + 0.02, 30), at(t + 0.1, 14), at(t + 0.12, -8), 9);
  });
  return s;
}

/** Stripes round the legs and the haunch, bent with the limb. */
function limbStripes(): string {
  return (
    // raised forearm: rings across it, from its top edge
    taper([134, 318], [128, 336], [136, 356], 8) +
    taper([112, 302], [104, 318], [110, 334], 7) +
    taper([186, 330], [180, 352], [190, 372], 8) +
    // the planted leg
    taper([232, 370], [214, 372], [204, 388], 7) +
    taper([216, 402], [200, 404], [192, 418], 6) +
    // the haunch: stripes curving round the thigh
    taper([416, 376], [388, 388], [372, 420], 10) +
    taper([426, 408], [400, 420], [392, 452], 9) +
    taper([414, 446], [396, 456], [384, 476], 7) +
    taper([338, 372], [320, 396], [318, 430], 8)
  );
}

/** The tiger's parts: overlapping limbs, torso, tail and head (their union is the outline that
 *  scripts/trace-tiger.ts traces into tiger-outline.ts), its paws, stripes and white. */
export function tigerParts() {
  const raised = paw([70, 292], 205, 26);
  const planted = paw([180, 452], 150, 24);
  const hindPaw = paw([300, 486], 175, 24);
  // shoulders hunched behind the head, the back running on down to a high round rump
  const torso =
    ellipse(CHEST[0], CHEST[1], 80, 78) +
    ribbon([270, 214], [330, 246], [384, 300], [412, 366], 96, 100) +
    ribbon(CHEST, [300, 330], [340, 370], HIPS, 128, 120);
  // raised near foreleg: shoulder down to the elbow, forearm lifted forward to the paw
  const foreRaised =
    ribbon([250, 320], [220, 356], [186, 366], [156, 350], 80, 60) +
    ribbon([156, 350], [128, 336], [104, 316], [82, 298], 60, 46);
  // the far foreleg braced down the slope
  const forePlanted = ribbon([262, 340], [240, 380], [210, 420], [188, 446], 64, 44);
  // near haunch folded: the round thigh, the hock down to the paw
  const hind =
    ellipse(392, 420, 76, 70) + ribbon([380, 460], [356, 480], [330, 488], [306, 488], 60, 42);
  const farHind =
    ribbon([440, 450], [446, 470], [450, 484], [452, 494], 50, 40) + ellipse(452, 496, 24, 14);
  // the tail sweeps up the open side and curls at the tip
  const tail =
    ribbon([450, 380], [504, 330], [504, 250], [462, 210], 40, 30) +
    ribbon([462, 210], [426, 176], [442, 134], [476, 150], 30, 18);
  const tailRings =
    taper([476, 352], [494, 338], [500, 318], 11) +
    taper([484, 300], [498, 284], [502, 262], 11) +
    taper([480, 244], [490, 228], [478, 212], 10) +
    taper([440, 192], [448, 176], [440, 160], 8);
  // fur flames: tufts hanging behind the raised elbow, so its edge reads as fur, not rubber
  const tufts =
    taper([164, 364], [158, 390], [144, 408], 18) + taper([136, 350], [128, 370], [114, 382], 14);
  // the white: the belly sagging between the braced leg and the haunch (part of the outline
  // too, or skin shows there), the throat under the jaw
  const belly =
    path(
      [278, 360],
      [
        ...[302, 390, 320, 420, 322, 458],
        ...[294, 472, 248, 472, 214, 462],
        ...[238, 430, 258, 396, 278, 360],
      ],
    ) + taper([196, 282], [226, 300], [246, 336], 22);
  return {
    parts:
      torso +
      foreRaised +
      forePlanted +
      hind +
      farHind +
      tail +
      raised.d +
      planted.d +
      hindPaw.d +
      tufts +
      belly +
      head(HEAD),
    paws: [raised, planted, hindPaw],
    tailRings,
    belly,
  };
}

/** The whole tiger: one traced outline (the parts overlap, and every part's own edge would be
 *  drawn through the body), with the limbs' and head's edges as black contour lines inside. */
export function tigerIrezumi(): TGenShape {
  const { paws, tailRings, belly } = tigerParts();
  return {
    d: TIGER_OUTLINE,
    holes: TIGER_GAPS + head(EYES + MOUTH),
    alt: belly + head(headWhite()),
    inks: [
      { role: 'yellow', d: head(EYES) },
      { role: 'black', d: head(PUPILS + NOSE) },
      { role: 'red', d: head(MOUTH) },
      { role: 'black', d: head(THROAT) },
      { role: 'red', d: head(TONGUE) },
      { role: 'bone', d: head(FANGS) + paws.map((p) => p.claws).join('') },
      {
        role: 'black',
        d:
          bodyStripes() +
          limbStripes() +
          tailRings +
          paws.map((p) => p.splits).join('') +
          head(headStripes()) +
          contours(),
      },
    ],
  };
}

/** Where a part lies over another inside the outline: the jaw over the chest, the raised leg
 *  over the chest, the haunch's front over the flank, the tail's root. */
function contours(): string {
  return (
    // the jaw and the ruff's lowest tuft over the chest
    taper([128, 270], [168, 296], [234, 274], 8) +
    taper([228, 276], [266, 268], [292, 244], 7) +
    // the raised leg's shoulder, and the braced leg's back edge down past the belly
    taper([178, 300], [226, 322], [264, 294], 7) +
    taper([294, 366], [258, 414], [226, 458], 7) +
    // the haunch's front, round the thigh to the foot, and its back over the far hind leg
    taper([402, 350], [338, 352], [318, 412], 8) +
    taper([318, 406], [314, 442], [338, 464], 7) +
    taper([428, 482], [470, 462], [468, 416], 7) +
    // the hind foot's top, and the tail's root on the rump
    taper([292, 466], [322, 452], [350, 452], 6) +
    taper([448, 392], [458, 370], [478, 354], 6)
  );
}
