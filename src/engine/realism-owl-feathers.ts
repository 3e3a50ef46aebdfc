// The owl's plumage for realism-owl.ts: breast feathers in overlapping rows, covert rows on the
// wings, shafts on the flight feathers and the tone that models them (barring across the flight
// feathers, the breast darkening row by row, black at the wing roots and under the body).
import { ellipse } from './creatures';
import { toneBlob } from './realism-elephant';
import { qpts } from './realism-lion-face';
import { both, taper, type TPt } from './realism-kit';

type TTone = { t: number; d: string };

/** Where the flight feathers fan from (the shoulder): bars cross them on arcs round it. */
const FAN: TPt = [334, 171];

/** The breast's feather rows, top to bottom: each row's y and the feathers' centres across it. */
function breastRows(): { y: number; xs: number[] }[] {
  const rows: { y: number; xs: number[] }[] = [];
  for (let r = 0; r < 6; r++) {
    const y = 240 + r * 25;
    const hw = y < 330 ? 66 : 66 - (y - 330) * 0.6;
    const xs: number[] = [];
    // odd rows sit between the feathers of the row above, like laid tiles
    for (let x = r % 2 ? 245 : 256; x + 10 < 256 + hw; x += 22) {
      xs.push(x);
      if (x !== 256) xs.push(512 - x);
    }
    rows.push({ y, xs });
  }
  return rows;
}

/** Each breast feather's rounded tip as a short U lying over the row below. */
export function breastFeathers(): string {
  return breastRows()
    .flatMap(({ y, xs }) => xs.map((x) => taper([x - 10, y - 4], [x, y + 16], [x + 10, y - 4], 1.15)))
    .join('');
}

/** A row of covert tips along a curve: U scallops hanging toward the trailing edge. */
function covertRow(pts: TPt[], depth: number, w: number): string {
  let s = '';
  for (let i = 0; i + 1 < pts.length; i++) {
    const [a, b] = [pts[i], pts[i + 1]];
    const m: TPt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const l = Math.hypot(dx, dy) || 1;
    // the normal that points down the wing, away from the leading edge
    const n: TPt = dy / l > 0 ? [dy / l, -dx / l] : [-dy / l, dx / l];
    const nn: TPt = n[1] < 0 ? [-n[0], -n[1]] : n;
    s += taper(a, [m[0] + nn[0] * depth, m[1] + nn[1] * depth], b, w);
  }
  return s;
}

/** Lesser coverts close under the leading edge, then the greater coverts whose tips lie over
 *  the flight feathers' roots, both wings. */
export function coverts(): string {
  return both(
    covertRow(qpts([342, 214], [392, 150], [470, 100], 7), 7, 1.1) +
      covertRow(qpts([346, 246], [404, 182], [456, 134], 6), 11, 1.5),
  );
}

/** The flight feathers' tips: primaries down the outer edge, secondaries along the trailing edge. */
export const FLIGHT_TIPS: TPt[] = [
  [508, 118],
  [502, 160],
  [492, 204],
  [476, 246],
  [456, 282],
  [425, 300],
  [403, 306],
  [381, 316],
  [360, 318],
];

/** A shaft down the middle of each flight feather, from near its tip in toward the coverts. */
export function shafts(): string {
  return both(
    FLIGHT_TIPS.map(([x, y]) => {
      const dx = FAN[0] - x;
      const dy = FAN[1] - y;
      const k = (t: number): TPt => [x + dx * t, y + dy * t];
      return taper(k(0.06), k(0.2), k(0.34), 0.8);
    }).join(''),
  );
}

/** An annular band round the fan point between radii r0 and r1, over angles a0..a1 (degrees). */
function band(r0: number, r1: number, a0: number, a1: number): string {
  const pts: TPt[] = [];
  const at = (r: number, a: number): TPt => [
    FAN[0] + Math.cos((a * Math.PI) / 180) * r,
    FAN[1] + Math.sin((a * Math.PI) / 180) * r,
  ];
  for (let a = a0; a <= a1; a += 6) pts.push(at(r1, a));
  for (let a = a1; a >= a0; a -= 6) pts.push(at(r0, a));
  return 'M' + pts.map((p) => p.map((v) => v.toFixed(1)).join(' ')).join('L') + 'Z';
}

const mirror = (d: string) => both(d);

/** The owl's tone (painted in order, each over the last). */
export function owlTones(): TTone[] {
  const rows = breastRows();
  return [
    // the wings' spread lit in the middle, the flight feathers a mid grey
    { t: 0.05, d: mirror(toneBlob([[360, 190], [430, 120], [480, 96], [420, 170], [370, 230]])) },
    { t: 0.3, d: mirror(band(108, 200, -34, 84)) },
    { t: 0.8, d: mirror(band(172, 200, -34, 60)) },
    // barring across the flight feathers, dark bands on arcs round the shoulder
    { t: 1, d: mirror(band(118, 130, -34, 84) + band(140, 152, -34, 84) + band(162, 174, -34, 70)) },
    // the breast darkens row by row under each row of tips
    ...rows.map(({ y, xs }, r) => ({
      t: 0.25 + r * 0.1,
      d: xs.map((x) => ellipse(x, y + 11, 12, 6)).join(''),
    })),
    // black at the wing roots and the shoulders, and under the body and the tucked feet
    { t: 0.92, d: mirror(toneBlob([[322, 214], [352, 236], [350, 300], [330, 330], [318, 270]])) },
    { t: 0.85, d: ellipse(256, 408, 58, 30) },
    // the tucked feet, feathered and pale against the dark belly
    { t: 0.12, d: mirror(ellipse(273, 398, 14, 10)) },
    // the head: dark round the facial disc, the disc lit, the eyes sunk in dark sockets
    { t: 0.7, d: mirror(toneBlob([[300, 92], [336, 130], [338, 200], [322, 220], [326, 150]])) },
    { t: 0.6, d: ellipse(256, 150, 86, 70) },
    { t: 0.75, d: mirror(toneBlob([[330, 150], [340, 200], [300, 246], [270, 240], [318, 212]])) },
    { t: 0.03, d: mirror(ellipse(290, 180, 32, 40)) },
    { t: 0.95, d: mirror(ellipse(290, 164, 29, 27)) },
    // the irises lit from above inside the sunk sockets
    { t: 0.1, d: mirror(ellipse(290, 163, 13, 12)) },
  ];
}
