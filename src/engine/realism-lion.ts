// Realism's lion portrait, seen from the front as a black-and-grey artist draws it: a full mane
// of flowing locks in layers with solid black in the valleys between them, a heavy brow over
// eyes with a dark iris and a catch-light, the broad bridge down to a black nose pad, whisker
// pads and the chin in shadow. Same contract as every drawing in realism-motifs.ts.
import { ellipse, mirrored } from './creatures';
import type { TGenShape } from './generated-motifs';
import { both, irisLit, taper, type TPt } from './realism-kit';
import { EYE, FACE_TONES, faceLines, nosePad, poly } from './realism-lion-face';

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

/** One lock of the mane as tone: from angle a at radius r0, sweeping clockwise (down the side)
 *  out to r1. Returns its crest (lit) and the valley behind it (dark), as tapered shapes. */
function lock(a: number, r0: number, r1: number, w: number) {
  const sweep = STEP * 0.55;
  const rm = (r0 + r1) / 2;
  const crest = taper(at(a, r0), at(a + sweep * 0.5, rm + 0.03), at(a + sweep, r1), w);
  const v = a + STEP * 0.5;
  // hard marks stay inside the mane's edge, whose valleys dip in to 0.83
  const top = Math.min(r1, 0.84);
  const h = (r: number) => r0 + ((r - r0) * (top - r0)) / (r1 - r0);
  const valley = taper(
    at(v, r0 + 0.02),
    at(v + sweep * 0.5, rm + 0.03),
    at(v + sweep, r1),
    w * 1.7,
  );
  // the deepest part of the valley is true black, crisp: a short hard cut at its root
  const cut = taper(
    at(v + sweep * 0.3, h(rm - 0.02)),
    at(v + sweep * 0.55, h(rm + 0.06)),
    at(v + sweep * 0.85, h(r1 - 0.02)),
    3.2,
  );
  // hair texture: fine strands following the lock
  // (none cross the parting at the top: mirrored, they would cross their twins)
  const fine = [-0.3, -0.1, 0.12, 0.3]
    .filter((k) => a + STEP * k > 0.08)
    .map((k) =>
      taper(
        at(a + STEP * k, h(r0 + 0.04)),
        at(a + STEP * k + sweep * 0.5, h(rm + 0.04)),
        at(a + STEP * k + sweep * (0.8 + Math.abs(k) * 0.5), h(r1 - 0.03 - Math.abs(k) * 0.1)),
        0.6,
      ),
    );
  return { crest, valley, cut, fine: fine.join('') };
}

/** The mane's locks in three rings (the ruff round the face, the middle, the outer fall), each
 *  ring offset half a lock from the next, so the hair layers instead of lining up in spokes. */
function maneLocks() {
  const rings: [number, number, number, number][] = [
    // [first lock's angle offset, r0, r1, crest width]
    [0.1, 0.5, 0.7, 6],
    [0.6, 0.64, 0.86, 7],
    [-0.05, 0.8, 0.98, 7],
  ];
  let crests = '';
  let valleys = '';
  let cuts = '';
  let fine = '';
  for (const [off, r0, r1, w] of rings)
    for (let i = 0; i < N; i++) {
      const a = (i + off) * STEP;
      if (a + STEP * 0.55 > Math.PI) continue;
      // the face reaches further down the mane at the chin: the locks start outside it
      const lift = faceR(a) - 0.5;
      const s0 = r0 + lift;
      const s1 = Math.min(0.98, r1 + lift * 0.6);
      if (s1 - s0 < 0.1) continue;
      const l = lock(a, s0, s1, w);
      crests += l.crest;
      valleys += l.valley;
      // the outer fall's hard marks are the edge's own strands (below)
      const mid = at(a + STEP * 0.3, (s0 + s1) / 2);
      const byEar = Math.hypot(mid[0] - EAR[0], mid[1] - EAR[1]) < 34;
      if (s0 < 0.78 && !byEar) {
        cuts += l.cut;
        fine += l.fine;
      }
    }
  // strands inside each lock of the edge, following its swell out to the tip
  for (let i = 0; i < N - 1; i++) {
    const a0 = i * STEP;
    fine += taper(
      at(a0 + STEP * 0.1, 0.86),
      at(a0 + STEP * 0.4, 0.96),
      at(a0 + STEP * 0.75, 0.95),
      0.6,
    );
    fine += taper(
      at(a0 + STEP * 0.25, 0.84),
      at(a0 + STEP * 0.5, 0.9),
      at(a0 + STEP * 0.7, 0.89),
      0.5,
    );
  }
  return { crests: both(crests), valleys: both(valleys), cuts: both(cuts), fine: both(fine) };
}

/** Where the face ends and the mane begins, as a radius on the mane's ellipse at angle a: half
 *  way out at the brow and the cheeks, further down toward the chin and the beard under it. */
function faceR(a: number): number {
  const down = Math.max(0, -Math.cos(a));
  return 0.5 + 0.3 * down * down;
}

/** The face's tones both sides (the centre patches drawn once). */
function faceTones(): { t: number; d: string }[] {
  return FACE_TONES.flatMap(([x, y, rx, ry, t]) =>
    x === 256
      ? [{ t, d: ellipse(x, y, rx, ry) }]
      : [{ t, d: ellipse(x, y, rx, ry) + ellipse(512 - x, y, rx, ry) }],
  );
}

/** The ears set in the mane: a rounded rim in light fur round a dark inner ear. */
const EAR: TPt = [340, 132];

function ear(): { hole: string; dark: string; light: string } {
  return {
    // the rim's back edge and the fold of fur inside it
    hole:
      taper([316, 152], [322, 104], [368, 124], 2.2) +
      taper([330, 146], [334, 124], [352, 128], 1.2),
    dark: ellipse(342, 136, 16, 12),
    light: taper([312, 154], [320, 100], [372, 122], 8),
  };
}

/** A lion's head from the front with a full mane (see the file's head comment). */
export function lionPortrait(): TGenShape {
  const d = mirrored([256, at(0, 0.84)[1]], maneEdge());
  const face = faceLines();
  const { pad, top } = nosePad();
  const mane = maneLocks();
  const e = ear();
  // the pupils are not mirrored: both catch-lights fall from the same light
  const [ix, iy] = EYE.iris;
  const pupils = irisLit(ix, iy + 1, 5.5) + irisLit(512 - ix, iy + 1, 5.5);
  const holes = mane.cuts + mane.fine + both(face.holes + e.hole) + poly(pad) + pupils;
  const islands = both(face.islands) + poly(top);
  return {
    d: d + islands,
    holes,
    tones: [
      { t: 0.95, d: mane.valleys },
      { t: 0, d: mane.crests },
      { t: 0.04, d: both(e.light) },
      { t: 0.92, d: both(e.dark) },
      ...faceTones(),
      { t: 0.4, d: poly(top) },
    ],
  };
}
