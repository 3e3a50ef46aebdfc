// Realism's lion portrait, seen from the front as a black-and-grey artist draws it: a full mane
// of flowing locks in layers with solid black in the valleys between them, a heavy brow over
// eyes with a dark iris and a catch-light, the broad bridge down to a black nose pad, whisker
// pads and the chin in shadow. Same contract as every drawing in realism-motifs.ts.
import { ellipse, mirrored } from './creatures';
import type { TGenShape } from './generated-motifs';
import { both, irisLit, strands, taper, type TPt } from './realism-kit';

const C: TPt = [256, 258];
/** Locks down each side of the mane, from the parting at the top to the beard under the chin. */
const N = 10;
const STEP = Math.PI / N;

/** A point on the mane's ellipse at angle `a` from the top (clockwise) and relative radius `r`;
 *  the mane hangs longer under the chin than it rises over the brow. */
function at(a: number, r: number): TPt {
  const ry = 228 + 10 * (1 - Math.cos(a)) * 0.5;
  return [C[0] + Math.sin(a) * 232 * r, C[1] - Math.cos(a) * ry * r];
}

/** The mane's right edge: each lock leaves its valley, swells out and sweeps its tip downward,
 *  then hooks back into the next valley, so the edge reads as locks of hair, not a saw. */
function maneEdge(): [TPt, TPt, TPt][] {
  const segs: [TPt, TPt, TPt][] = [];
  for (let i = 0; i < N; i++) {
    const a0 = i * STEP;
    const a1 = (i + 1) * STEP;
    const tipA = a0 + STEP * 0.9;
    const last = i === N - 1;
    const valley = (a: number, r: number) => (last ? ([256, at(Math.PI, r)[1]] as TPt) : at(a, r));
    // in radially, out along the sweep to a point, then sharply back: a hooked, pointed lock
    segs.push([at(a0, 0.95), at(a0 + STEP * 0.55, 1.05), at(tipA, 1.0)]);
    segs.push([at(a0 + STEP * 0.72, 0.94), at(a1 - STEP * 0.04, 0.9), valley(a1, 0.83)]);
  }
  return segs;
}

/** Solid black between the locks (the deep shadow that makes a mane read as hair in layers),
 *  a second inner ring of shorter locks offset half a lock, and whip strands along each lock. */
function maneInterior(): string {
  const cuts: string[] = [];
  const hair: [TPt, TPt, TPt][] = [];
  for (let i = 1; i < N; i++) {
    const a = i * STEP;
    // the valley cut runs in from the edge, curling back the way the locks sweep
    cuts.push(taper(at(a - STEP * 0.45, 0.6), at(a - STEP * 0.1, 0.74), at(a, 0.85), 8.5));
    // the inner ring: shorter locks whose valleys sit between the outer ones
    const b = a - STEP * 0.5;
    if (b > STEP)
      cuts.push(taper(at(b - STEP * 0.35, 0.5), at(b - STEP * 0.1, 0.6), at(b, 0.7), 6));
    hair.push([at(a - STEP * 0.2, 0.66), at(a + STEP * 0.1, 0.82), at(a + STEP * 0.45, 0.94)]);
    hair.push([at(a - STEP * 0.6, 0.72), at(a - STEP * 0.35, 0.84), at(a - STEP * 0.12, 0.92)]);
  }
  // the top locks rise from the parting
  hair.push([at(STEP * 0.15, 0.62), at(STEP * 0.4, 0.78), at(STEP * 0.75, 0.9)]);
  return both(cuts.join('') + strands(hair, 2.4));
}

/** The face's right half: the mane's shadow on the cheek, brow, eye, bridge, muzzle and mouth. */
function faceHalf(): string {
  return (
    // the mane's shadow where it frames the face, temple to jaw
    taper([326, 150], [364, 196], [366, 260], 8) +
    taper([366, 270], [372, 338], [330, 386], 8) +
    taper([324, 392], [302, 410], [270, 414], 4) +
    // the rounded ear set in the mane, its inside in shadow
    taper([316, 156], [330, 104], [372, 138], 4) +
    taper([330, 146], [338, 124], [356, 136], 4.5) +
    // the heavy brow ridge, low at the bridge, and the forehead's fur over it
    taper([264, 218], [300, 190], [350, 206], 9) +
    // the eye: thick upper lid, fine lower lid, dark iris with its catch-light
    taper([276, 242], [304, 216], [348, 228], 5.5) +
    taper([280, 248], [312, 258], [344, 234], 3) +
    // the dark tear line from the eye's inner corner, and the side of the broad bridge
    taper([282, 246], [290, 266], [302, 286], 4) +
    taper([268, 228], [272, 262], [282, 294], 2) +
    // whisker pads: their top edge, rows of whisker dots, a few whiskers
    taper([298, 320], [334, 324], [344, 356], 2.6) +
    ellipse(292, 340, 2.4, 2.4, false) +
    ellipse(306, 336, 2.4, 2.4, false) +
    ellipse(320, 342, 2.4, 2.4, false) +
    ellipse(300, 352, 2.4, 2.4, false) +
    ellipse(316, 354, 2.4, 2.4, false) +
    // the mouth's dark line and the lower lip
    taper([256, 362], [282, 372], [312, 396], 4.5) +
    taper([314, 396], [334, 392], [346, 370], 2.2) +
    taper([268, 388], [288, 394], [304, 384], 2)
  );
}

