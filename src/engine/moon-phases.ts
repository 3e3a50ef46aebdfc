// Authored moon phases: "a moon phase line" is the row of phases a geometric or fine-line piece
// runs under or over its main motif, waxing crescent to full to waning crescent. The shadowed
// part of each moon is cut (small cuts print solid black), so the row reads as phases in any
// style. Same 512 box and TGenShape contract as creatures.ts.
import { f, P } from './creatures';
import type { TGenShape } from './gen-shape';

// left to right: lit share and side (waxing moons are lit on the right), radius
const PHASES: [lit: number, waxing: boolean, r: number][] = [
  [0.25, true, 22],
  [0.5, true, 26],
  [0.75, true, 30],
  [1, true, 36],
  [0.75, false, 30],
  [0.5, false, 26],
  [0.25, false, 22],
];

/** The dark part of one moon: the shadow side's half disc, closed by the terminator, an
 *  ellipse half bulging into the lit side for a crescent and into the dark side for a gibbous. */
export function shadowOf(cx: number, cy: number, r: number, lit: number, waxing: boolean): string {
  const rx = r * Math.abs(1 - 2 * lit);
  const top = P([cx, cy - r]);
  const bottom = P([cx, cy + r]);
  const dark = waxing ? -1 : 1;
  // screen sweeps: round the left side top-to-bottom is anticlockwise (0); each arc is split at
  // its middle so the end points span an area (the engine sets windings from them)
  const outer = waxing ? 0 : 1;
  const side = P([cx + dark * r, cy]);
  const crescent = lit < 0.5;
  // the terminator's middle: into the lit side for a crescent, the dark side for a gibbous
  const mid = P([cx + (crescent ? -dark : dark) * rx, cy]);
  const sweep = crescent === waxing ? 0 : 1;
  const back =
    rx < 0.5
      ? `L${P([cx, cy])}L${top}`
      : `A${f(rx)} ${r} 0 0 ${sweep} ${mid}A${f(rx)} ${r} 0 0 ${sweep} ${top}`;
  return `M${top}A${r} ${r} 0 0 ${outer} ${side}A${r} ${r} 0 0 ${outer} ${bottom}${back}Z`;
}

// in quarter arcs, so its end points span an area for the winding the engine gives it
const disc = (cx: number, cy: number, r: number) =>
  `M${P([cx - r, cy])}A${r} ${r} 0 0 1 ${P([cx, cy - r])}A${r} ${r} 0 0 1 ${P([cx + r, cy])}` +
  `A${r} ${r} 0 0 1 ${P([cx, cy + r])}A${r} ${r} 0 0 1 ${P([cx - r, cy])}Z`;

/** Seven moons in a row, full and largest at the middle, the shadowed parts cut. */
export function moonPhases(): TGenShape {
  const gap = (512 - PHASES.reduce((s, [, , r]) => s + 2 * r, 0)) / (PHASES.length + 1);
  let x = gap;
  let d = '';
  let holes = '';
  for (const [lit, waxing, r] of PHASES) {
    const cx = x + r;
    d += disc(cx, 256, r);
    if (lit < 1) holes += shadowOf(cx, 256, r, lit, waxing);
    x += 2 * r + gap;
  }
  return { d, holes };
}
