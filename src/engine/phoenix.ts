// Authored phoenix: the icon set's hawk emblem read as a blocky totem eagle. A phoenix reads by
// its tail: here a bird rising, wings raised and spread in long sweeping flight feathers, the
// neck curved up to a head turned left with a hooked beak and a crest of plumes, and below the
// body five long tail ribbons that curl and trail down, each ending in a peacock eye or a flame
// tip. Body and feathers take the first ink (red), the inner vane of every flight and tail
// feather the second (orange/gold), the tail eyes a gold ink of their own. Same TGenShape
// contract as creatures.ts; the box is the drawing's own, taller than wide (about 512 x 660), so
// a back piece uses its length.
import { ellipse, mirrorD, P, polar, taper, type TPt } from './creatures';
import type { TGenShape } from './generated-motifs';

type TCubic = [TPt, TPt, TPt, TPt];

const at = ([a, b, c, d]: TCubic, t: number): TPt => {
  const u = 1 - t;
  const k = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  return [
    k[0] * a[0] + k[1] * b[0] + k[2] * c[0] + k[3] * d[0],
    k[0] * a[1] + k[1] * b[1] + k[2] * c[1] + k[3] * d[1],
  ];
};

/** A point along a chain of cubics, t in 0..1 spread evenly over its segments. */
function along(cs: TCubic[], t: number): TPt {
  const k = Math.min(cs.length - 1, Math.floor(t * cs.length));
  return at(cs[k], t * cs.length - k);
}

/** A ribbon along a cubic (or a chain of them) from t0 to t1, its half-width w(t): feathers,
 *  plumes, the neck. Sampled finely enough that the straight steps are below a hair at any print
 *  size. */
function band(
  c: TCubic | TCubic[] | ((t: number) => TPt),
  w: (t: number) => number,
  n = 28,
  t0 = 0,
  t1 = 1,
): string {
  const cs = (typeof c === 'function' ? [] : typeof c[0][0] === 'number' ? [c] : c) as TCubic[];
  const on = typeof c === 'function' ? c : (t: number) => along(cs, t);
  const steps = n * Math.max(1, cs.length);
  const left: TPt[] = [];
  const right: TPt[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = t0 + ((t1 - t0) * i) / steps;
    const p = on(t);
    const q = on(Math.min(1, t + 0.005));
    const o = on(Math.max(0, t - 0.005));
    const a = Math.atan2(q[1] - o[1], q[0] - o[0]);
    left.push(polar(p, w(t), a - Math.PI / 2));
    right.push(polar(p, w(t), a + Math.PI / 2));
  }
  const pts = [...left, ...right.reverse()];
  return `M${pts.map(P).join('L')}Z`;
}

const lerp = (a: TPt, b: TPt, t: number): TPt => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
];

/** Half-width of a blade pointed at both ends, broadest a little before its middle. */
const blade = (w: number) => (t: number) => w * Math.sin(Math.PI * t) ** 0.7;

// The right wing, raised and spread, as one outline (its parts would show their edges through
// each other): the leading edge up from the shoulder, then round the flight feathers' tips and
// the notches between them, down to the flank. The left wing is this mirrored. Feather roots
// run along the arm from the wrist (high, out) toward the shoulder; the tallest primary points
// up and out, the secondaries out and down.
const SHOULDER: TPt = [314, 258];
const FLANK: TPt = [326, 330];
const WRIST: TPt = [392, 140];
const HUB: TPt = [380, 200];
const FEATHERS = 9;

interface TFeather {
  root: TPt;
  tip: TPt;
}

export const FLIGHT: TFeather[] = Array.from({ length: FEATHERS }, (_, i) => {
  const t = i / (FEATHERS - 1);
  const root = lerp(WRIST, SHOULDER, t * 0.9);
  const a = ((-48 + 80 * t) * Math.PI) / 180;
  return { root, tip: polar(root, 250 - 130 * t, a) };
});

