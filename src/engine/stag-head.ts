// Authored stag head, front on, for "a stag head" and "a deer head": the icon set's head is small
// with curled antlers that read as a ram's horns. A long face narrowing to a dark nose, ears
// swept out to the sides, and antlers that rise from the brow in beams with tines branching up
// and in, as a mounted head is drawn in flash. Same 512 box and TGenShape contract as
// creatures.ts; the antlers are bone against the brown coat.
import { mirrorD, mirrored, P, taper, type TPt } from './creatures';
import { cubicAt } from './beasts';
import { qpts } from './realism-lion-face';
import type { TGenShape } from './generated-motifs';

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

const sub = (a: TPt, b: TPt): [number, number] => [a[0] - b[0], a[1] - b[1]];

/** The right antler (the left is its mirror): a beam sweeping out from the brow and curving back
 *  in at the top, a brow tine forward and in, tines rising off its inner edge, one reaching out. */
function antler(): string {
  return antlerOutline(
    [
      [292, 240],
      [340, 190],
      [420, 150],
      [388, 24],
    ],
    44,
    [
      { t: 0.14, side: -1, len: 70, lean: 0.9, w: 22 },
      { t: 0.42, side: -1, len: 92, lean: 1.4, w: 20 },
      { t: 0.62, side: -1, len: 72, lean: 1.6, w: 18 },
      { t: 0.5, side: 1, len: 58, lean: 1.2, w: 18 },
    ],
  );
}

export function stagHead(): TGenShape {
  const head = mirrored(
    [256, 232],
    [
      // the brow across to the burr of the antler
      [
        [276, 230],
        [296, 232],
        [310, 244],
      ],
      // down to the ear's root
      [
        [320, 254],
        [328, 264],
        [334, 272],
      ],
      // the ear, swept out to the side and a little up, its tip pointed
      [
        [368, 250],
        [420, 228],
        [458, 232],
      ],
      [
        [446, 266],
        [400, 296],
        [346, 300],
      ],
      // the cheek down to the muzzle
      [
        [342, 336],
        [326, 380],
        [306, 420],
      ],
      [
        [296, 446],
        [292, 470],
        [286, 486],
      ],
      // the chin under the nose
      [
        [278, 502],
        [268, 506],
        [256, 506],
      ],
    ],
  );
  const antlers = both(antler());
  const holes =
    both(
      // almond eye with the brow over it
      'M284 320C292 306 314 306 324 318C314 330 292 332 284 320Z' +
        taper([280, 300], [302, 290], [326, 300], 4) +
        // inner ear
        taper([350, 274], [400, 254], [446, 236], 10) +
        // fur strokes down the cheek and along the muzzle
        taper([332, 340], [324, 368], [310, 392], 4) +
        taper([292, 400], [290, 428], [284, 452], 3.5),
    ) +
    // the dark blaze down the forehead and the nose pad with its nostrils
    taper([256, 244], [259, 280], [256, 330], 6) +
    'M228 468C236 452 276 452 284 468C288 486 272 498 256 498C240 498 224 486 228 468Z';
  // the antlers are bone painted over the coat's shading: thin beams would drown in its shadow band
  return { d: head + antlers, holes, inks: [{ role: 'bone', d: antlers, lit: true }] };
}
