// Authored water lilies: the icon's lily pads were two plain green discs with no flower, so
// "water lilies" read as leaves. A water lily is the flower on the pad: round pads notched to
// the middle lying on the water, an open bloom of pointed petals on the big pad, a closed bud on
// the small one, ripple lines round them. Same 512 box and TGenShape contract as creatures.ts.
import { ellipse, taper, type TPt } from './creatures';
import type { TGenShape } from './gen-shape';
import { petal } from './lotus';

/** A pad lying on the water, seen low (an ellipse), with its notch: a wedge from the middle out
 *  to the rim at `notch` radians, cut into it. Veins fan from the middle. */
function pad(cx: number, cy: number, rx: number, ry: number, notch: number) {
  const at = (a: number, k = 1): TPt => [cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k];
  const cut = `M${at(notch, 0.2).join(' ')}L${at(notch - 0.16, 1.1).join(' ')}L${at(notch + 0.16, 1.1).join(' ')}Z`;
  let veins = '';
  for (let i = 1; i < 8; i++) {
    const a = notch + (i / 8) * Math.PI * 2;
    veins += taper(at(a, 0.18), at(a + 0.05, 0.5), at(a, 0.8), Math.min(rx, ry * 3) * 0.022);
  }
  return { d: ellipse(cx, cy, rx, ry), holes: cut + veins };
}

/** An open bloom on the water: back petals fanned up round the middle, front petals spread out
 *  low and toward us, each pointed; `s` scales it about its base. */
function bloom(base: TPt, s: number) {
  const tip = (dx: number, dy: number): TPt => [base[0] + dx * s, base[1] + dy * s];
  let back = '';
  for (const [dx, dy, w] of [
    [-70, -100, 30],
    [0, -132, 30],
    [70, -100, 30],
  ])
    back += petal([base[0] + dx * 0.1 * s, base[1] - 6 * s], tip(dx, dy), w * s);
  let front = '';
  for (const [dx, dy, w] of [
    [-118, -26, 26],
    [-44, -92, 32],
    [44, -92, 32],
    [118, -26, 26],
  ])
    front += petal([base[0] + dx * 0.1 * s, base[1]], tip(dx, dy), w * s);
  // a crease down each front petal keeps them apart as petals
  let creases = '';
  for (const [dx, dy] of [
    [-44, -92],
    [44, -92],
  ])
    creases += taper(
      tip(dx * 0.3, dy * 0.3),
      tip(dx * 0.5, dy * 0.52),
      tip(dx * 0.72, dy * 0.72),
      2.4 * s,
    );
  const heart = ellipse(base[0], base[1] - 30 * s, 20 * s, 10 * s);
  return { back, front, creases, heart };
}

/** Water lilies: two pads and a small one, a bloom on the big pad, a bud on the small one. */
export function waterLilies(): TGenShape {
  const big = pad(236, 404, 196, 62, Math.PI * 0.38);
  const small = pad(420, 330, 82, 26, Math.PI * 0.7);
  const far = pad(84, 318, 66, 20, Math.PI * 0.3);
  const flower = bloom([226, 392], 1.25);
  // the bud: two petals closed round each other, standing on the small pad
  const bud = petal([420, 330], [408, 222], 26) + petal([424, 330], [440, 236], 22);
  // ripples on the water round the pads, as short tapered lines
  let ripples = '';
  for (const [x, y, len] of [
    [30, 470, 70],
    [410, 478, 80],
    [470, 382, 40],
    [150, 486, 60],
  ])
    ripples += taper([x, y], [x + len / 2, y - 3], [x + len, y], 2.6);
  const blooms = flower.back + flower.front + bud;
  return {
    d: big.d + small.d + far.d + blooms,
    holes: big.holes + small.holes + far.holes + flower.creases + ripples,
    inks: [
      { role: 'pink', d: flower.back + bud },
      { role: 'pink', d: flower.front },
      { role: 'yellow', d: flower.heart },
    ],
  };
}