function wing(): { d: string; holes: string; inner: string } {
  const tips = FLIGHT.map((f) => f.tip);
  // notches: between two tips, pulled in toward the wing's heart so each feather stands apart
  const notches = tips.slice(1).map((b, i) => lerp(lerp(tips[i], b, 0.5), HUB, 0.26));
  let d = `M${P(SHOULDER)}C326 196 396 84 ${P(tips[0])}`;
  for (let i = 0; i < notches.length; i++) {
    // each feather's trailing edge bellies out a little before the notch, and its next leading
    // edge leaves the notch straight: the sweep of a flight feather, not a comb's tooth
    const n = notches[i];
    const c = lerp(lerp(tips[i], n, 0.5), HUB, -0.08);
    d += `Q${P(c)} ${P(n)}L${P(tips[i + 1])}`;
  }
  d += `C${P([400, 320])} ${P([360, 336])} ${P(FLANK)}C330 300 326 280 ${P(SHOULDER)}Z`;
  let holes = '';
  let inner = '';
  FLIGHT.forEach((f, i) => {
    // a split from each notch back toward the feathers' roots
    if (i > 0) {
      const n = notches[i - 1];
      const r = lerp(lerp(FLIGHT[i - 1].root, f.root, 0.5), n, 0.3);
      holes += taper(n, lerp(n, r, 0.5), r, 2.6);
    }
    // the inner vane in the second ink, a slim blade down the feather's outer half
    const a = lerp(f.root, f.tip, 0.42);
    const b = lerp(f.root, f.tip, 0.9);
    inner += band([a, lerp(a, b, 0.33), lerp(a, b, 0.66), b], blade(7 - 2 * (i / FEATHERS)));
  });
  // the covert row: scallops across the wing, just out from its arm, where the short feathers
  // lie over the long ones (OUT is the arm's outward normal, toward the tips)
  const OUT: TPt = [0.835, 0.553];
  const off = (p: TPt, r: number): TPt => [p[0] + OUT[0] * r, p[1] + OUT[1] * r];
  inner += coverts(off);
  return { d, holes, inner };
}

/** The covert row in the second ink: a band along the arm whose outer edge is a row of rounded
 *  feather ends lying over the flight feathers' roots, so the wing reads in layers. */
function coverts(off: (p: TPt, r: number) => TPt): string {
  const n = 5;
  const at = (t: number) => lerp(WRIST, SHOULDER, 0.04 + t * 0.9);
  // the inner edge bows gently in toward the leading edge, as the wing's shoulder rounds
  let d = `M${P(off(at(0), 8))}Q${P(off(at(0.5), -6))} ${P(off(at(1), 8))}`;
  // back along the scallops, each one bellying out toward the tips
  for (let i = n; i > 0; i--) {
    const a = off(at(i / n), 40);
    const b = off(at((i - 1) / n), 40);
    d += `L${P(a)}Q${P(off(lerp(a, b, 0.5), 34))} ${P(b)}`;
  }
  return d + 'Z';
}

// the tail: five plumes leaving the body side by side and fanning as they trail down, all in
// one S-sweep, each curling in toward the middle at its end, the middle ones longest. A plume is
// a slim shaft opening into a broad pointed vane: `eye` holds a peacock eye, else it is a flame.
export const TAIL = [
  { len: 380, eye: true },
  { len: 470, eye: false },
  { len: 540, eye: true },
  { len: 480, eye: false },
  { len: 390, eye: true },
];

/** The plume's centre line, walked as a turtle: its heading fans out by its place in the tail,
 *  sways with the others and curls in over its last quarter. */
export function plumePath(i: number): (t: number) => TPt {
  const k = i - 2;
  const { len } = TAIL[i];
  const n = 120;
  // starts on the body's lower edge, so no shaft crosses the belly
  const pts: TPt[] = [[264 + k * 14, 408 - Math.abs(k) * 4 - k * k * 3]];
  const curl = k < 0 ? -0.9 : 0.9;
  for (let s = 1; s <= n; s++) {
    const u = s / n;
    const heading =
      Math.PI / 2 +
      -k * 0.4 * (1 - 0.45 * u) +
      0.42 * Math.sin(Math.PI * 1.6 * u) * Math.min(1, u * 3) +
      curl * Math.max(0, (u - 0.72) / 0.28) ** 2;
    pts.push(polar(pts[s - 1], len / n, heading));
  }
  return (t) => {
    const x = Math.min(n - 1e-9, t * n);
    const j = Math.floor(x);
    return lerp(pts[j], pts[j + 1], x - j);
  };
}

