// Authored dandelion clock, blown: the icon set's dandelion reads as a spiky wheel. A seed head is
// a puff of fine stalks, each ending in a little umbrella (pappus), on a stem; the wind has torn a
// gap in its upper right, and the seeds it took stream away along one curve, tumbling. Same 512
// box and TGenShape contract as creatures.ts.
import { ellipse, P, polar, taper } from './creatures';
import type { TPt } from './creatures';
import type { TGenShape } from './generated-motifs';

/** Where the wind takes the seeds: the stream's points in the 512 box, nearest first. */
const STREAM: readonly (readonly [number, number, number])[] = [
  [352, 112, -0.78],
  [412, 176, -0.42],
];

/** Where the gap in the puff opens, in the 512 box: a relation sends seeds and birds on from it. */
export const DANDELION_GAP: readonly [number, number] = [330, 100];

/** One drifting seed: a stalk from a seed body at `root` along angle `a`, and at its end the
 *  umbrella as a pale fan with a scalloped rim, its fibres cut in as fine lines. At tattoo size a
 *  fan reads as a seed where a few bare strokes close up into a black bone. */
function seed(root: TPt, a: number, len: number): { d: string; holes: string } {
  const end = polar(root, len, a);
  const R = len * 0.55;
  const spread = 0.95;
  const n = 5;
  let fan = `M${P(end)}`;
  for (let k = 0; k <= n; k++) {
    const b = a - spread + (2 * spread * k) / n;
    const p = polar(end, R, b);
    if (k === 0) fan += `L${P(p)}`;
    else fan += `Q${P(polar(end, R * 1.22, b - spread / n))} ${P(p)}`;
  }
  fan += 'Z';
  let holes = '';
  for (let k = 1; k < n; k++) {
    const b = a - spread + (2 * spread * k) / n;
    holes += taper(polar(end, R * 0.18, b), polar(end, R * 0.5, b), polar(end, R * 0.86, b), 1.4);
  }
  const d =
    taper(root, polar(root, len / 2, a + 0.05), end, 2.4) +
    ellipse(root[0], root[1], 3.5, 5.5) +
    fan;
  return { d, holes };
}

/** Is angle `a` (radians) inside the gap the wind has torn in the puff? */
const inGap = (a: number) => {
  const u = ((a + Math.PI * 2) % (Math.PI * 2)) / (Math.PI * 2);
  return u > 0.78 && u < 0.97; // the upper right, facing where the seeds went
};

/** A dandelion seed head on its stem (stem in the second ink), the wind's gap in its upper right.
 *  `drift` false leaves the seeds to a relation that draws them bigger (relations.ts).
 *  The puff is a pale disc with a fluffy scalloped edge and the stalks cut into it as fine lines,
 *  so bold outlines cannot close the stalks up into a black wheel. */
export function dandelion(drift = true): TGenShape {
  const c: TPt = [214, 214];
  const n = 24;
  const at = (i: number) => (i / n) * Math.PI * 2;
  // the fluffy edge: a tuft of umbrella fibres at the end of each stalk; in the gap the edge falls
  // back to bare stalk ends
  let edge = `M${P(polar(c, inGap(at(0)) ? 96 : 128, at(0) - Math.PI / n))}`;
  for (let i = 0; i < n; i++) {
    const gone = inGap(at(i));
    const tuft = polar(c, gone ? 104 : 162, at(i));
    const next = polar(c, gone || inGap(at(i + 1)) ? 96 : 128, at(i) + Math.PI / n);
    edge += `Q${P(tuft)} ${P(next)}`;
  }
  edge += 'Z';
  // the stalks, and a fan of fibres opening at each remaining tuft
  let stalks = '';
  for (let i = 0; i < n; i++) {
    const a = at(i);
    const gone = inGap(a);
    stalks += taper(polar(c, 30, a), polar(c, 60, a + 0.02), polar(c, gone ? 92 : 134, a), 2.6);
    if (gone) continue;
    for (const k of [-1, 1])
      stalks += taper(
        polar(c, 136, a),
        polar(c, 142, a + k * 0.05),
        polar(c, 148, a + k * 0.1),
        1.8,
      );
  }
  const head = ellipse(c[0], c[1], 24, 24, false);
  const stem = 'M200 232Q220 370 240 506L264 506Q244 370 228 232Z';
  // the seeds the wind took, tumbling as they go
  let seeds = '';
  let cuts = '';
  for (const [x, y, a] of drift ? STREAM : []) {
    const s = seed([x, y], a, 66);
    seeds += s.d;
    cuts += s.holes;
  }
  return { d: edge + stem + seeds, holes: stalks + head + cuts, alt: stem };
}

/** One seed on its own, drawn by a relation small and solid black where the wind carries it off:
 *  a fine stalk from the seed body up to a crown of five wide-spread rays, each ending in a dot.
 *  A filled umbrella at that size closed into a blob on a stick; separate rays stay a parachute. */
export function dandelionSeed(): TGenShape {
  const root: TPt = [150, 420];
  const a = -0.8;
  const top = polar(root, 250, a);
  let d = ellipse(root[0], root[1], 12, 20) + taper(root, polar(root, 125, a + 0.06), top, 9);
  for (let k = 0; k < 5; k++) {
    const b = a - 1.15 + (2.3 * k) / 4;
    const end = polar(top, 170, b);
    d += taper(top, polar(top, 90, b + 0.04), end, 10) + ellipse(end[0], end[1], 11, 11);
  }
  return { d };
}

/** A small bird far off, as a seed turns into one: two arched wings meeting at a dip, the plain
 *  "V" flash draws a flock with, solid black. */
export function flyingBird(): TGenShape {
  const d =
    'M24 176C104 132 200 150 256 244C312 150 408 132 488 176' +
    'C404 170 322 200 264 300L248 300C190 200 108 170 24 176Z';
  return { d };
}
