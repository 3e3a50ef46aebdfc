// Authored scorpion seen from above, the classic flash scorpion: the icon set's scorpion is a
// lobster-like silhouette with mismatched claws and a tail of beads. Here it is symmetric: two
// matching pincers reaching forward on jointed arms, a broad body (head plate and seven abdominal
// plates, broad so tribal pattern rows have room), four pairs of jointed legs, and a tail of five
// tapering segments down the middle ending in a bulb and a stinger hooked back up. Same 512 box
// and TGenShape contract as creatures.ts.
import { ellipse, horn, mirrorD, mirrored, P, taper, type TPt } from './creatures';
import { cubicAt } from './beasts';
import type { TGenShape } from './generated-motifs';

const both = (d: string) => d + mirrorD(d);

/** A closed polygon through points (straight sides: sampled curves are fine at this size). */
const poly = (pts: TPt[]) => `M${pts.map(P).join('L')}Z`;

/** An ellipse at (cx, cy) turned by `rot` radians, as a sampled polygon (mirrorD can flip it). */
function oval(cx: number, cy: number, rx: number, ry: number, rot: number, n = 40): string {
  const pts: TPt[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const x = rx * Math.cos(a);
    const y = ry * Math.sin(a);
    pts.push([cx + x * Math.cos(rot) - y * Math.sin(rot), cy + x * Math.sin(rot) + y * Math.cos(rot)]);
  }
  return poly(pts);
}

/** A limb segment from a (wa wide) to b (wb wide). No knuckle disc: overlapping parts would
 *  leave ghost arcs in a stencil's outline. */
function limb(a: TPt, b: TPt, wa: number, wb: number): string {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy) || 1;
  const nx = -dy / len;
  const ny = dx / len;
  const side = (p: TPt, w: number, s: number): TPt => [p[0] + nx * (w / 2) * s, p[1] + ny * (w / 2) * s];
  return poly([side(a, wa, 1), side(b, wb, 1), side(b, wb, -1), side(a, wa, -1)]);
}

/** A joint line across a limb at p, square to the direction a -> b: the cut that reads as a joint. */
function joint(p: TPt, a: TPt, b: TPt, w: number): string {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy) || 1;
  const nx = (-dy / len) * (w / 2);
  const ny = (dx / len) * (w / 2);
  return taper([p[0] + nx, p[1] + ny], p, [p[0] - nx, p[1] - ny], 2.6);
}

/** The body's right half, from the head plate's front middle round to the tail's root. */
const BODY: [TPt, TPt, TPt][] = [
  [
    [290, 122],
    [312, 124],
    [320, 136],
  ],
  [
    [332, 160],
    [344, 190],
    [350, 214],
  ],
  [
    [366, 236],
    [372, 270],
    [366, 304],
  ],
  [
    [358, 340],
    [320, 364],
    [286, 372],
  ],
  [
    [276, 375],
    [266, 376],
    [256, 376],
  ],
];

/** The body: head plate and abdomen as one broad outline, narrowing to the tail's root. Broad
 *  so it stays the bulk of the figure: tribal rows need that much black to run in. */
const body = () => mirrored([256, 122], BODY);

/** Where the body's right edge is at height y (down its side, above its widest point). */
function edgeAt(y: number): TPt {
  let prev: TPt = [256, 122];
  let best: TPt = prev;
  for (const seg of BODY) {
    const pts = [prev, ...seg];
    for (let i = 0; i <= 32; i++) {
      const { pt } = cubicAt(pts, i / 32);
      if (Math.abs(pt[1] - y) < Math.abs(best[1] - y) && pt[0] > 300) best = pt;
    }
    prev = seg[2];
  }
  return best;
}

/** A limb leaving the body: its root spans the body's edge from height y0 to y1 (so no part of
 *  it reaches into the black, where its edges would crowd tribal rows), out to `to`, `w` wide. */
