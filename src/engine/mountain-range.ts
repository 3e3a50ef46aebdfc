// Authored mountain range: three peaks of unequal height on a level foot, each with a jagged snow
// cap, and a ridge falling from the tallest. The icon set's mountains are a round badge (a ring
// round the peaks), so a range drawn with a moon over it, or asked for inside a circle, came out
// as a ring in a ring. Same TGenShape contract as creatures.ts: `d` the range, `holes` the snow
// caps and ridge (skin in colour work, lines in line work).
import { P, taper, type TPt } from './creatures';
import type { TGenShape } from './gen-shape';

const FOOT = 400;
// left foot, peak, valley, peak, valley, peak, right foot
const RANGE: TPt[] = [
  [16, FOOT],
  [150, 196],
  [206, 270],
  [292, 104],
  [366, 236],
  [424, 178],
  [496, FOOT],
];

/** The point a share `t` of the way from a to b. */
const lerp = (a: TPt, b: TPt, t: number): TPt => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
];

/** A snow cap under a peak: down each slope a share `t`, joined by a jagged edge. */
function cap(left: TPt, peak: TPt, right: TPt, t: number): string {
  const a = lerp(peak, left, t);
  const b = lerp(peak, right, t);
  const teeth = 3;
  let d = `M${P(peak)}L${P(a)}`;
  for (let i = 1; i <= teeth * 2 - 1; i++) {
    const p = lerp(a, b, i / (teeth * 2));
    const drop = i % 2 ? (peak[1] - a[1]) * -0.32 : (peak[1] - a[1]) * 0.04;
    d += `L${P([p[0], p[1] + drop])}`;
  }
  return d + `L${P(b)}Z`;
}

export function mountainRange(): TGenShape {
  const d = `M${RANGE.map(P).join('L')}Z`;
  const [, p1, v1, p2, v2, p3, r] = RANGE;
  const holes =
    cap(RANGE[0], p1, v1, 0.3) +
    cap(v1, p2, v2, 0.28) +
    cap(v2, p3, r, 0.3) +
    // the ridge down the tallest peak's face, where its lit and shaded sides meet
    taper(lerp(p2, [300, FOOT], 0.3), [304, 250], [292, FOOT - 96], 4);
  return { d, holes };
}
