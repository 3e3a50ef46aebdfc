// Realism's owl in flight, swooping at the viewer (the flash owl perches): wings spread wide and
// swept up, a compact head sunk into the shoulders with a facial disc, talons thrown forward.
// Same contract as every drawing in realism-motifs.ts.
import { ellipse, P } from './creatures';
import { through } from './curve-kit';
import type { TGenShape } from './generated-motifs';
import { both, irisLit, taper, type TPt } from './realism-kit';
import { bodyLines, owlTones } from './realism-owl-feathers';
import { wingLines, wingOutline } from './realism-owl-wing';

/** The eyes' centres (right eye; the left is its mirror) and the iris radius. */
export const EYE: TPt = [281, 150];
export const IRIS = 11;

/** The crown and the right side of the head down to where the wing's leading edge leaves it:
 *  broad and low, no neck, no horns. */
const HEAD: TPt[] = [
  [256, 98],
  [276, 99],
  [298, 104],
  [314, 114],
  [322, 128],
  [326, 146],
];

/** From the flank below the wing round the fanned tail and the right foot to the bottom of the
 *  centre line: the toes spread open, each ending in a hooked claw. */
const LOWER: TPt[][] = [
  [
    [338, 282],
    [332, 302],
    [320, 320],
    [316, 340],
    [319, 360],
    [316, 374],
  ],
  // the outer tail feathers' tips showing beside the leg
  [
    [316, 374],
    [309, 379],
    [303, 376],
    [299, 382],
  ],
  // the outer toe reaching out and its claw hooking down
  [
    [299, 382],
    [308, 388],
    [318, 394],
    [326, 402],
    [331, 412],
    [331, 424],
    [326, 434],
  ],
  [
    [326, 434],
    [324, 424],
    [321, 415],
    [314, 410],
    [306, 410],
  ],
  // the middle toe straight down at the viewer
  [
    [306, 410],
    [306, 420],
    [305, 432],
    [302, 442],
    [295, 450],
  ],
  [
    [295, 450],
    [296, 440],
    [294, 430],
    [289, 424],
    [283, 424],
  ],
  // the inner toe reaching in
  [
    [283, 424],
    [279, 430],
    [274, 438],
    [266, 442],
  ],
  [
    [266, 442],
    [270, 434],
    [271, 424],
    [272, 412],
    [271, 400],
    [268, 394],
  ],
  // the middle of the tail between the feet
  [
    [268, 394],
    [263, 400],
    [256, 402],
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
export function owlInFlight(): TGenShape {
  // the irises (inside the eye cuts below): islands of skin for the lit iris ring
  const d = outline() + both(ellipse(EYE[0], EYE[1], IRIS, IRIS));
  const holes =
    face() + beak() + both(wingLines() + claws()) + bodyLines();
  return { d: d + beakRidge(), holes, tones: owlTones(EYE, IRIS), toneBlur: 0.5 };
}

/** The eyes, set in the disc: a dark lid ring round a lit iris, a big pupil with a catch-light;
 *  the disc's rim (the ruff) and the fine feathers radiating from the eyes across it. */
function face(): string {
  const [x, y] = EYE;
  const ring = both(ellipse(x, y, IRIS + 3.5, IRIS + 3, false));
  const pupils = irisLit(x, y, 6.6) + irisLit(512 - x, y, 6.6);
  const disc = both(
    // the ruff round the disc from the brow notch, out round the cheek, in under the chin
    taper([258, 122], [300, 104], [318, 136], 1.6) +
      taper([318, 136], [330, 180], [296, 196], 1.8) +
      taper([296, 196], [276, 204], [262, 206], 1.4) +
      // the pale brows' lower edge over each eye, drawn in from the beak
      taper([262, 140], [276, 130], [296, 134], 0.8) +
      radiating(),
  );
  return ring + pupils + disc;
}

/** Fine feathers radiating from the eye across the lower disc. */
function radiating(): string {
  let s = '';
  for (let k = 0; k < 9; k++) {
    const a = ((-20 + k * 22) * Math.PI) / 180;
    const [c, sn] = [Math.cos(a), Math.sin(a)];
    const r0 = 19;
    const r1 = 30 + (k % 2) * 6;
    const p = (r: number): TPt => [EYE[0] + c * r, EYE[1] + sn * r * 1.05];
    if (p(r1)[0] < 262) continue;
    s += taper(p(r0), p((r0 + r1) / 2), p(r1), 0.55);
  }
  return s;
}

/** A short hooked beak tucked into the facial feathers between the eyes. */
function beak(): string {
  return 'M250 160C252 156 260 156 262 160C263 170 261 178 256 186C253 182 251 176 250.5 170Z';
}

/** The light down the beak's ridge (left in skin inside the inked beak). */
function beakRidge(): string {
  return taper([255, 162], [256, 170], [255, 177], 0.7);
}

/** The claws inked black at the toes' ends (right foot; mirrored with the wing). */
function claws(): string {
  return (
    taper([326, 408], [330, 420], [326, 432], 2.6) +
    taper([304, 428], [303, 440], [296, 448], 2.6) +
    taper([274, 432], [272, 438], [267, 441], 2.2)
  );
}

