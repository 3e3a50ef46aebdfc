// Authored scorpion seen from above, the classic flash scorpion: the icon set's scorpion is a
// lobster-like silhouette with mismatched claws and a tail of beads. Here it is symmetric: two
// matching pincers reaching forward on jointed arms, a broad body (head plate and seven abdominal
// plates, broad so tribal pattern rows have room), four pairs of jointed legs, and a tail of five
// tapering segments down the middle ending in a bulb and a stinger hooked back up. Same 512 box
// and TGenShape contract as creatures.ts.
import { horn, mirrorD, mirrored, P, taper, type TPt } from './creatures';
import { cubicAt } from './beasts';
import type { TGenShape } from './gen-shape';

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
    pts.push([
      cx + x * Math.cos(rot) - y * Math.sin(rot),
      cy + x * Math.sin(rot) + y * Math.cos(rot),
    ]);
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
  const side = (p: TPt, w: number, s: number): TPt => [
    p[0] + nx * (w / 2) * s,
    p[1] + ny * (w / 2) * s,
  ];
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
  // the root's corners sit on the edge itself (its chord runs just inside the convex edge, so the
  // union has no seam): a corner set deeper puts an edge inside the black that tribal rows shun
  return poly([a, [to[0] - nx, to[1] - ny], [to[0] + nx, to[1] + ny], b]);
}

/** One pincer, the right one: arm from the head plate out to an elbow, forearm forward to the
 *  wrist, a broad hand and two fingers closing inward with a gap between them. */
function pincer(): { d: string; cuts: string } {
  const root: TPt = [300, 134];
  const elbow: TPt = [366, 126];
  const wrist: TPt = [404, 112];
  const arm = rooted(126, 150, elbow, 26) + limb(elbow, wrist, 26, 30);
  // the hand leans in, its top toward the middle
  const hand = oval(426, 78, 48, 58, 0.35);
  const fixedFinger = horn([386, 46], [352, 28], [318, 42], 32);
  const movingFinger = horn([422, 26], [384, 0], [330, 18], 30);
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
    [
      [328, 160],
      [392, 140],
      [436, 180],
    ],
    [
      [338, 188],
      [418, 178],
      [468, 226],
    ],
    [
      [348, 216],
      [426, 220],
      [466, 286],
    ],
    [
      [360, 246],
      [424, 262],
      [446, 340],
    ],
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

/** The tail's centre line: down from the body's rear, sweeping round to the right and arching
 *  up beside the abdomen, so the stinger rises over toward the back as a scorpion holds it. It
 *  stays below the rear leg's foot so no leg crosses it. */
const TAIL: TPt[] = [
  // rooted on the body's rear edge, not inside it (an edge inside the black stops tribal rows)
  [256, 372],
  [250, 500],
  [420, 520],
  [424, 404],
];

/** One tail segment between t0 and t1 on the centre line: a barrel, swelling in its middle and
 *  drawn in at the joints, so the tail reads as plates of armour rather than a string of beads. */
function barrel(t0: number, t1: number, w0: number, w1: number): string {
  const left: TPt[] = [];
  const right: TPt[] = [];
  for (let i = 0; i <= 12; i++) {
    const u = i / 12;
    const { pt, tan } = cubicAt(TAIL, t0 + (t1 - t0) * u);
    const w = ((w0 + (w1 - w0) * u) / 2) * (0.87 + 0.13 * Math.sin(Math.PI * u));
    left.push([pt[0] - tan[1] * w, pt[1] + tan[0] * w]);
    right.push([pt[0] + tan[1] * w, pt[1] - tan[0] * w]);
  }
  return poly([...left, ...right.reverse()]);
}

/** The tail: five segments each a little narrower running the whole centre line, the bulb
 *  grown from the last one's end (overlapping it, so it never floats free), and the stinger
 *  leaving the bulb's tip and curving over toward the body. */
function tail(): { d: string; cuts: string } {
  const ts = [0, 0.21, 0.41, 0.6, 0.8, 1];
  const ws = [50, 46, 42, 38, 35, 32];
  let d = '';
  let cuts = '';
  for (let i = 0; i < 5; i++) {
    d += barrel(ts[i], ts[i + 1], ws[i], ws[i + 1]);
    if (i > 0) {
      const { pt, tan } = cubicAt(TAIL, ts[i]);
      const n: TPt = [-tan[1], tan[0]];
      const h = ws[i] * 0.36;
      cuts += taper(
        [pt[0] - n[0] * h, pt[1] - n[1] * h],
        [pt[0] + tan[0] * 3, pt[1] + tan[1] * 3],
        [pt[0] + n[0] * h, pt[1] + n[1] * h],
        2.6,
      );
    }
  }
  const end = cubicAt(TAIL, 1);
  const [tx, ty] = end.tan;
  // the side toward the body (the tail rises on the right, so the body lies to its left)
  const [nx, ny]: TPt = [ty, -tx];
  const at = (f: number, g: number): TPt => [
    end.pt[0] + tx * f + nx * g,
    end.pt[1] + ty * f + ny * g,
  ];
  const c = at(20, 0);
  d += oval(c[0], c[1], 28, 20, Math.atan2(ty, tx));
  cuts += joint(end.pt, [end.pt[0] - tx, end.pt[1] - ty], end.pt, 26);
  // the stinger: rooted well inside the bulb, arching on and hooking over toward the body
  d += horn(at(30, 0), at(78, -8), at(70, 50), 24);
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
    d: body() + both(p.d) + both(l.d) + t.d,
    holes: plates + head + both(p.cuts) + both(l.cuts) + t.cuts,
  };
}
