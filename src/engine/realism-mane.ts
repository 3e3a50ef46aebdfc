// The realistic lion's mane, as black-and-grey flash draws it: no outline round it, but long
// tapering locks in layers, each leaving the face, bending down the side of the head and
// flicking its tip out (an S), longest at the cheeks and under the chin. Black sits deepest in
// the valleys between the locks and in the ruff right round the face, so the face pops; the
// crests are lit; out at the edge the locks break into loose strands that run on past the grey
// into skin. Right half here (the left is drawn with other jitter and mirrored, so the two
// sides are not a stamped copy of each other).
import { mirrorD } from './creatures';
import { cubicAt, type TPt } from './realism-kit';

export const C: TPt = [256, 258];

/** How much the face is enlarged into the mane (realism-lion.ts); the mane's inner edge follows. */
export const FACE_K = 1.1;
type TCurve = [TPt, TPt, TPt, TPt];

/** A point on the mane's ellipse at angle `a` from the top (clockwise) and relative radius `r`;
 *  the mane hangs longer under the chin than it rises over the brow. */
export function at(a: number, r: number): TPt {
  const ry = 228 + 10 * (1 - Math.cos(a)) * 0.5;
  return [C[0] + Math.sin(a) * 232 * r, C[1] - Math.cos(a) * ry * r];
}

/** Where the face ends and the mane begins, as a radius at angle a: half way out at the brow
 *  and the cheeks, further down toward the chin. */
export function faceR(a: number): number {
  const down = Math.max(0, -Math.cos(a));
  return (0.5 + 0.3 * down * down) * FACE_K;
}

/** How far the hair reaches at angle a: shorter over the brow, longest at the cheeks and chin. */
const reach = (a: number) => 0.9 + 0.08 * (1 - Math.cos(a)) * 0.5 + 0.04 * Math.sin(a);

/** The silhouette the grey is washed into: a smooth oval inside the strands' tips (it is never
 *  drawn as a line; the wash fades out before it). */
export function maneEnvelope(): string {
  const pts: TPt[] = [];
  for (let i = 0; i < 48; i++) {
    const a = (i / 48) * Math.PI * 2;
    pts.push(at(a, reach(Math.abs(Math.atan2(Math.sin(a), Math.cos(a)))) * 0.98));
  }
  return 'M' + pts.map(P).join('L') + 'Z';
}

const P = ([x, y]: TPt) => `${x.toFixed(1)} ${y.toFixed(1)}`;

/** Fixed jitter in [0, 1) (an R2 step, so the same drawing gives the same bytes). */
const jit = (i: number, k: number) => ((i + 1) * 0.7548776662 + (k + 1) * 0.569840291) % 1;

/** How far a lock bends down the side: full on the sides, little over the brow (the hair there
 *  stands up and back), nothing at the bottom, where the locks hang straight down and must not
 *  cross the middle. */
const sweepAt = (a: number, k: number) =>
  k * Math.min(1, Math.max(0, (Math.PI - a) / 1.1)) * Math.min(1, 0.35 + a / 0.9);

/** A lock's centre line: out from the root, bending down the side, its tip flicked back out. */
function lockLine(a: number, r0: number, r1: number, sweep: number, curl: number): TCurve {
  const dr = r1 - r0;
  const a1 = Math.min(Math.PI, a + sweep);
  return [
    at(a, r0),
    at(a + sweep * 0.15, r0 + dr * 0.45),
    at(Math.min(Math.PI, a + sweep * (1 + curl)), r0 + dr * 0.72),
    at(a1, r1),
  ];
}

/** A ribbon along part [t0, t1] of a curve: blunt at its root and tapering to a point (a lock's
 *  tone), or pointed at both ends (`whip`: a pulled strand). A closed polygon. */
