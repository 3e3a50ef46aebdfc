// Authored great wave, after Hokusai: the icon's wave drew as a fan of vertical slabs. Here one
// mass of water rises from the lower left, its crest arches over to the right and hangs as a lip
// of claw-like foam fingers over the hollow, the concave face runs down under it to a low trough
// (where a small Mount Fuji sits, relations.ts). Inside the body, bands of lighter blue follow the
// curl, edged with white foam lines; a foam cap rides the crest. Same 512 box and TGenShape
// contract as creatures.ts: body in blue, the light band the second ink, the foam an ink (bone)
// laid over both.
import { ellipse, f } from './creatures';
import type { TPt } from './creatures';
import { oneWinding } from './flash-flowers';
import type { TGenShape } from './generated-motifs';

type TSeg = [TPt, TPt, TPt];

/** Where the trough meets the hollow under the lip (source box): a far-off mountain's foot. */
export const WAVE_HOLLOW: TPt = [392, 436];

/** The wave's outline from the foot of its back up over the crest, round the lip, back under it
 *  and down the face to the trough (clockwise: the body is on the right of travel). */
const START: TPt = [24, 500];
const BACK: TSeg[] = [
  // the back of the wave, rising
  [
    [28, 396],
    [50, 250],
    [120, 160],
  ],
  // the crest's top, arching over
  [
    [176, 84],
    [268, 40],
    [350, 52],
  ],
  // over the curl and down the front
  [
    [430, 64],
    [484, 122],
    [476, 198],
  ],
  // the lip curling back under
  [
    [470, 252],
    [432, 284],
    [398, 268],
  ],
];
const FACE: TSeg[] = [
  // under the lip, back into the hollow
  [
    [378, 258],
    [372, 228],
    [350, 218],
  ],
  [
    [308, 204],
    [262, 236],
    [258, 290],
  ],
  // the concave face down to the trough
  [
    [254, 350],
    [290, 404],
    [350, 424],
  ],
  [
    [400, 440],
    [452, 446],
    [500, 444],
  ],
];

const cubic = (p0: TPt, [c1, c2, p3]: TSeg, t: number): TPt => {
  const u = 1 - t;
  const k = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  return [
    k[0] * p0[0] + k[1] * c1[0] + k[2] * c2[0] + k[3] * p3[0],
    k[0] * p0[1] + k[1] * c1[1] + k[2] * c2[1] + k[3] * p3[1],
  ];
};

/** Evenly stepped points along a run of cubics, `per` to a segment. */
function sample(start: TPt, segs: TSeg[], per = 24): TPt[] {
  const pts: TPt[] = [start];
  let p0 = start;
  for (const s of segs) {
    for (let i = 1; i <= per; i++) pts.push(cubic(p0, s, i / per));
    p0 = s[2];
  }
  return pts;
}

/** The inward normal at each point (the body lies to the right of travel). */
function normals(pts: TPt[]): TPt[] {
  return pts.map((_, i) => {
    const a = pts[Math.max(0, i - 1)];
    const b = pts[Math.min(pts.length - 1, i + 1)];
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy) || 1;
    return [-dy / len, dx / len];
  });
}

const poly = (pts: TPt[]) =>
  pts.map((p, i) => `${i ? 'L' : 'M'}${f(p[0])} ${f(p[1])}`).join('') + 'Z';

const OUTER = sample(START, BACK);
const IN = normals(OUTER);
const at = (i: number, d: number): TPt => [OUTER[i][0] + IN[i][0] * d, OUTER[i][1] + IN[i][1] * d];
// the face, from the lip's tip under the crest and down to the trough (the body on its right)
const FACE_PTS = sample(OUTER[OUTER.length - 1], FACE);
const FACE_IN = normals(FACE_PTS);

/** A band inside the wave parallel to an edge (its points and inward normals), from point i0 to
 *  i1, `depth` in and `w` wide at its widest, tapering to points at both ends. */
