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
 *  umbrella as a pale fan with a scalloped rim, its fibres drawn over it as fine lines. */
function seed(root: TPt, a: number, len: number): { fan: string; lines: string } {
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
  let lines =
    taper(root, polar(root, len / 2, a + 0.05), end, 1.8) + ellipse(root[0], root[1], 3.5, 5.5);
  for (let k = 1; k < n; k++) {
    const b = a - spread + (2 * spread * k) / n;
    lines += taper(end, polar(end, R * 0.5, b), polar(end, R * 0.9, b), 1);
  }
  return { fan: fan + 'Z', lines };
}

/** Is angle `a` (radians) inside the gap the wind has torn in the puff? */
const inGap = (a: number) => {
  const u = ((a + Math.PI * 2) % (Math.PI * 2)) / (Math.PI * 2);
  return u > 0.78 && u < 0.97; // the upper right, facing where the seeds went
};

/** The stem, curving down from the head and thinning upward, and a toothed dandelion leaf
 *  springing from its foot. */
function stemAndLeaf(): string {
  const stem = 'M204 236C202 330 224 420 258 506L282 506C242 420 218 330 216 236Z';
  // the leaf: a broad blade with a few backward-hooked lobes (runcinate), rising to the left
  const leaf =
    'M258 504C226 492 196 472 172 450L188 442C164 430 146 416 132 398L152 394' +
    'C138 380 128 364 122 346C152 358 178 378 198 402L206 384C222 410 234 436 242 462L250 452' +
    'C256 470 258 486 258 504Z';
  return stem + leaf;
}

/** The leaf's midrib, cut so the green reads as a blade. */
const leafVein = () => taper([252, 494], [190, 430], [128, 352], 2);

/** One standing seed of the clock: its stalk (black) and the umbrella at its end as a pale fan
 *  with its fibres drawn over it (black). */
function clockSeed(c: TPt, a: number, r1: number, tuft: number): { fan: string; lines: string } {
  const end = polar(c, r1, a);
  const spread = 0.62;
  let fan = `M${P(polar(end, 3, a + Math.PI))}`;
  let lines = taper(polar(c, 24, a), polar(c, (24 + r1) / 2, a + 0.012), end, 1.5);
  for (let k = 0; k <= 4; k++) {
    const b = a - spread + (2 * spread * k) / 4;
    const p = polar(end, tuft, b);
    fan += k ? `Q${P(polar(end, tuft * 1.15, b - spread / 4))} ${P(p)}` : `L${P(p)}`;
    lines += taper(end, polar(end, tuft * 0.5, b + 0.03), polar(end, tuft * 0.92, b + 0.06), 0.9);
  }
  return { fan: fan + 'Z', lines };
}

/** A dandelion clock on its stem (stem and leaf in the second ink), the wind's gap in its upper
 *  right. `drift` false leaves the seeds to a relation that draws them bigger (relations.ts).
 *  Only the receptacle, stem and leaf are body (bold outline); the seeds are inks of their own,
 *  drawn with fine detail lines: a traditional outline round hairline seeds closed them into a
 *  black ring, and a pale disc behind them read as a flat plate. */
export function dandelion(drift = true): TGenShape {
  const c: TPt = [214, 214];
  const n = 36;
  let fans = '';
  let lines = '';
  for (let i = 0; i < n; i++) {
    // alternate seeds reach less far, so the tufts interleave into a round puff
    const a = (i / n) * Math.PI * 2 + (i % 2 ? 0.04 : 0);
    if (inGap(a)) {
      lines += taper(polar(c, 24, a), polar(c, 50, a + 0.01), polar(c, 78, a), 1.3);
      continue;
    }
    const s = clockSeed(c, a, i % 2 ? 124 : 148, i % 2 ? 30 : 34);
    fans += s.fan;
    lines += s.lines;
  }
  const head = ellipse(c[0], c[1], 26, 26);
  const stem = stemAndLeaf();
  for (const [x, y, a] of drift ? STREAM : []) {
    const s = seed([x, y], a, 66);
    fans += s.fan;
    lines += s.lines;
  }
  return {
    d: head + stem,
    holes: leafVein(),
    alt: stem,
    inks: [
      { role: 'bone', d: fans, open: true },
      { role: 'black', d: lines, open: true },
    ],
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

/** A small bird far off, as a seed turns into one: a swallow silhouette with a forked tail, solid
 *  black (a plain "V" read as a tick mark). */
export function flyingBird(): TGenShape {
  // a swallow seen from below, heading up: round head, sickle wings swept back, forked tail
  const right =
    'C272 96 286 112 284 134C284 150 278 160 276 172C330 150 410 150 496 196' +
    'C420 200 350 214 282 262C282 300 284 326 290 348C312 390 334 432 352 486' +
    'C318 452 290 416 256 384';
  const left = mirrorBack(right);
  const d = `M256 96${right}${left}Z`;
  return { d };
}

/** A path run of absolute L/C commands starting at the top centre, mirrored across x = 256 and
 *  run backwards, so it closes the other half of a symmetric shape. */
function mirrorBack(run: string): string {
  const nums = run.match(/-?[\d.]+/g)!.map(Number);
  const pts: TPt[] = [[256, 96]];
  for (let i = 0; i < nums.length; i += 2) pts.push([512 - nums[i], nums[i + 1]]);
  // cubic segments: 3 points each after the start; reversing swaps their controls
  let out = '';
  for (let i = pts.length - 1; i > 0; i -= 3)
    out += `C${P(pts[i - 1])} ${P(pts[i - 2])} ${P(pts[i - 3])}`;
  return out;
}