export function ribbon(p: TCurve, w: number, t0 = 0, t1 = 1, whip = false, n = 6): string {
  const left: TPt[] = [];
  const right: TPt[] = [];
  for (let i = 0; i <= n; i++) {
    const u = i / n;
    const t = t0 + (t1 - t0) * u;
    const [x, y] = cubicAt(...p, t);
    const q = cubicAt(...p, Math.min(1, t + 0.01));
    const o = cubicAt(...p, Math.max(0, t - 0.01));
    const l = Math.hypot(q[0] - o[0], q[1] - o[1]) || 1;
    const prof = whip ? Math.sin(Math.PI * u) ** 0.7 : Math.min(1, 0.45 + u * 3) * (1 - u) ** 0.8;
    const h = (w / 2) * prof + 0.05;
    const nx = (-(q[1] - o[1]) / l) * h;
    const ny = ((q[0] - o[0]) / l) * h;
    left.push([x + nx, y + ny]);
    right.push([x - nx, y - ny]);
  }
  return 'M' + [...left, ...right.reverse()].map(P).join('L') + 'Z';
}

/** The ear's place on the right, which the ruff's hard strands keep clear of. */
export const EAR: TPt = [256 + 84 * FACE_K, 258 - 126 * FACE_K];

/** The layers of locks: count, offset (in locks), root and tip as shares of the way from the
 *  face's edge out to the reach, tone width, sweep down the side, tip curl, valley cut width.
 *  The ruff hugs the face; the middle layer; the fall runs out past the wash into skin. */
const LAYERS = [
  { n: 10, off: 0.2, r0: 0, r1: 0.55, w: 22, sweep: 0.26, curl: 0.3, cut: 8 },
  { n: 9, off: 0.7, r0: 0.12, r1: 0.86, w: 24, sweep: 0.4, curl: 0.3, cut: 7 },
  { n: 8, off: 0.15, r0: 0.3, r1: 1.06, w: 26, sweep: 0.46, curl: 0.2, cut: 5 },
];

type TTone = { t: number; d: string };
type TMane = { tones: TTone[]; cuts: string; strands: string };

/** Each layer's greys: the lock's body, the valley beside it, the lit crest. The outer fall is
 *  paler and its valleys only mid-dark, so the mane lightens toward its edge; the inner layers
 *  carry the deep black that sets the face off. */
const LAYER_TONES = [
  [0.3, 0.97, 0],
  [0.4, 0.95, 0.02],
  [0.36, 0.72, 0.02],
];

/** Root and tip radius of a lock in layer L at angle a: the root starts from the face's edge, the
 *  tip reaches a share of the way out to the mane's reach. */
function span(a: number, L: (typeof LAYERS)[number]): [number, number] {
  const f = faceR(a);
  const out = reach(a);
  return [f + (out - f) * L.r0 * 0.8, f + (out - f) * L.r1];
}

/** The right half's locks, with jitter set `seed` (each side gets its own): per layer its
 *  bodies, valleys and crests (as d strings, inner layer first), and the hard strands. */
function half(seed: number): { layers: string[][]; cuts: string; strands: string } {
  const out = { layers: LAYERS.map(() => ['', '', '']), cuts: '', strands: '' };
  LAYERS.forEach((L, li) => {
    const step = Math.PI / L.n;
    const tone = out.layers[li];
    for (let i = 0; i <= L.n; i++) {
      const j = jit(i + seed * 31, li);
      const a = (i + L.off + (j - 0.5) * 0.3) * step;
      if (a < 0.04 || a > Math.PI - 0.02) continue;
      const [r0, r1raw] = span(a, L);
      const r1 = r1raw * (0.95 + jit(i + seed * 17, li + 5) * 0.1);
      const sw = sweepAt(a, L.sweep);
      const curl = L.curl * (0.6 + j * 0.8);
      const line = (da: number, rr = r1) => lockLine(a + da * step, r0, rr, sw, curl);
      const mid = at(a + sw * 0.5, (r0 + r1) / 2);
      const byEar = Math.hypot(mid[0] - EAR[0], mid[1] - EAR[1]) < 44;
      // tone: the lock's body, the valley dark on its far side, the lit crest along its near side
      tone[0] += ribbon(line(-0.05), L.w * 0.95, 0, 1);
      tone[1] += ribbon(line(0.45), L.w * 1.1, 0, 1.05);
      tone[2] += ribbon(line(-0.1), L.w * 0.55, 0.05, 0.92, true, 10);
      if (byEar && li < 2) continue;
      // hard black in the valley's depth, strongest where it leaves the face
      // (a brush stroke: swelling from the root and drawn out to a point near the lock's tip)
      out.cuts += ribbon(line(0.5), L.cut, 0.02, li === 2 ? 0.8 : 0.92, true, 12);
      // one fine parting inside the long outer locks, so each reads as a clump of hair, not a tube
      if (li === 2) out.strands += ribbon(line(0.1, r1 * 0.9), 1.6, 0.15, 0.7, true);
      // the outer third ends crisp against skin, not in a grey fade: a strong black flick down
      // the lock's shadow side, swelling and drawn out to the tip past the wash, and on every
      // other lock a finer one on its lit side, the crest left light between them
      if (li === 2) {
        out.cuts += ribbon(line(0.32, r1 * 1.04), 6.5, 0.42, 1, true, 14);
        if (j > 0.45) out.cuts += ribbon(line(-0.3, r1 * 0.99), 3.6, 0.55, 1, true, 10);
      }
      // out at the edge the lock breaks into loose strands running on into skin
      if (li === 2)
        for (const [k, e] of [
          [-0.1, 1.04],
          [0.22, 1],
        ])
          out.strands += ribbon(line(k, r1 * e), 2, 0.6, 1, true);
    }
  });
  return out;
}