function band(i0: number, i1: number, depth: number, w: number, pts = OUTER, nin = IN): string {
  const a: TPt[] = [];
  const b: TPt[] = [];
  for (let i = i0; i <= i1; i++) {
    const t = (i - i0) / (i1 - i0);
    const half = (w / 2) * Math.sin(Math.PI * t) ** 0.7;
    const on = (d: number): TPt => [pts[i][0] + nin[i][0] * d, pts[i][1] + nin[i][1] * d];
    a.push(on(depth - half));
    b.push(on(depth + half));
  }
  return poly([...a, ...b.reverse()]);
}

/** One claw of foam off the lip at outline point i: a finger reaching out and curling down in
 *  the direction the crest travels. */
function claw(i: number, len: number, w: number): string {
  const p = OUTER[i];
  const n = IN[i];
  // out of the water (against the inward normal), hooked the way the crest runs (forward and
  // down over the front, back under at the lip)
  const out: TPt = [-n[0], -n[1]];
  const fwd: TPt = [n[1], -n[0]];
  const pt = (o: number, a: number, inset = 0): TPt => [
    p[0] + out[0] * o + fwd[0] * a + n[0] * inset,
    p[1] + out[1] * o + fwd[1] * a + n[1] * inset,
  ];
  const base0 = pt(0, -w, 6);
  const base1 = pt(0, w, 6);
  const tip = pt(len * 0.75, len * 0.8);
  // the back of the finger bulges out, its front hollows in: a hook
  const c0 = pt(len * 1.05, -w * 0.2);
  const c1 = pt(len * 0.3, w * 1.1);
  return `M${f(base0[0])} ${f(base0[1])}Q${f(c0[0])} ${f(c0[1])} ${f(tip[0])} ${f(tip[1])}Q${f(c1[0])} ${f(c1[1])} ${f(base1[0])} ${f(base1[1])}Z`;
}

export function greatWave(): TGenShape {
  const body = poly([...OUTER, ...FACE_PTS.slice(1), [500, 500]]);
  // segment boundaries on OUTER: 0 foot, 24 crest start, 48 crest top end, 72 front, 96 lip tip
  const claws: string[] = [];
  // fewer, bigger fingers than a comb: a bold outline would close small ones up
  const SIZES = [0.7, 1, 0.8, 1.15, 0.9, 1.05, 0.75];
  SIZES.forEach((k, j) => {
    const i = 60 + j * 6;
    claws.push(claw(i, 46 * k, 14));
  });
  // the foam cap riding the crest: from high on the back over the top to the lip, its inner
  // edge in scallops
  const cap: TPt[] = [];
  const capIn: TPt[] = [];
  for (let i = 30; i <= 96; i++) {
    const t = (i - 30) / 66;
    cap.push(at(i, -1));
    const depth = 10 + 20 * Math.sin(Math.PI * Math.min(1, t * 1.3)) ** 0.6;
    capIn.push(at(i, depth * (0.75 + 0.25 * Math.abs(Math.cos(i * 0.55)))));
  }
  const foam =
    poly([...cap, ...capIn.reverse()]) +
    claws.join('') +
    // white foam lines following the curl, deeper ones ending before the crest turns
    band(6, 72, 56, 16) +
    band(4, 58, 100, 14) +
    band(2, 40, 144, 12) +
    // and down the hollow face, running out along the trough
    band(42, 84, 26, 13, FACE_PTS, FACE_IN) +
    band(52, 92, 56, 10, FACE_PTS, FACE_IN);
  // the lighter band of water between the first two foam lines, as the print shades the wall
  const light = band(10, 60, 78, 34);
  // spray flung off the claws: small white drops out past their tips
  let spray = '';
  [
    [63, 64, 7],
    [70, 82, 6],
    [76, 58, 8],
    [83, 76, 6],
    [88, 60, 7],
    [94, 70, 5],
  ].forEach(([i, out, r]) => {
    const [x, y] = at(i, -out);
    spray += ellipse(x, y, r, r);
  });
  // small wavelets on the trough
  const trough = ['M404 462Q430 450 452 462Q430 458 404 462Z', 'M440 480Q466 468 490 480Q466 476 440 480Z'];
  return {
    d: body + claws.join(''),
    alt: oneWinding(light),
    inks: [{ role: 'bone', d: oneWinding(foam + spray + trough.join('')), lit: true }],
  };
}