function rooted(y0: number, y1: number, to: TPt, w: number): string {
  const a = edgeAt(y0);
  const b = edgeAt(y1);
  const mid: TPt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const dx = to[0] - mid[0];
  const dy = to[1] - mid[1];
  const len = Math.hypot(dx, dy) || 1;
  const nx = (-dy / len) * (w / 2);
  const ny = (dx / len) * (w / 2);
  // the root sits a hair inside the edge so the union has no seam
  const inset = (p: TPt): TPt => [p[0] - 1.5, p[1]];
  return poly([inset(a), [to[0] - nx, to[1] - ny], [to[0] + nx, to[1] + ny], inset(b)]);
}

/** One pincer, the right one: arm from the head plate out to an elbow, forearm forward to the
 *  wrist, a broad hand and two fingers closing inward with a gap between them. */
function pincer(): { d: string; cuts: string } {
  const root: TPt = [300, 134];
  const elbow: TPt = [366, 126];
  const wrist: TPt = [404, 112];
  const arm = rooted(126, 150, elbow, 26) + limb(elbow, wrist, 26, 30);
  // the hand leans in, its top toward the middle
  const hand = oval(424, 74, 42, 52, 0.35);
  const fixedFinger = horn([392, 40], [366, 14], [330, 22], 30);
  const movingFinger = horn([426, 26], [418, -2], [364, 10], 24);
  const cuts =
    joint(elbow, root, elbow, 26) +
    joint(wrist, elbow, wrist, 28) +
    taper([390, 44], [376, 36], [352, 28], 2.4);
  return { d: arm + hand + fixedFinger + movingFinger, cuts };
}

/** The four legs of the right side, each a thigh out to a raised knee and a shin down to the
 *  foot, the front pair leaning forward and the rear pair back. */
function legs(): { d: string; cuts: string } {
  const spec: [TPt, TPt, TPt][] = [
    [[328, 162], [388, 152], [432, 190]],
    [[338, 190], [414, 186], [466, 232]],
    [[348, 216], [420, 232], [462, 292]],
    [[360, 246], [416, 282], [436, 350]],
  ];
  let d = '';
  let cuts = '';
  for (const [base, knee, foot] of spec) {
    d += rooted(base[1] - 10, base[1] + 10, knee, 17);
    const mid: TPt = [(knee[0] + foot[0]) / 2 + 6, (knee[1] + foot[1]) / 2 - 4];
    d += horn(knee, mid, foot, 17);
    cuts += joint(knee, base, knee, 17);
  }
  return { d, cuts };
}

/** The tail: five segments down the middle, each a little narrower, the bulb, and the stinger
 *  hooked back up toward the body. */
function tail(): { d: string; cuts: string } {
  let d = '';
  let cuts = '';
  const tops = [370, 391, 411, 430, 448];
  const widths = [40, 36, 32, 29, 26];
  tops.forEach((y, i) => {
    const h = 22;
    d += oval(256, y + h / 2, widths[i], h / 2 + 2, 0);
    if (i > 0) cuts += taper([256 - widths[i] + 3, y + 1], [256, y + 5], [256 + widths[i] - 3, y + 1], 2.6);
  });
  d += oval(256, 480, 28, 22, 0);
  cuts += taper([232, 466], [256, 470], [280, 466], 2.6);
  // the stinger: from the bulb's right, curving out and back up toward the tail
  d += horn([276, 494], [332, 510], [326, 450], 20);
  return { d, cuts };
}

export function scorpion(): TGenShape {
  const p = pincer();
  const l = legs();
  const t = tail();
  // the plate seams: the head plate's rear edge, then six seams dividing the abdomen in seven
  const seams = [214, 236, 258, 280, 302, 324, 346];
  const half = [80, 90, 96, 98, 96, 88, 64];
  let plates = '';
  seams.forEach((y, i) => {
    plates += taper([256 - half[i], y], [256, y + 8], [256 + half[i], y], 3.2);
  });
  // a ridge down the head plate (no eye dots: round cut-outs there would crowd tribal rows)
  const head = taper([256, 140], [258, 176], [256, 206], 2.8);
  return {
    d: process.env.SC_BODY === "1" ? body() : process.env.SC_BODY === "2" ? body() + both(p.d) + t.d : process.env.SC_BODY === "3" ? body() + both(l.d) : body() + both(p.d) + both(l.d) + t.d,
    holes: plates + head + both(p.cuts) + both(l.cuts) + t.cuts,
  };
}
