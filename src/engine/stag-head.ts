// Authored stag head, front on, for "a stag head" and "a deer head": the icon set's head is small
// with curled antlers that read as a ram's horns. A long face narrowing to a dark nose, ears
// swept out to the sides, and antlers that rise from the brow in beams with tines branching up
// and in, as a mounted head is drawn in flash. Same 512 box and TGenShape contract as
// creatures.ts; the antlers are bone against the brown coat.
import { mirrorD, mirrored, P, taper, type TPt } from './creatures';
import { cubicAt } from './beasts';
import { qpts } from './realism-lion-face';
import type { TGenShape } from './gen-shape';

const both = (d: string) => d + mirrorD(d);

interface TTine {
  /** where along the beam (0 burr .. 1 tip) */
  t: number;
  /** which edge it grows from: -1 the inner (toward the head's middle), 1 the outer */
  side: -1 | 1;
  /** its length, and how far it leans from square off the beam toward the beam's tip */
  len: number;
  lean: number;
  /** its width where it leaves the beam */
  w: number;
}

/** An antler as ONE outline: the beam along the cubic, tapering from w0 to a point, with each
 *  tine grown out of its edge as a curved spike. One contour, so no two shapes overlap (shapes
 *  drawn one over another show their seams, or cancel where they cross). */
function antlerOutline(c: TPt[], w0: number, tines: TTine[]): string {
  const n = 40;
  const edge = (side: -1 | 1): TPt[] => {
    const pts: TPt[] = [];
    for (let i = 0; i <= n; i++) {
      const t = i / n;
      const { pt, tan } = cubicAt(c, t);
      const w = (w0 * (1 - 0.92 * t ** 1.2)) / 2;
      const nx = -tan[1] * side;
      const ny = tan[0] * side;
      const base: TPt = [pt[0] + nx * w, pt[1] + ny * w];
      pts.push(base);
      const tine = tines.find((x) => x.side === side && Math.abs(x.t - t) < 0.5 / n);
      if (!tine) continue;
      // the spike: out from the edge, leaning toward the beam's tip, and back a little further on
      const dir: TPt = [nx + tan[0] * tine.lean, ny + tan[1] * tine.lean];
      const dl = Math.hypot(dir[0], dir[1]);
      const tip: TPt = [base[0] + (dir[0] / dl) * tine.len, base[1] + (dir[1] / dl) * tine.len];
      const back: TPt = [base[0] + tan[0] * tine.w, base[1] + tan[1] * tine.w];
      const mid: TPt = [(base[0] + tip[0]) / 2, (base[1] + tip[1]) / 2];
      pts.push(
        ...qpts(
          base,
          [mid[0] - tan[0] * tine.w * 0.25, mid[1] - tan[1] * tine.w * 0.25],
          tip,
        ).slice(1),
      );
      pts.push(
        ...qpts(tip, [mid[0] + tan[0] * tine.w * 0.8, mid[1] + tan[1] * tine.w * 0.8], back).slice(
          1,
        ),
      );
      // the edge carries on from past the tine's root
      while (i < n && Math.hypot(...sub(cubicAt(c, (i + 1) / n).pt, pt)) < tine.w * 0.9) i++;
    }
    return pts;
  };
  const ring = [...edge(-1), ...edge(1).reverse()];
  return 'M' + ring.map((p) => P(p)).join('L') + 'Z';
}

/** A small round dot as cubics (mirrorD only reads absolute point pairs, not arcs). */
const dot = (x: number, y: number, r: number): string => {
  const k = r * 0.552;
  return (
    `M${P([x + r, y])}C${P([x + r, y + k])} ${P([x + k, y + r])} ${P([x, y + r])}` +
    `C${P([x - k, y + r])} ${P([x - r, y + k])} ${P([x - r, y])}` +
    `C${P([x - r, y - k])} ${P([x - k, y - r])} ${P([x, y - r])}` +
    `C${P([x + k, y - r])} ${P([x + r, y - k])} ${P([x + r, y])}Z`
  );
};

const sub = (a: TPt, b: TPt): [number, number] => [a[0] - b[0], a[1] - b[1]];

/** The right antler (the left is a slightly different one, mirrored: a real rack is never a
 *  copy): a beam sweeping out from the brow and rising to the box's corner, a brow tine forward
 *  and in, tines rising off its inner edge toward the crown, one reaching out. */
