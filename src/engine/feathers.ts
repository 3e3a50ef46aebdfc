// Authored peacock feather: the icon sets' plain quill lost the eye that makes it a peacock's.
// Same 512 x 512 box and TGenShape contract as creatures.ts.
import { ellipse, mirrorD, P, taper } from './creatures';
import type { TPt } from './creatures';
import type { TGenShape } from './gen-shape';

const both = (d: string) => d + mirrorD(d);

type TQuad = [TPt, TPt, TPt];

/** The right half of the vane's ragged edge, top to bottom, as quadratic segments: barb tips
 *  flick up and out, each notch running back in toward the shaft, so the edge reads as loose
 *  barbs, not a leaf. */
function vaneEdge(): TQuad[] {
  // the envelope: half-width of the vane at each height (a teardrop, widest round the eye)
  const half = (y: number) => {
    const t = Math.min(1, Math.max(0, (y - 30) / (400 - 30)));
    // rounded over the top (a quarter ellipse), then narrowing in a long curve to the shaft
    return t < 0.34
      ? 126 * Math.sqrt(1 - ((0.34 - t) / 0.34) ** 2)
      : 6 + 120 * Math.cos(((t - 0.34) / 0.66) * (Math.PI / 2)) ** 1.2;
  };
  const segs: TQuad[] = [];
  // over the rounded top the edge runs smooth; down the sides barb tips flick out
  let at: TPt = [256, 24];
  segs.push([at, [318, 22], [352, 50]]);
  segs.push([
    [352, 50],
    [372, 66],
    [378, 84],
  ]);
  at = [378, 84];
  const steps = 7;
  for (let i = 1; i <= steps; i++) {
    const y0 = 90 + ((i - 1) * 310) / steps;
    const y1 = 90 + (i * 310) / steps;
    // deeper notches further down, where the barbs hang loose
    const depth = 0.86 - 0.3 * (i / steps);
    const tip: TPt = [256 + half(y0) + 20, y0 + 2];
    const notch: TPt = [256 + half(y1) * depth, y1];
    segs.push([at, [256 + half(y0 + 24) * 1.02, y0 + 30], tip]);
    segs.push([tip, [256 + half(y1) * 1.0, y1 - 14], notch]);
    at = notch;
  }
  segs.push([at, [262, 404], [262, 404]]);
  return segs;
}

const mx = ([x, y]: TPt): TPt => [512 - x, y];

/** A peacock feather, tip up: the long shaft, the ragged vane with its barbs, the eye (ocellus)
 *  near the top in rings (the middle ring in the second ink), and loose barbs down the shaft. */
export function peacockFeather(): TGenShape {
  const right = vaneEdge();
  // the left half is the right mirrored and run backwards, so the vane is one contour
  const left = right.map(([a, c, b]): TQuad => [mx(b), mx(c), mx(a)]).reverse();
  const vane =
    `M${P(right[0][0])}` + [...right, ...left].map(([, c, e]) => `Q${P(c)} ${P(e)}`).join('') + 'Z';
  // the shaft runs from the vane down to the quill
  const shaft = 'M250 396L262 396L260 470C259 486 258 498 256 506C254 498 253 486 252 470Z';
  // loose barbs hanging off the lower shaft, each a whip stroke fused to it at its root
  let barbs = '';
  for (const [y, len] of [
    [412, 96],
    [444, 70],
  ] as [number, number][])
    barbs += taper([258, y], [258 + len * 0.6, y + 4], [258 + len, y - 36], 12);
  const d = vane + shaft + both(barbs);
  // the eye: an outer ring line, the bright middle ring (second ink) and the dark heart
  const eyeRing = ellipse(256, 156, 74, 92, false);
  const eyeBody = ellipse(256, 156, 62, 80);
  const middle = ellipse(256, 162, 46, 60);
  // the dark heart of the eye: cut from the body (prints black) and left out of the ring
  const heart = ellipse(256, 168, 24, 32, false);
  // barbs combed up and out from the shaft inside the vane, as fine cut lines
  let combs = '';
  for (let y = 270; y <= 360; y += 45)
    combs += taper([260, y + 16], [290, y], [316 - (y - 270) * 0.3, y - 26], 3);
  for (let y = 80; y <= 200; y += 40) combs += taper([338, y + 24], [356, y + 8], [366, y - 10], 3);
  return {
    d: d + eyeBody,
    holes: eyeRing + heart + both(combs) + taper([256, 250], [254, 330], [256, 396], 4),
    alt: middle + heart,
  };
}
