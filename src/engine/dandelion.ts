// Authored dandelion clock: the icon set's dandelion reads as a spiky wheel. A seed head is a
// puff of fine stalks, each ending in a little umbrella (pappus), on a stem, with a few seeds
// drifting off on the wind. Same 512 box and TGenShape contract as creatures.ts.
import { ellipse, P, polar, taper } from './creatures';
import type { TPt } from './creatures';
import type { TGenShape } from './generated-motifs';

/** One seed: a fine stalk from `root` pointing along angle `a`, its umbrella of fibres at the end. */
function seed(root: TPt, a: number, len: number, w: number): string {
  const end = polar(root, len, a);
  let d = taper(root, polar(root, len / 2, a + 0.03), end, w);
  for (const k of [-2, -1, 0, 1, 2]) {
    const b = a + k * 0.32;
    d += taper(end, polar(end, len * 0.12, b), polar(end, len * 0.24, b), w * 0.8);
  }
  return d;
}

/** A dandelion seed head on its stem (stem in the second ink), seeds drifting up and right.
 *  The puff is a pale disc with a fluffy scalloped edge and the stalks cut into it as fine lines,
 *  so bold outlines cannot close the stalks up into a black wheel. */
export function dandelion(): TGenShape {
  const c: TPt = [226, 196];
  const n = 24;
  const at = (i: number) => (i / n) * Math.PI * 2;
  // the fluffy edge: a tuft (bump) of umbrella fibres at the end of each stalk
  let edge = `M${P(polar(c, 128, at(0) - Math.PI / n))}`;
  for (let i = 0; i < n; i++) {
    const tuft = polar(c, 162, at(i));
    const next = polar(c, 128, at(i) + Math.PI / n);
    edge += `Q${P(tuft)} ${P(next)}`;
  }
  edge += 'Z';
  // the stalks, and a fan of fibres opening at each tuft
  let stalks = '';
  for (let i = 0; i < n; i++) {
    const a = at(i);
    stalks += taper(polar(c, 30, a), polar(c, 80, a + 0.02), polar(c, 134, a), 2.6);
    for (const k of [-1, 1])
      stalks += taper(
        polar(c, 136, a),
        polar(c, 142, a + k * 0.05),
        polar(c, 148, a + k * 0.1),
        1.8,
      );
  }
  const head = ellipse(c[0], c[1], 24, 24, false);
  const stem = 'M218 214Q236 360 258 506L272 506Q250 360 236 214Z';
  // seeds drifting off, turned with the wind
  let drift = '';
  for (const [x, y, a] of [
    [400, 112, -0.9],
    [446, 214, -0.5],
    [470, 64, -1.1],
  ] as [number, number, number][])
    drift += seed([x, y], a, 58, 3.2) + ellipse(x, y, 5, 5);
  return { d: edge + stem + drift, holes: stalks + head, alt: stem };
}
