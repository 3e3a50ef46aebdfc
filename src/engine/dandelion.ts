// Authored dandelion clock, blown: the icon set's dandelion reads as a spiky wheel. A seed head is
// a puff of fine stalks, each ending in a little umbrella (pappus), on a stem; the wind has torn a
// gap in its upper right, and the seeds it took stream away along one curve, tumbling. Same 512
// box and TGenShape contract as creatures.ts.
import { ellipse, mirrored, polar, taper } from './creatures';
import type { TPt } from './creatures';
import type { TGenShape } from './gen-shape';

/** Where the wind takes the seeds: the stream's points in the 512 box, nearest first. */
const STREAM: readonly (readonly [number, number, number])[] = [
  [352, 78, -0.62],
  [430, 146, -0.36],
];

/** The clock's centre (the receptacle) and its reach in the 512 box: the head sits in the upper
 *  half so the stem below it is seen for most of its length (a head filling the box hid it). */
const HEAD: TPt = [232, 178];
const REACH = 112;

/** Where the gap in the puff opens, in the 512 box: a relation sends seeds and birds on from it. */
export const DANDELION_GAP: readonly [number, number] = [312, 98];

/** A pappus, the seed's umbrella: five fine rays fanned round the stalk's end. Lines only: a
 *  filled fan closed into a black blob at tattoo size. */
function pappus(end: TPt, a: number, len: number, spread: number, w: number): string {
  let d = '';
  for (let k = 0; k < 5; k++) {
    const b = a - spread + (2 * spread * k) / 4;
    d += taper(end, polar(end, len * 0.5, b + 0.03), polar(end, len, b + 0.05), w);
  }
  return d;
}

/** One drifting seed: its body at `root`, a stalk along angle `a` and the pappus at its end. */
function seed(root: TPt, a: number, len: number): string {
  const end = polar(root, len, a);
  return (
    taper(root, polar(root, len / 2, a + 0.05), end, 1.8) +
    ellipse(root[0], root[1], 3.5, 5.5) +
    pappus(end, a, len * 0.5, 0.95, 1)
  );
}

/** Is angle `a` (radians) inside the gap the wind has torn in the puff? */
const inGap = (a: number) => {
  const u = ((a + Math.PI * 2) % (Math.PI * 2)) / (Math.PI * 2);
  return u > 0.78 && u < 0.97; // the upper right, facing where the seeds went
};

/** The stem: a slender stalk from under the head down to the foot of the box, a little thicker
 *  at the foot and leaning with the wind (the head downwind of its root). Drawn as a line of its
 *  own, not body: a body's bold contour on both sides made it a black bar. */
const STEM = 'M233 196C232 300 220 410 196 502C195 507 205 509 207 504C230 410 242 300 241 196Z';

/** One standing seed of the clock: its stalk from `r0` out to `r1`, and its pappus. */
function clockSeed(c: TPt, a: number, r0: number, r1: number, tuft: number): string {
  const end = polar(c, r1, a);
  return (
    taper(polar(c, r0, a), polar(c, (r0 + r1) / 2, a + 0.012), end, 1.5) +
    pappus(end, a, tuft, 0.9, 0.9)
  );
}

/** A dandelion clock on its stem, the wind's gap in its upper right.
 *  `drift` false leaves the seeds to a relation that draws them bigger (relations.ts). Only the
 *  receptacle is body (bold outline); stem and seeds are an ink of their own in fine lines:
 *  a traditional outline round hairline seeds closed them into a black ring. Alternate stalks
 *  start further out so the middle stays a starburst, not a black disc. */
export function dandelion(drift = true): TGenShape {
  const c = HEAD;
  const n = 28;
  let lines = '';
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + (i % 2 ? 0.05 : 0);
    // in the gap only bare stubs are left where the seeds came off
    if (inGap(a)) lines += taper(polar(c, 24, a), polar(c, 40, a + 0.01), polar(c, 58, a), 1.3);
    else lines += clockSeed(c, a, i % 2 ? 40 : 24, i % 2 ? REACH - 14 : REACH, i % 2 ? 22 : 26);
  }
  for (const [x, y, a] of drift ? STREAM : []) lines += seed([x, y], a, 56);
  return {
    d: ellipse(c[0], c[1], 22, 22),
    inks: [{ role: 'black', d: STEM + lines, open: true }],
  };
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

/** A small bird far off, as a seed turns into one: a swallow seen from below, solid black, its
 *  sickle wings raised in a shallow V and spread wide, a round head and a short forked tail. The
 *  earlier swallow (long narrow wings, tail as long as the wings) drawn 1 cm wide read as a cross
 *  or a blob; the span is what says "bird" at that size, so the wings take the whole box width. */
export function flyingBird(): TGenShape {
  const d = mirrored(
    [256, 188],
    [
      // round head to the shoulder
      [
        [269, 188],
        [276, 202],
        [274, 220],
      ],
      // the leading edge arches up and out, the tip dipping: the gull's "M"
      [
        [330, 190],
        [432, 166],
        [504, 204],
      ],
      // the trailing edge comes back hollowed, broad at the root, to the body's side
      [
        [432, 204],
        [352, 244],
        [282, 282],
      ],
      // the flank down to the tail's root
      [
        [280, 292],
        [276, 300],
        [272, 306],
      ],
      // the right prong of the fork, then back up into the notch
      [
        [284, 328],
        [296, 350],
        [306, 376],
      ],
      [
        [290, 362],
        [272, 344],
        [256, 334],
      ],
    ],
  );
  return { d };
}
