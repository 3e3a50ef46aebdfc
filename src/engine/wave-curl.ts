// Authored small wave for pieces under about 6 cm (an ankle, a wrist): the great wave's foam claws
// and fingers close up at that size, and traced as one line they read as a lock of hair. One
// breaking wave: a long back rising from the water line, its crest rolling over into a spiral,
// and a smaller swell before it. Same 512 box and TGenShape contract as creatures.ts.
import { P, type TPt } from './creatures';
import type { TGenShape } from './generated-motifs';

/** A band rolled into a spiral: from the angle a0 to a1 (radians, clockwise on screen) round c,
 *  the outer radius shrinking from r0 to r1 and the band narrowing from w0 to a point. */
function curl(c: TPt, a0: number, a1: number, r0: number, r1: number, w0: number): TPt[][] {
  const n = 48;
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

export function waveCurl(): TGenShape {
  // the crest rolls over clockwise from the top of the back into the eye of the wave
  const [outer, inner] = curl([300, 250], -Math.PI * 1.05, Math.PI * 0.9, 150, 34, 64);
  // the back: from the water line far left, up into the crest's outer edge; its inner edge
  // comes back down from the crest's inner edge to the water line
  const back = `M${P([24, 452])}C${P([120, 440])} ${P([150, 300])} ${P(outer[0])}`;
  const crest = outer.slice(1).map((p) => `L${P(p)}`).join('') + inner.reverse().map((p) => `L${P(p)}`).join('');
  const down = `C${P([214, 330])} ${P([200, 440])} ${P([300, 452])}Z`;
  // a smaller swell rolling in before it (the water line is the ground a style draws, if any)
  const swell = `M${P([300, 452])}C${P([360, 450])} ${P([400, 404])} ${P([450, 396])}C${P([480, 392])} ${P([496, 410])} ${P([500, 430])}C${P([470, 414])} ${P([440, 430])} ${P([430, 452])}Z`;
  return { d: back + crest + down + swell };
}