/** The mane's parts, both sides: its tones painted outer layer first, so the inner short locks
 *  lie over the outer long ones (each layer's bodies, then its valleys, then its crests), and
 *  the hard strands (valley cuts and fine hair). */
export function mane(): TMane {
  const r = half(0);
  const l = half(1);
  const tones: TTone[] = [];
  for (let li = LAYERS.length - 1; li >= 0; li--)
    for (let k = 0; k < 3; k++)
      tones.push({ t: LAYER_TONES[li][k], d: r.layers[li][k] + mirrorD(l.layers[li][k]) });
  return { tones, cuts: r.cuts + mirrorD(l.cuts), strands: r.strands + mirrorD(l.strands) };
}

/** The ruff's shadow right round the face: a band just outside the face's edge, black, so the
 *  face's lit planes stand out against it. */
export function ruffShadow(): string {
  const inner: TPt[] = [];
  const outer: TPt[] = [];
  // none across the brow: the forehead's short fur runs up into the mane there
  for (let i = 0; i <= 24; i++) {
    const a = 0.3 + (i / 24) * (Math.PI - 0.3);
    inner.push(at(a, faceR(a) - 0.02));
    outer.push(at(a, faceR(a) + 0.03 + 0.08 * Math.min(1, a / 0.9)));
  }
  const band = 'M' + [...inner, ...outer.reverse()].map(P).join('L') + 'Z';
  return band + mirrorD(band);
}

/** The ruff's crisp black right round the face's sides and chin: short pointed tufts leaving
 *  the face's edge and bending down the side, overlapping into a black band whose outer edge is
 *  hair, not a line (none over the brow, where the forehead's fur runs up into the mane). */
export function ruffCuts(): string {
  let s = '';
  const n = 18;
  for (let i = 0; i <= n; i++) {
    const a = 0.55 + (i / n) * (Math.PI - 0.6) + (jit(i, 9) - 0.5) * 0.05;
    const f = faceR(a) - 0.015;
    const len = 0.09 + 0.05 * jit(i, 3) + 0.04 * Math.min(1, a / 2);
    s += ribbon(lockLine(a, f, f + len, sweepAt(a, 0.12), 0.3), 10, 0, 1, false, 8);
    // between the tufts, the cheek's own fur runs out into the ruff: fine strokes rising inside
    // the face's edge, so the edge is hair and not the rim of a mask
    if (i < n) {
      const b = a + (Math.PI - 0.6) / n / 2;
      const g = faceR(b);
      s += ribbon(lockLine(b, g - 0.06, g + 0.05, sweepAt(b, 0.1), 0.2), 3.2, 0, 1, true, 8);
    }
  }
  return s + mirrorD(s);
}

/** The mane behind the head, between and over the ears: in shadow, so the top of the mane has
 *  weight and the ears and the brow stand out of it (the wash alone lights it from above). */
export function crownShadow(): string {
  const pts: TPt[] = [];
  for (let i = 0; i <= 12; i++) pts.push(at((i / 12) * 0.9, 0.56));
  for (let i = 12; i >= 0; i--) pts.push(at((i / 12) * 0.9, 0.8));
  const band = 'M' + pts.map(P).join('L') + 'Z';
  return band + mirrorD(band);
}
