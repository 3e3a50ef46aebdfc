// Realism's owl in flight, swooping at the viewer (the flash owl perches): wings spread wide and
// swept up, a compact head sunk into the shoulders with a facial disc, talons thrown forward.
// Same contract as every drawing in realism-motifs.ts.
import { ellipse, P } from './creatures';
import { poly, through } from './curve-kit';
import type { TGenShape } from './generated-motifs';
import { both, taper, type TPt } from './realism-kit';
import { bodyLines, owlTones } from './realism-owl-feathers';
import { wingLines, wingOutline } from './realism-owl-wing';

/** The eyes' centres (right eye; the left is its mirror) and the iris radius. */
export const EYE: TPt = [281, 150];
export const IRIS = 10.5;

/** The crown and the right side of the head down to where the wing's leading edge leaves it:
 *  broad and low, no neck, no horns. */
const HEAD: TPt[] = [
  [256, 95],
  [278, 97],
  [298, 105],
  [312, 118],
  [320, 134],
  [324, 152],
  [328, 170],
  [334, 184],
];

/** From the flank below the wing round the fanned tail and the right foot to the bottom of the
 *  centre line: the toes spread open, each ending in a hooked claw. */
const LOWER: TPt[][] = [
  [
    [338, 294],
    [330, 310],
    [318, 324],
    [312, 334],
  ],
  // the belly rounds in over the legs, the tail fans out again behind them
  [
    [312, 334],
    [318, 352],
    [325, 372],
    [327, 386],
  ],
  // the tail fanned out behind the legs, its outer feathers' rounded tips beside the foot
  [
    [327, 386],
    [324, 392],
    [319, 388],
  ],
  [
    [319, 388],
    [317, 396],
    [312, 397],
    [310, 391],
  ],
  [
    [310, 391],
    [308, 398],
    [303, 401],
  ],
  // the outer toe reaching out and its claw hooking down
  [
    [303, 401],
    [310, 406],
    [319, 412],
    [326, 420],
    [331, 430],
    [331, 442],
    [326, 452],
  ],
  [
    [326, 452],
    [324, 442],
    [321, 433],
    [314, 428],
    [306, 428],
  ],
  // the middle toe straight down at the viewer
  [
    [306, 428],
    [306, 438],
    [305, 450],
    [302, 460],
    [295, 468],
  ],
  [
    [295, 468],
    [296, 458],
    [294, 448],
    [289, 442],
    [283, 442],
  ],
  // the inner toe reaching in
  [
    [283, 442],
    [279, 448],
    [274, 456],
    [266, 460],
  ],
  [
    [266, 460],
    [270, 452],
    [271, 442],
    [272, 428],
    [271, 414],
    [268, 406],
  ],
  // the middle of the tail between the feet
  [
    [268, 406],
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
export function owlInFlight(): TGenShape {
  const d = outline() + eye().skin + beakRidge();
  const holes = face() + beak() + both(wingLines() + claws()) + bodyLines();
  const tones = owlTones(EYE, IRIS).map((k) => ({ t: k.t, d: fitD(k.d) }));
  // the irises in their own ink: amber where the style has colour (neo-traditional's owl),
  // a thin ring round the lit iris in black and grey
  const inks = [{ role: 'yellow' as const, d: fitD(eye().iris) }];
  return { d: fitD(d), holes: fitD(holes), tones, toneBlur: 0.5, inks };
}

/** The drawing is laid out with its wings reaching past the 512 box; it is shrunk into it about
 *  the middle so that every drawing shares the box, and the legs are drawn up a fifth below the
 *  belly (a swooping owl is foreshortened there). Tests read points through fitPt / unfitPt. */
const K = 0.78;
const BELLY = 340;
const LEGS = 0.8;
export const fitPt = ([x, y]: TPt): TPt => {
  const yy = y > BELLY ? BELLY + (y - BELLY) * LEGS : y;
  return [256 + (x - 256) * K, 250 + (yy - 250) * K];
};
export const unfitPt = ([x, y]: TPt): TPt => {
  const yy = 250 + (y - 250) / K;
  return [256 + (x - 256) / K, yy > BELLY ? BELLY + (yy - BELLY) / LEGS : yy];
};
const fitD = (d: string) =>
  d.replace(/(-?[\d.]+) (-?[\d.]+)/g, (_m, x: string, y: string) =>
    P(fitPt([Number(x), Number(y)])),
  );

/** The eye under its heavy upper lid (lower toward the beak: the owl's glare): a dark socket
 *  ring, the iris below the lid's edge as an island of skin, in it the pupil cut off by the
 *  same edge, and in the pupil a catch-light left as skin. Nested, never overlapping, so each
 *  ring keeps its ink or its skin. */
function eye(): { skin: string; ink: string; iris: string } {
  const [x, y] = EYE;
  const lidY = (px: number) => y - 6.5 - 0.22 * (px - x);
  const under = (r: number): TPt[] =>
    arc(x, y, r, 0, 345).map(([px, py]): TPt => [px, Math.max(py, lidY(px))]);
  // the catch-light up and left in both eyes (one light source), so not mirrored
  const light = (lx: number, ly: number) => ellipse(lx, ly, 2.4, 2.3);
  return {
    ink: both(ellipse(x, y, IRIS + 2.6, IRIS + 2.4, false) + poly(under(6.2))),
    iris: both(poly(under(IRIS))),
    skin:
      both(poly(under(IRIS))) +
      light(x - 2, lidY(x - 2) + 3.2) +
      light(512 - x - 2, lidY(x + 2) + 3.2),
  };
}

/** The eyes, set in the disc; the disc's rim (the ruff) and the fine feathers radiating from
 *  the eyes across it. */
function face(): string {
  const disc = both(
    // the ruff round the disc from the brow notch, out round the cheek, in under the chin
    taper([258, 122], [300, 104], [318, 136], 1.6) +
      taper([318, 136], [330, 180], [296, 196], 1.8) +
      taper([296, 196], [276, 204], [262, 206], 1.4) +
      // the pale brows' lower edge over each eye, drawn in from the beak
      taper([262, 140], [276, 130], [296, 134], 0.8) +
      radiating() +
      crown(),
  );
  return eye().ink + disc;
}

/** The crown's speckles above the disc: short dark flecks, as an owl's crown is mottled. */
function crown(): string {
  const at: TPt[] = [
    [262, 103],
    [274, 101],
    [286, 104],
    [297, 108],
    [306, 114],
    [268, 110],
    [280, 109],
  ];
  return at.map(([x, y]) => taper([x, y], [x + 0.3, y + 2], [x + 1, y + 4], 1.1)).join('');
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
  return 'M250 161C252 157 260 157 262 161C263 168 261 175 256.5 182C255 180 252.5 176 251 170Z';
}

/** The light down the beak's ridge (left in skin inside the inked beak). */
function beakRidge(): string {
  return taper([255, 161.5], [256.5, 168], [256.5, 175], 1.4);
}

/** The claws inked black at the toes' ends (right foot; mirrored with the wing). */
function claws(): string {
  return (
    taper([326, 426], [330, 438], [326, 450], 2.6) +
    taper([304, 446], [303, 458], [296, 466], 2.6) +
    taper([274, 450], [272, 456], [267, 459], 2.2)
  );
}

/** Points round a circle from angle a0 to a1 (degrees, clockwise on screen). */
function arc(cx: number, cy: number, r: number, a0: number, a1: number): TPt[] {
  const out: TPt[] = [];
  for (let a = a0; a <= a1; a += 15)
    out.push([cx + Math.cos((a * Math.PI) / 180) * r, cy + Math.sin((a * Math.PI) / 180) * r]);
  return out;
}
