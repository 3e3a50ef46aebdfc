// Authored mushroom clump for "mushrooms" and "toadstools": the icon set's cluster reads as
// triangles on pegs at tattoo size. Three toadstools of different heights on a low mound: domed
// caps with white spots (painted, not cut) and gills under the rim, stems that flare at the foot, a skirt on the
// tallest. Same 512 box and TGenShape contract as creatures.ts; the stems are the second ink.
import { ellipse, P, taper } from './creatures';
import type { TGenShape } from './gen-shape';

interface TToadstool {
  /** the stem's foot and the cap's centre line */
  x: number;
  foot: number;
  /** where the cap's rim sits, its width and height */
  rim: number;
  w: number;
  h: number;
  /** how far the cap leans (its top shifted sideways) */
  lean: number;
}

function toadstool(t: TToadstool): { cap: string; stem: string; cuts: string; spots: string } {
  const { x, foot, rim, w, h, lean } = t;
  const top = x + lean;
  const [l, r] = [x - w / 2, x + w / 2];
  // the dome: up from the left rim to the top and down to the right rim, the underside a shallow
  // curve back under it
  const cap =
    `M${P([l, rim])}C${P([l - w * 0.02, rim - h * 0.7])} ${P([top - w * 0.34, rim - h])} ${P([top, rim - h])}` +
    `C${P([top + w * 0.34, rim - h])} ${P([r + w * 0.02, rim - h * 0.7])} ${P([r, rim])}` +
    `Q${P([x, rim + h * 0.3])} ${P([l, rim])}Z`;
  const sw = w * 0.2;
  const under = rim + h * 0.12;
  // the stem: narrow under the cap, swelling a little to a flared foot
  const stem =
    `M${P([x - sw * 0.45, under])}C${P([x - sw * 0.55, (under + foot) / 2])} ${P([x - sw * 0.6, foot - sw * 0.5])} ${P([x - sw * 0.9, foot])}` +
    `L${P([x + sw * 0.9, foot])}C${P([x + sw * 0.6, foot - sw * 0.5])} ${P([x + sw * 0.55, (under + foot) / 2])} ${P([x + sw * 0.45, under])}Z`;
  let cuts = '';
  // gills: fine lines fanning from the stem's top out to the rim
  for (let k = -3; k <= 3; k++) {
    if (k === 0) continue;
    const end: [number, number] = [x + (k / 3.4) * w * 0.46, rim + h * 0.04];
    cuts += taper([x + k * sw * 0.12, under - h * 0.02], [(x + end[0]) / 2, rim + h * 0.12], end, 1.6);
  }
  // white spots scattered over the dome, smaller toward the rim
  const spots: [number, number, number][] = [
    [0, 0.74, 0.09],
    [-0.28, 0.5, 0.075],
    [0.3, 0.46, 0.07],
    [-0.14, 0.22, 0.05],
    [0.16, 0.2, 0.05],
  ];
  let dots = '';
  for (const [u, v, r] of spots) {
    const [sx, sy, rx] = [x + lean * v + u * w, rim - v * h, r * w];
    dots += ellipse(sx, sy, rx, rx * 0.8);
    // cut as well: black work shows them as skin; colour work paints them light over the cut
    cuts += ellipse(sx, sy, rx, rx * 0.8, false);
  }
  return { cap, stem, cuts, spots: dots };
}

export function mushrooms(): TGenShape {
  const clump: TToadstool[] = [
    { x: 214, foot: 478, rim: 262, w: 250, h: 150, lean: -6 },
    { x: 372, foot: 482, rim: 372, w: 150, h: 92, lean: 10 },
    { x: 92, foot: 486, rim: 408, w: 104, h: 66, lean: -8 },
  ];
  const parts = clump.map(toadstool);
  // a low mound of earth the clump grows from
  const mound = `M${P([28, 490])}Q${P([256, 446])} ${P([484, 490])}Q${P([256, 508])} ${P([28, 490])}Z`;
  // the skirt round the tallest stem
  const skirt = taper([190, 330], [214, 344], [238, 330], 5);
  const stems = parts.map((p) => p.stem).join('') + mound;
  return {
    d: parts.map((p) => p.cap).join('') + stems,
    holes: parts.map((p) => p.cuts).join('') + skirt,
    alt: stems,
    // the spots stay white over the cap's shading (cut out, they would print as black holes)
    inks: parts.map((p) => ({ role: 'bone' as const, d: p.spots, lit: true })),
  };
}
