// Authored tree of life: the oak icon has no roots, so "a tree of life with roots" lost half its
// subject. The tree of life mirrors its crown in its roots: a round leafy crown with branches,
// a short trunk, roots spreading below. Same 512 box and TGenShape contract as creatures.ts.
import { P, polar, taper } from './creatures';
import type { TPt } from './creatures';
import type { TGenShape } from './generated-motifs';

/** Crown (first ink) with branches cut into it, trunk and roots in the second ink. */
export function treeOfLife(): TGenShape {
  const c: TPt = [256, 156];
  const n = 20;
  // the crown's edge: a leafy scallop round a circle
  let crown = `M${P(polar(c, 138, -Math.PI / n))}`;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    crown += `Q${P(polar(c, 168, a))} ${P(polar(c, 138, a + Math.PI / n))}`;
  }
  crown += 'Z';
  const trunk = 'M230 280C238 320 238 356 222 392L290 392C274 356 274 320 282 280Z';
  // roots spread below as the branches spread above, each rooted inside the trunk
  let roots = '';
  for (const [x, y, w, sx] of [
    [48, 404, 11, 238],
    [112, 470, 12, 244],
    [200, 500, 10, 250],
  ] as [number, number, number, number][]) {
    // each root leaves the trunk's foot and swings out low, as the branches swing out high
    roots += taper([sx, 366], [(sx + x) / 2, 404 + (y - 404) * 0.2], [x, y], w);
    roots += taper(
      [512 - sx, 366],
      [(512 - sx + 512 - x) / 2, 404 + (y - 404) * 0.2],
      [512 - x, y],
      w,
    );
  }
  // branches cut into the crown, reaching up and out from the trunk
  let branches = '';
  for (const [x, y] of [
    [150, 200],
    [176, 112],
    [256, 58],
    [336, 112],
    [362, 200],
  ] as TPt[])
    branches += taper([256, 290], [256 + (x - 256) * 0.3, 200], [x, y], 6);
  return { d: crown + trunk + roots, holes: branches, alt: trunk + roots };
}
