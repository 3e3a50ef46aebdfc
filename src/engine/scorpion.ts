// Authored scorpion seen from above, the classic flash scorpion: the icon set's scorpion is a
// lobster-like silhouette with mismatched claws and a tail of beads. Here it is symmetric: two
// matching pincers reaching forward on jointed arms, a broad body (head plate and seven abdominal
// plates, broad so tribal pattern rows have room), four pairs of jointed legs, and a tail of five
// tapering segments down the middle ending in a bulb and a stinger hooked back up. Same 512 box
// and TGenShape contract as creatures.ts.
import { ellipse, horn, mirrorD, mirrored, P, taper, type TPt } from './creatures';
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

/** A limb segment from a (wa wide) to b (wb wide), with a round knuckle at b. */
function limb(a: TPt, b: TPt, wa: number, wb: number): string {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy) || 1;
  const nx = -dy / len;
  const ny = dx / len;
  const side = (p: TPt, w: number, s: number): TPt => [p[0] + nx * (w / 2) * s, p[1] + ny * (w / 2) * s];
  return poly([side(a, wa, 1), side(b, wb, 1), side(b, wb, -1), side(a, wa, -1)]) + ellipse(b[0], b[1], wb * 0.62, wb * 0.62);
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

/** The body: head plate and abdomen as one outline, narrowing to the tail's root. */
function body(): string {
  return mirrored(
    [256, 132],
    [
      [
        [278, 132],
        [300, 136],
        [306, 150],
      ],
      [
        [314, 172],
        [322, 200],
        [322, 222],
      ],
      [
        [340, 240],
        [346, 280],
        [340, 310],
      ],
      [
        [334, 336],
        [306, 358],
        [282, 366],
      ],
      [
        [274, 370],
        [266, 372],
        [256, 372],
      ],
    ],
  );
}

/** One pincer, the right one: arm from the head plate out to an elbow, forearm forward to the
 *  wrist, a broad hand and two fingers closing inward with a gap between them. */
function pincer(): { d: string; cuts: string } {
  const root: TPt = [290, 150];
  const elbow: TPt = [356, 142];
  const wrist: TPt = [384, 104];
  const arm = limb(root, elbow, 26, 24) + limb(elbow, wrist, 24, 26);
  // the hand leans in, its top toward the middle
  const hand = oval(394, 70, 38, 50, 0.35);
  const fixedFinger = horn([372, 36], [352, 6], [316, 14], 26);
  const movingFinger = horn([402, 28], [396, -4], [344, 10], 22);
  const cuts =
    joint(elbow, root, elbow, 24) +
    joint(wrist, elbow, wrist, 26) +
    taper([368, 104], [392, 90], [420, 96], 3) +
    taper([376, 40], [362, 34], [342, 24], 2.4);
  return { d: arm + hand + fixedFinger + movingFinger, cuts };
}

/** The four legs of the right side, each a thigh out to a raised knee and a shin down to the
 *  foot, the front pair leaning forward and the rear pair back. */
function legs(): { d: string; cuts: string } {
  const spec: [TPt, TPt, TPt][] = [
    [[312, 176], [384, 170], [430, 214]],
    [[318, 198], [404, 204], [456, 258]],
    [[322, 220], [404, 244], [446, 312]],
    [[322, 244], [388, 286], [414, 356]],
  ];
  let d = '';
  let cuts = '';
  for (const [base, knee, foot] of spec) {
    d += limb(base, knee, 17, 15);
    const mid: TPt = [(knee[0] + foot[0]) / 2 + 6, (knee[1] + foot[1]) / 2 - 4];
    d += horn(knee, mid, foot, 15);
    cuts += joint(knee, base, knee, 15);
  }
  return { d, cuts };
}

/** The tail: five segments down the middle, each a little narrower, the bulb, and the stinger
 *  hooked back up toward the body. */
function tail(): { d: string; cuts: string } {
  let d = '';
  let cuts = '';
  const tops = [366, 388, 410, 431, 451];
  const widths = [34, 31, 28, 26, 24];
  tops.forEach((y, i) => {
    const h = 24;
    d += oval(256, y + h / 2, widths[i], h / 2 + 2, 0);
    if (i > 0) cuts += taper([256 - widths[i] + 3, y + 1], [256, y + 5], [256 + widths[i] - 3, y + 1], 2.6);
  });
  d += oval(256, 482, 26, 20, 0);
  cuts += taper([234, 468], [256, 472], [278, 468], 2.6);
  // the stinger: from the bulb's right, curving out and back up toward the tail
  d += horn([270, 494], [320, 508], [318, 452], 18);
  return { d, cuts };
}

export function scorpion(): TGenShape {
  const p = pincer();
  const l = legs();
  const t = tail();
  // the plate seams: the head plate's rear edge, then six seams dividing the abdomen in seven
  const seams = [222, 243, 264, 285, 306, 327, 348];
  const half = [62, 78, 84, 84, 80, 68, 50];
  let plates = '';
  seams.forEach((y, i) => {
    plates += taper([256 - half[i], y], [256, y + 8], [256 + half[i], y], 3.2);
  });
  // the eyes on the head plate and a ridge down its middle
  const head = ellipse(244, 160, 5, 6, false) + ellipse(268, 160, 5, 6, false) + taper([256, 172], [258, 195], [256, 214], 2.6);
  return {
    d: body() + both(p.d) + both(l.d) + t.d,
    holes: plates + head + both(p.cuts) + both(l.cuts) + t.cuts,
  };
}
