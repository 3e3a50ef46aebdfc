// The geometric wolf head: front on and mirror-symmetric, as geometric tattoo work draws it.
// Pointed ears, a ruff of three points each side narrowing to the muzzle and chin; the eyes,
// nose and inner ears are cut in solid. Its silhouette stays simple so the facet mesh laid over
// it (facets.ts) reads as planes of one head, where a snarling profile's spiky mane turns to noise.
import type { TGenShape } from './gen-shape';

type TPt = [number, number];
const f = (n: number) => Math.round(n * 10) / 10;
/** the right half mirrored onto the left, as one closed outline */
const mirrored = (half: TPt[]) => {
  const pts = [...half, ...half.map(([x, y]) => [512 - x, y] as TPt).reverse()];
  return `M${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}Z`;
};
const tri = (pts: TPt[]) => `M${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}Z`;
const both = (pts: TPt[]) => tri(pts) + tri(pts.map(([x, y]) => [512 - x, y] as TPt).reverse());

// the right half's points (the left mirrors them): crown C, ear E, ruff R, jaw J, inner M
const V: Record<string, TPt> = {
  C0: [256, 150],
  C1: [256, 250],
  C2: [256, 330],
  C3: [256, 400],
  C4: [256, 490],
  E1: [300, 142],
  E2: [372, 36],
  E3: [396, 196],
  R1: [440, 232],
  R2: [486, 300],
  R3: [428, 308],
  R4: [466, 366],
  R5: [392, 372],
  J1: [336, 428],
  J2: [294, 476],
  M1: [320, 220],
  M2: [360, 300],
  M3: [300, 360],
  M4: [290, 420],
};
// the planes of the right half and their tone (0 skin, 1 dotwork, 2 solid): light falls on the
// brow, cheek tops and muzzle; the ear backs, ruff points and jaw turn away into shadow
const PLANES: [string, number][] = [
  ['E1 E2 E3', 0],
  ['C0 E1 M1', 0],
  ['C0 M1 C1', 1],
  ['E1 E3 M1', 1],
  ['M1 E3 R1', 2],
  ['M1 R1 M2', 0],
  ['C1 M1 M2', 0],
  ['C1 M2 C2', 1],
  ['R1 R2 R3', 2],
  ['R1 R3 M2', 1],
  ['M2 R3 R5', 0],
  ['R3 R4 R5', 2],
  ['M2 R5 M3', 1],
  ['C2 M2 M3', 0],
  ['C2 M3 C3', 1],
  ['M3 R5 J1', 2],
  ['M3 J1 M4', 1],
  ['C3 M3 M4', 0],
  ['M4 J1 J2', 2],
  ['C3 M4 J2', 1],
  ['C3 J2 C4', 0],
];

export function geoWolfHead(): TGenShape {
  const half = ['C0', 'E1', 'E2', 'E3', 'R1', 'R2', 'R3', 'R4', 'R5', 'J1', 'J2', 'C4'];
  const d = mirrored(half.map((k) => V[k]));
  const planes = PLANES.map(([keys, plane]) => ({
    role: 'bone' as const,
    d: both(keys.split(' ').map((k) => V[k])),
    plane,
  }));
  const eyes = both([
    [282, 262],
    [338, 246],
    [316, 280],
  ]);
  const nose = tri([
    [226, 402],
    [286, 402],
    [256, 436],
  ]);
  const innerEars = both([
    [318, 150],
    [364, 82],
    [374, 180],
  ]);
  return { d, inks: [...planes, { role: 'black', d: innerEars + eyes + nose }] };
}