/** Half-width of a plume: a slim shaft, then the vane swelling and closing to a point. */
const VANE = 0.6;
const plume = (t: number) => {
  const shaft = 7 + 7 * Math.min(1, t * 3);
  if (t <= VANE) return shaft;
  return (
    Math.max(
      shaft * (1 - (t - VANE) / (1 - VANE)),
      32 * Math.sin((Math.PI * (t - VANE)) / (1 - VANE)) ** 0.8,
    ) + 0.3
  );
};

/** A flame plume: the vane's edge ripples into tongues. */
const flame = (t: number) =>
  t <= VANE ? plume(t) : plume(t) * (1 + 0.22 * Math.sin((Math.PI * 6 * (t - VANE)) / (1 - VANE)));

function tail(): { d: string; inner: string; eyes: string; holes: string } {
  let d = '';
  let inner = '';
  let eyes = '';
  let holes = '';
  TAIL.forEach(({ eye }, i) => {
    const path = plumePath(i);
    d += band(path, eye ? plume : flame, 80);
    // the inner shaft in the second ink, starting clear of the body where the plumes part
    inner += band(path, (t) => plume(t) * 0.42, 48, 0.14, VANE + 0.02);
    const mid = (VANE + 1) / 2;
    if (eye) {
      // the eye in the vane: an orange ring, a gold heart, a dark pupil
      const e = path(mid);
      inner += ellipse(e[0], e[1], 21, 21);
      eyes += ellipse(e[0], e[1], 13, 13);
      holes += ellipse(e[0] + 1, e[1] + 2, 4.5, 4.5, false);
    } else {
      // a flame: an orange tongue up the vane (its rippled edge is in `flame` below)
      inner += band(path, (t) => flame(t) * 0.5, 48, VANE + 0.04, 0.97);
    }
  });
  return { d, inner, eyes, holes };
}

/** The body, neck, head, beak and crest (the head turned left, the one asymmetric part). */
function bird(): { d: string; holes: string; inner: string } {
  // body, neck, head and beak as one outline (overlapping parts would show their edges through
  // each other): from the throat down the curved front of the neck to the chest, round the belly
  // to the vent, up the back and the nape, over the crown to the hooked beak and back under it
  const body =
    `M214 134C196 168 192 214 206 248C192 290 204 360 264 410` +
    `C300 392 330 362 328 318C326 276 300 244 278 214C264 190 260 160 262 118` +
    `C266 96 250 86 232 88C218 89 208 96 204 104` +
    `C186 98 166 106 160 128C158 136 160 142 164 146C168 134 180 128 196 126` +
    `C202 130 208 132 214 134Z`;
  // crest: three plumes swept back from the crown, tapering to their tips
  const plumes: TCubic[] = [
    [
      [234, 90],
      [240, 52],
      [290, 52],
      [296, 16],
    ],
    [
      [248, 92],
      [270, 70],
      [316, 78],
      [330, 46],
    ],
    [
      [258, 104],
      [290, 96],
      [330, 110],
      [350, 90],
    ],
  ];
  const crest = plumes
    .map((c) => band(c, (t) => 9 * Math.sin(Math.PI * Math.min(1, 0.25 + t * 0.75)) ** 0.8 + 0.2))
    .join('');
  // the eye and a fierce brow over it, the line of the beak's gape
  const holes =
    ellipse(226, 110, 5.5, 5, false) +
    band(
      [
        [208, 104],
        [220, 96],
        [234, 96],
        [248, 102],
      ],
      (t) => 2.6 * Math.sin(Math.PI * t),
    ) +
    band(
      [
        [176, 120],
        [186, 116],
        [196, 116],
        [206, 118],
      ],
      (t) => 2 * Math.sin(Math.PI * t),
    );
  // gold breast: down the front of the body under the turned head
  const inner = `M222 256C202 292 204 344 236 380C252 344 252 300 262 262C250 254 234 252 222 256Z`;
  return { d: body + crest, holes, inner };
}

/** A phoenix rising, facing left, with its tail trailing down. */
export function phoenix(): TGenShape {
  const w = wing();
  const t = tail();
  const b = bird();
  return {
    d: w.d + mirrorD(w.d) + t.d + b.d,
    holes: w.holes + mirrorD(w.holes) + t.holes + b.holes,
    alt: w.inner + mirrorD(w.inner) + t.inner + b.inner,
    inks: [{ role: 'gold', d: t.eyes }],
  };
}
