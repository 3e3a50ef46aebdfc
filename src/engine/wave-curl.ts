// Authored small wave for pieces under about 6 cm (an ankle, a wrist): the great wave's foam claws
// and fingers close up at that size, and traced as one line they read as a lock of hair. One
// breaking wave as fine line draws it (Hokusai's curl, simplified): a long back rising from the
// water line, its crest thrown forward over open water and curling back under itself less than
// a turn (a full spiral on a column reads as a snail or soft-serve), a hollow face under the lip
// down to the water, and a smaller wave rolling in before it. Same 512 box and TGenShape contract
// as creatures.ts.
import { P, type TPt } from './creatures';
import type { TGenShape } from './gen-shape';

/** The water line every wave stands on. */
export const WATER_Y = 450;

/** The crest as a band: from the angle a0 to a1 (radians, clockwise on screen) round c, the
 *  outer radius shrinking from r0 to r1 and the band narrowing from w0 to the lip's point. */
function lip(c: TPt, a0: number, a1: number, r0: number, r1: number, w0: number): TPt[][] {
  const n = 40;
  const outer: TPt[] = [];
  const inner: TPt[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const a = a0 + (a1 - a0) * t;
    const r = r0 + (r1 - r0) * t;
    const w = w0 * (1 - t) ** 0.8;
    outer.push([c[0] + r * Math.cos(a), c[1] + r * Math.sin(a)]);
    inner.push([c[0] + (r - w) * Math.cos(a), c[1] + (r - w) * Math.sin(a)]);
  }
  return [outer, inner];
}

/** One breaking wave, 372 wide at scale 1, its foot on the water line at x = ox; `roll` is how
 *  far round its lip curls (radians). */
function breaker(ox: number, s: number, roll: number): string {
  const at = ([x, y]: TPt): string => P([ox + x * s, WATER_Y - (WATER_Y - y) * s]);
  // the crest rolls forward over the top and curls back under itself, about three quarters round
  const [outer, inner] = lip(
    [344, 222],
    -Math.PI / 2,
    -Math.PI / 2 + roll,
    110,
    58 + (1.3 * Math.PI - roll) * 12,
    44,
  );
  // the back: a long rise from the water line, levelling into the top of the crest
  const back = `M${at([0, WATER_Y])}C${at([104, 446])} ${at([184, 360])} ${at([220, 250])}C${at([246, 170])} ${at([290, 112])} ${at(outer[0])}`;
  const crest = [...outer.slice(1), ...inner.reverse()].map((p) => `L${at(p)}`).join('');
  // the face: hollow under the lip, from behind the crest's top down to the water ahead of it
  const face = `C${at([300, 160])} ${at([262, 210])} ${at([262, 270])}C${at([262, 350])} ${at([300, 420])} ${at([372, WATER_Y])}Z`;
  return back + crest + face;
}

export function waveCurl(): TGenShape {
  // the wave, and a smaller one rolling in before it, its crest just tipping over (a full curl
  // that small closes into a spiral); the water line runs on as the ground a style draws, if any
  return { d: breaker(8, 1, Math.PI * 1.3) + breaker(380, 0.36, Math.PI * 0.95) };
}
