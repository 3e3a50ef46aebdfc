// Authored sunflower on its stem, for a long, narrow canvas (a forearm, a calf): the icon set's
// sunflower is a head alone, which a tall canvas shrinks to a coin in a field of skin. A ring of
// pointed petals behind a second, shorter ring round a seeded disc, the stem with two broad
// leaves. Same TGenShape contract as creatures.ts (the box is the drawing's own, taller than wide).
import { ellipse, P, polar, taper, type TPt } from './creatures';
import type { TGenShape } from './gen-shape';

/** A pointed petal from the disc's rim at r0 out to its tip at r1, `w` wide at its middle. */
function petal(c: TPt, r0: number, r1: number, a: number, w: number): string {
  const base = polar(c, r0, a);
  const tip = polar(c, r1, a);
  const mid = polar(c, r0 + (r1 - r0) * 0.45, a);
  const l = polar(mid, w, a - Math.PI / 2);
  const r = polar(mid, w, a + Math.PI / 2);
  return `M${P(base)}Q${P(l)} ${P(tip)}Q${P(r)} ${P(base)}Z`;
}

/** A broad leaf from its foot on the stem to its tip, with a midrib cut down it. */
function leaf(foot: TPt, tip: TPt, w: number): { d: string; vein: string } {
  const a = Math.atan2(tip[1] - foot[1], tip[0] - foot[0]);
  const len = Math.hypot(tip[0] - foot[0], tip[1] - foot[1]);
  const mid = polar(foot, len * 0.42, a);
  const l = polar(mid, w, a - Math.PI / 2);
  const r = polar(mid, w * 0.8, a + Math.PI / 2);
  const d = `M${P(foot)}Q${P(l)} ${P(tip)}Q${P(r)} ${P(foot)}Z`;
  const vein = taper(
    polar(foot, len * 0.12, a),
    polar(mid, w * 0.08, a - Math.PI / 2),
    polar(foot, len * 0.86, a),
    2.6,
  );
  return { d, vein };
}

export function sunflowerStem(): TGenShape {
  const c: TPt = [256, 210];
  const n = 14;
  const step = (Math.PI * 2) / n;
  let back = '';
  let front = '';
  let creases = '';
  for (let i = 0; i < n; i++) {
    const a = i * step - Math.PI / 2;
    back += petal(c, 62, 176, a + step / 2, 30);
    front += petal(c, 62, 150, a, 28);
    // a crease down each front petal keeps the two rings apart as petals, not one spiky disc
    creases += taper(polar(c, 84, a), polar(c, 110, a + 0.02), polar(c, 136, a), 2.4);
  }
  const disc = ellipse(c[0], c[1], 74, 74);
  // seeds on the golden-angle spiral a seed head grows in
  let seeds = '';
  for (let k = 1; k < 34; k++) {
    const r = 9.5 * Math.sqrt(k);
    if (r > 60) break;
    const [x, y] = polar(c, r, k * 2.39996);
    seeds += ellipse(x, y, 4.2, 4.2, false);
  }
  const stem = 'M236 276Q218 640 230 1010L274 1010Q260 640 278 276Z';
  const l1 = leaf([240, 600], [70, 500], 64);
  const l2 = leaf([250, 770], [446, 690], 58);
  const green = stem + l1.d + l2.d;
  return {
    d: back + front + disc + green,
    holes: creases + seeds + l1.vein + l2.vein,
    alt: disc,
    inks: [{ role: 'green', d: green }],
  };
}
