// The geometric bee, seen from above as geometric and dotwork flash draws it: mirror-symmetric,
// a faceted head and thorax, a striped abdomen ending in the sting, two pairs of wings whose
// veins fan from the root (every cell a facet edge), six jointed legs and clubbed antennae.
// Each part is a plane of its own (0 skin, 1 dotwork, 2 solid; facets.ts), so the bee reads at
// size where an icon silhouette run through the facet mesh was a muddle. 512 box, TGenShape.
import type { TGenShape } from './gen-shape';

type TPt = [number, number];
const f = (n: number) => Math.round(n * 10) / 10;
const poly = (pts: TPt[]) => `M${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}Z`;
const flip = (pts: TPt[]): TPt[] => pts.map(([x, y]) => [512 - x, y] as TPt).reverse();
const both = (pts: TPt[]) => poly(pts) + poly(flip(pts));

/** A jointed limb of even width w along the points, as one closed band. */
function limb(pts: TPt[], w: number): TPt[] {
  const left: TPt[] = [];
  const right: TPt[] = [];
  pts.forEach((p, i) => {
    const a = pts[Math.max(0, i - 1)];
    const b = pts[Math.min(pts.length - 1, i + 1)];
    const n = Math.atan2(b[1] - a[1], b[0] - a[0]) + Math.PI / 2;
    left.push([p[0] + (Math.cos(n) * w) / 2, p[1] + (Math.sin(n) * w) / 2]);
    right.push([p[0] - (Math.cos(n) * w) / 2, p[1] - (Math.sin(n) * w) / 2]);
  });
  return [...left, ...right.reverse()];
}

/** A regular polygon's corners round c. */
const ring = (c: TPt, r: number, n: number, rot: number): TPt[] =>
  Array.from({ length: n }, (_, k) => {
    const a = rot + (k * 2 * Math.PI) / n;
    return [c[0] + r * Math.cos(a), c[1] + r * Math.sin(a)] as TPt;
  });

/** A polygon cut into a fan of triangles from one corner or centre, each with its tone. */
function fan(hub: TPt, rim: TPt[], tones: number[], closed: boolean) {
  const out: { d: string; plane: number }[] = [];
  const n = closed ? rim.length : rim.length - 1;
  for (let k = 0; k < n; k++)
    out.push({ d: both([hub, rim[k], rim[(k + 1) % rim.length]]), plane: tones[k % tones.length] });
  return out;
}

// the abdomen's half width down its length, from the waist to the sting
const ABDOMEN: TPt[] = [
  [236, 40],
  [262, 56],
  [300, 63],
  [340, 58],
  [378, 44],
  [412, 24],
  [436, 6],
];

function halfAt(y: number): number {
  for (let i = 0; i + 1 < ABDOMEN.length; i++) {
    const [y0, w0] = ABDOMEN[i];
    const [y1, w1] = ABDOMEN[i + 1];
    if (y <= y1) return w0 + ((w1 - w0) * (y - y0)) / (y1 - y0);
  }
  return 0;
}

/** A stripe of the abdomen between two heights, its sides following the profile. */
function stripe(y0: number, y1: number): string {
  const ys = [y0, ...ABDOMEN.map(([y]) => y).filter((y) => y > y0 && y < y1), y1];
  const right = ys.map((y) => [256 + halfAt(y), y] as TPt);
  const left = ys.map((y) => [256 - halfAt(y), y] as TPt).reverse();
  return poly([...right, ...left]);
}

export function geoBee(): TGenShape {
  const head: TPt = [256, 120];
  const thorax: TPt = [256, 190];
  const headRim = ring(head, 32, 6, -Math.PI / 2);
  const thoraxRim = ring(thorax, 46, 8, -Math.PI / 2 + Math.PI / 8);
  // the right wings, each a fan from its root on the thorax's edge (the left mirror them)
  const fore: TPt[] = [
    [296, 172],
    [334, 118],
    [398, 76],
    [460, 64],
    [486, 92],
    [460, 140],
    [392, 178],
  ];
  const hind: TPt[] = [
    [298, 198],
    [372, 186],
    [436, 192],
    [458, 218],
    [414, 236],
    [338, 218],
  ];
  const legs = [
    [
      [282, 156],
      [310, 128],
      [306, 92],
      [318, 76],
    ],
    [
      [290, 222],
      [340, 240],
      [384, 282],
      [392, 312],
    ],
    [
      [300, 258],
      [350, 304],
      [356, 366],
      [372, 392],
    ],
  ] as TPt[][];
  const antenna: TPt[] = [
    [266, 92],
    [286, 58],
    [316, 40],
  ];
  // the silhouette: every part, mirrored
  let d =
    poly(headRim) +
    poly(thoraxRim) +
    stripe(236, 436) +
    poly([
      [250, 434],
      [262, 434],
      [256, 462],
    ]);
  d += both(fore) + both(hind);
  for (const l of legs) d += both(limb(l, 9));
  d += both(limb(antenna, 7)) + both(ring([318, 38], 9, 6, 0));
  // planes: the wings' cells skin (their veins are the facet edges), the head and thorax
  // faceted in dotwork and solid, the abdomen in solid and dotted stripes
  const planes = [
    ...fan(fore[0], fore.slice(1), [0], false),
    ...fan(hind[0], hind.slice(1), [0], false),
    ...fan(head, headRim, [1, 2, 1, 1, 2, 1], true),
    ...fan(thorax, thoraxRim, [0, 1, 2, 1, 0, 1, 2, 1], true),
  ];
  const bands: [number, number, number][] = [
    [236, 262, 2],
    [262, 292, 1],
    [292, 322, 2],
    [322, 352, 1],
    [352, 382, 2],
    [382, 410, 1],
    [410, 436, 2],
  ];
  for (const [y0, y1, plane] of bands) planes.push({ d: stripe(y0, y1), plane });
  planes.push({
    d: poly([
      [250, 434],
      [262, 434],
      [256, 462],
    ]),
    plane: 2,
  });
  return {
    d,
    inks: planes.map((p) => ({ role: 'black' as const, d: p.d, plane: p.plane })),
  };
}
