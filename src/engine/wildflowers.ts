// Wildflowers the flash way: a loose handful of small, separate flowers of different kinds and
// colours (daisies, poppies, cornflowers, buttercups) on their own stems, fanned from one
// gathering point with a few leaves. One big icon flower read as a single petal mass under a
// skull, so the meadow is authored here. 512 box like the icons.
import type { TGenShape } from './gen-shape';
import { horn } from './creatures';
import type { TRole } from './palettes';

const f = (n: number) => Math.round(n * 10) / 10;
type TPt = [number, number];
const P = ([x, y]: TPt) => `${f(x)} ${f(y)}`;
const at = (c: TPt, r: number, a: number): TPt => [c[0] + r * Math.cos(a), c[1] + r * Math.sin(a)];

type TKind = 'daisy' | 'poppy' | 'cornflower' | 'buttercup';

/** One petal from radius r0 to r1 round c at angle a, `w` half-width, round or ragged tipped. */
function petal(c: TPt, a: number, r0: number, r1: number, w: number, ragged = false): string {
  const side = (r: number, s: number): TPt => {
    const p = at(c, r, a);
    return [p[0] - Math.sin(a) * s, p[1] + Math.cos(a) * s];
  };
  if (ragged) {
    // a cornflower floret: a flared trumpet with a toothed end
    return `M${P(side(r0, -w * 0.3))}L${P(side(r1, -w))}L${P(side(r1 * 0.9, -w * 0.33))}L${P(side(r1, 0))}L${P(side(r1 * 0.9, w * 0.33))}L${P(side(r1, w))}L${P(side(r0, w * 0.3))}Z`;
  }
  return `M${P(side(r0, 0))}C${P(side(r0 + (r1 - r0) * 0.3, -w))} ${P(side(r1, -w))} ${P(side(r1, 0))}C${P(side(r1, w))} ${P(side(r0 + (r1 - r0) * 0.3, w))} ${P(side(r0, 0))}Z`;
}

const disc = (c: TPt, r: number) =>
  `M${P([c[0] - r, c[1]])}C${P([c[0] - r, c[1] - r * 0.55])} ${P([c[0] - r * 0.55, c[1] - r])} ${P([c[0], c[1] - r])}` +
  `C${P([c[0] + r * 0.55, c[1] - r])} ${P([c[0] + r, c[1] - r * 0.55])} ${P([c[0] + r, c[1]])}` +
  `C${P([c[0] + r, c[1] + r * 0.55])} ${P([c[0] + r * 0.55, c[1] + r])} ${P([c[0], c[1] + r])}` +
  `C${P([c[0] - r * 0.55, c[1] + r])} ${P([c[0] - r, c[1] + r * 0.55])} ${P([c[0] - r, c[1]])}Z`;

/** A flower head: its petals (in the kind's colour) and its centre (in its own). */
function head(kind: TKind, c: TPt, r: number, turn: number) {
  let petals = '';
  if (kind === 'daisy') {
    for (let i = 0; i < 12; i++) petals += petal(c, turn + (i * Math.PI) / 6, r * 0.2, r, r * 0.16);
    return {
      petals,
      petalRole: 'bone' as TRole,
      centre: disc(c, r * 0.3),
      centreRole: 'yellow' as TRole,
    };
  }
  if (kind === 'poppy') {
    // five broad petals that overlap into one cupped round, so it reads as a poppy, not berries
    for (let i = 0; i < 5; i++) petals += petal(c, turn + (i * 2 * Math.PI) / 5, 0, r, r * 0.85);
    return {
      petals,
      petalRole: 'red' as TRole,
      centre: disc(c, r * 0.3),
      centreRole: 'black' as TRole,
    };
  }
  if (kind === 'cornflower') {
    for (let i = 0; i < 8; i++) petals += petal(c, turn + (i * Math.PI) / 4, 0, r, r * 0.42, true);
    return {
      petals,
      petalRole: 'blue' as TRole,
      centre: disc(c, r * 0.24),
      centreRole: 'purple' as TRole,
    };
  }
  for (let i = 0; i < 5; i++) petals += petal(c, turn + (i * 2 * Math.PI) / 5, 0, r, r * 0.5);
  return {
    petals,
    petalRole: 'yellow' as TRole,
    centre: disc(c, r * 0.22),
    centreRole: 'orange' as TRole,
  };
}

// kind, head centre, radius
const BUNCH: [TKind, TPt, number][] = [
  // a crescent: tall heads out at the sides, low ones in the middle, the centre above left
  // open for whatever the flowers are gathered under (a skull's muzzle, a heart's point)
  ['buttercup', [56, 150], 38],
  ['daisy', [128, 250], 72],
  ['cornflower', [66, 380], 52],
  ['poppy', [200, 392], 56],
  ['daisy', [320, 408], 54],
  ['poppy', [394, 246], 72],
  ['cornflower', [450, 372], 52],
  ['buttercup', [458, 146], 38],
];

/** A broad pointed leaf from a to b, `w` wide at its middle. */
function leaf(a: TPt, b: TPt, w: number): string {
  const m: TPt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  const n: TPt = [(-(b[1] - a[1]) / len) * w, ((b[0] - a[0]) / len) * w];
  return `M${P(a)}Q${P([m[0] + n[0], m[1] + n[1]])} ${P(b)}Q${P([m[0] - n[0] * 0.6, m[1] - n[1] * 0.6])} ${P(a)}Z`;
}

/** Wildflowers: eight small heads of four kinds on stems fanned from one point, with leaves. */
export function wildflowers(): TGenShape {
  const base: TPt = [256, 500];
  let stems = '';
  const inks: Record<string, string> = {};
  const add = (role: TRole, d: string) => (inks[role] = (inks[role] ?? '') + d);
  let heads = '';
  BUNCH.forEach(([kind, c, r], i) => {
    // each stem bows outward on its way up so the stems fan and never cross the heads
    // stems rise from a spread foot (not one point, where they merged into a black knot)
    const foot: TPt = [base[0] + (c[0] - base[0]) * 0.22, base[1]];
    const mid: TPt = [(foot[0] + c[0]) / 2 + (c[0] - foot[0]) * 0.2, (foot[1] + c[1]) / 2 + 20];
    // the stem stops under the head so no stem line crosses its petals in the stencil
    const back = Math.hypot(mid[0] - c[0], mid[1] - c[1]) || 1;
    const end: TPt = [
      c[0] + ((mid[0] - c[0]) / back) * r * 0.8,
      c[1] + ((mid[1] - c[1]) / back) * r * 0.8,
    ];
    stems += horn(foot, mid, end, 18);
    const h = head(kind, c, r, i * 0.4);
    heads += h.petals + h.centre;
    add(h.petalRole, h.petals);
    add(h.centreRole, h.centre);
  });
  // long grass-blade leaves out of the gathering point
  const leaves = leaf([236, 500], [120, 430], 46) + leaf([280, 500], [396, 446], 46);
  const order: TRole[] = ['bone', 'red', 'blue', 'yellow', 'black', 'purple', 'orange'];
  return {
    d: stems + leaves + heads,
    // the stems paint green over the body's shading: thin bands otherwise shade to solid black
    inks: [{ role: 'green' as TRole, d: stems + leaves, lit: true }].concat(
      order.filter((role) => inks[role]).map((role) => ({ role, d: inks[role], lit: false })),
    ),
  };
}