function antler(k: number): string {
  return antlerOutline(
    [
      [288, 228],
      [360, 196],
      [470, 150 + k * 8],
      [440 - k * 12, 4 + k * 6],
    ],
    54,
    [
      { t: 0.12, side: -1, len: 66 + k * 8, lean: 0.5, w: 30 },
      { t: 0.4, side: -1, len: 104 - k * 10, lean: 0.55, w: 28 },
      { t: 0.66, side: -1, len: 88 + k * 12, lean: 0.6, w: 24 },
      { t: 0.5 + k * 0.1, side: 1, len: 56, lean: 0.8, w: 22 },
    ],
  );
}

const RUFF: [TPt, TPt, TPt][] = [
  [
    [362, 482],
    [358, 494],
    [350, 502],
  ],
  [
    [346, 494],
    [340, 488],
    [332, 482],
  ],
  [
    [332, 494],
    [326, 504],
    [316, 510],
  ],
  [
    [314, 500],
    [308, 492],
    [300, 486],
  ],
  [
    [298, 496],
    [292, 502],
    [282, 506],
  ],
  [
    [280, 498],
    [274, 492],
    [268, 488],
  ],
  [
    [266, 498],
    [262, 506],
    [256, 512],
  ],
];

/** Head and neck as ONE outline (every subpath's edge is stroked and rimmed, so a neck laid
 *  under the head would draw its top edge across the face): brow, ear swept out, full cheek,
 *  then the neck flaring to a ruff of pointed fur tufts, as a mounted head is drawn. */
const HEAD = mirrored(
  [256, 226],
  [
    [
      [276, 224],
      [294, 222],
      [306, 234],
    ],
    [
      [314, 242],
      [320, 250],
      [326, 256],
    ],
    // the ear, out and up to a pointed tip, back along its lower edge
    [
      [360, 232],
      [410, 208],
      [446, 210],
    ],
    [
      [436, 244],
      [392, 276],
      [338, 280],
    ],
    // the cheek, full under the eye, meeting the neck
    [
      [344, 304],
      [340, 330],
      [332, 356],
    ],
    [
      [336, 400],
      [352, 440],
      [360, 468],
    ],
    // the ruff: pointed tufts down to the middle
    ...RUFF,
  ],
);

export function stagHead(): TGenShape {
  const antlers = antler(0) + mirrorD(antler(1));
  // almond eye, tilted down toward the muzzle, with a white catch-light
  const eye = 'M276 302C286 282 314 278 328 290C320 308 292 314 276 302Z';
  const holes =
    both(
      // the muzzle's sides down from the cheeks to the chin, over the neck
      taper([330, 350], [306, 392], [292, 420], 7) +
        taper([292, 420], [284, 446], [262, 456], 5) +
        // heavy brow over the eye
        taper([276, 288], [298, 272], [326, 282], 5) +

        // inner ear fold and fur tufts along the cheek and down the neck
        taper([336, 318], [330, 334], [322, 346], 3) +
        taper([330, 404], [336, 428], [344, 452], 4) +
        taper([304, 452], [308, 472], [312, 490], 3.5),
    ) +
    // the mouth under the nose
    taper([240, 448], [256, 452], [272, 448], 3);
  // the nose pad, solid black, its nostrils curling in at the sides
  const nose = 'M226 410C234 394 278 394 286 410C292 428 276 444 256 444C236 444 220 428 226 410Z';
  // the pale throat patch, and the inner ears (tan, lit so the ear's shadow band stays round it)
  const light = 'M232 470C240 456 272 456 280 470C276 486 266 496 256 500C246 496 236 486 232 470Z';
  const tan = both('M348 262C376 240 414 222 436 216C424 240 392 262 348 270Z');
  // the antlers are bone painted over the coat's shading: thin beams would drown in its shadow band
  return {
    d: HEAD + antlers,
    holes,
    inks: [
      { role: 'skin', d: tan, lit: true },
      { role: 'bone', d: light, lit: true },
      { role: 'bone', d: antlers, lit: true },
      { role: 'black', d: both(eye) + nose },
      { role: 'bone', d: both(dot(308, 290, 7)), lit: true },
    ],
  };
}