/** Patches of tone on one side of the face, [cx, cy, rx, ry, t] in the 512 box: the wash alone,
 *  guessed from the mane's outline, leaves the face an even mid grey. Deep sockets under the
 *  brow, the shadowed sides of the bridge and muzzle, the mouth and chin in black; bare skin on
 *  the brow ridge, down the bridge and over the cheeks, where a lit face turns to the light. */
const FACE_TONES: [number, number, number, number, number][] = [
  // shadows: the face's sides turning away, the sockets, the bridge's sides, under the muzzle
  [336, 300, 30, 70, 0.72],
  [306, 236, 44, 26, 0.92],
  [286, 280, 12, 30, 0.7],
  [300, 386, 40, 16, 0.82],
  [256, 404, 46, 18, 0.95],
  [256, 372, 18, 14, 0.9],
  // lights: the brow ridge and forehead, the bridge, the cheeks and the whisker pads' tops
  [300, 180, 36, 11, 0.02],
  [256, 176, 20, 30, 0.06],
  [256, 266, 13, 30, 0],
  [320, 298, 18, 16, 0.05],
  [310, 334, 24, 14, 0.04],
  // the eye itself stays lighter than its socket, so the dark iris and its catch-light read
  [312, 240, 26, 9, 0.3],
];

/** The face's tones both sides (the centre patches drawn once), and a bare-skin light on the
 *  crown of each lock, so the mane reads as lit locks between its black valleys, not mid grey. */
function faceTones(): { t: number; d: string }[] {
  const locks: { t: number; d: string }[] = [];
  for (let i = 0; i < N; i++) {
    const a = i * STEP;
    const d = taper(
      at(a + STEP * 0.1, 0.7),
      at(a + STEP * 0.35, 0.84),
      at(a + STEP * 0.7, 0.94),
      9,
    );
    locks.push({ t: 0.04, d: both(d) });
  }
  const face = FACE_TONES.flatMap(([x, y, rx, ry, t]) =>
    x === 256
      ? [{ t, d: ellipse(x, y, rx, ry) }]
      : [
          { t, d: ellipse(x, y, rx, ry) },
          { t, d: ellipse(512 - x, y, rx, ry) },
        ],
  );
  return [...locks, ...face];
}

/** A lion's head from the front with a full mane (see the file's head comment). */
export function lionPortrait(): TGenShape {
  const d = mirrored([256, at(0, 0.84)[1]], maneEdge());
  // the black nose pad, broad at the top, flaring at the nostrils, with its lit top
  const nose = mirrored(
    [256, 294],
    [
      [
        [272, 290],
        [292, 290],
        [300, 300],
      ],
      [
        [302, 312],
        [290, 320],
        [278, 322],
      ],
      [
        [268, 324],
        [262, 328],
        [256, 336],
      ],
    ],
  );
  const centre =
    // the frown between the brows, the philtrum, the shadow under the chin
    taper([256, 152], [260, 178], [256, 204], 2.2) +
    taper([256, 336], [258, 350], [256, 364], 2.6) +
    taper([224, 402], [256, 424], [288, 402], 8);
  const fur = strands(
    [
      [
        [284, 168],
        [306, 156],
        [330, 162],
      ],
      [
        [340, 282],
        [352, 302],
        [350, 326],
      ],
      [
        [312, 274],
        [330, 286],
        [338, 306],
      ],
    ],
    1.6,
  );
  // the irises are not mirrored: both catch-lights fall from the same light
  const irises = irisLit(310, 237, 14) + irisLit(202, 237, 14);
  return {
    d,
    holes: maneInterior() + both(faceHalf() + fur) + irises + nose + centre,
    tones: faceTones(),
  };
}
