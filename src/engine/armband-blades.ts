// The neo-tribal armband: a solid bar along each edge of the strip, and out of each bar a row of
// sharp hooked blades that sweep along the band and interlock with the other bar's, leaving an
// S-shaped run of skin between them. Each bar and its blades are one outline (no overlapping
// shapes, so the stencil shows no seams inside the black), and every repeat lies inside its own
// period, so a whole number of periods across the strip meets itself where the ends wrap round.
import { f } from './scene';
import type { TRng } from './prng';

type TPt = [number, number];

/** Points along a cubic from a to b (a itself left out, b included). */
function cubic(a: TPt, c1: TPt, c2: TPt, b: TPt, steps = 14): TPt[] {
  const out: TPt[] = [];
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    const s = 1 - t;
    const w = [s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t];
    out.push([
      w[0] * a[0] + w[1] * c1[0] + w[2] * c2[0] + w[3] * b[0],
      w[0] * a[1] + w[1] * c1[1] + w[2] * c2[1] + w[3] * b[1],
    ]);
  }
  return out;
}

/** The blade's shape, in band units: x along one period (0..1.5), y down from the bar's top (0..1). */
export type TBladeStyle = { bar: number; stem: number; reach: number; drop: number };

export function bladeStyle(R: TRng): TBladeStyle {
  return {
    bar: R.range(0.08, 0.1),
    // the stem's inner edge, and how far along and down the hook's tip sweeps
    stem: R.range(0.3, 0.36),
    reach: R.range(0.92, 1),
    drop: R.range(0.66, 0.72),
  };
}

/** One hook hanging from the top bar: it flares out of the bar at x = 0, curves down and forward
 *  and tapers to its tip, then its inner edge runs back and up, flaring into the bar again. The
 *  tip is where the two curves meet at an angle: a crisp point. All of it lies in x 0..1. */
function hook(s: TBladeStyle): TPt[] {
  const { bar: t, stem, reach, drop } = s;
  const tip: TPt = [reach, drop - 0.1];
  const low: TPt = [0.4, drop + 0.08];
  const neck: TPt = [stem, 0.42];
  return [
    [0, t],
    ...cubic([0, t], [0.17, t], [0.1, drop + 0.05], low),
    ...cubic(low, [0.65, drop + 0.1], [0.85, drop - 0.02], tip),
    ...cubic(tip, [0.7, drop - 0.12], [stem + 0.02, drop - 0.05], neck),
    ...cubic(neck, [stem, t + 0.1], [stem + 0.03, t], [stem + 0.2, t]),
  ];
}

/** The skin-coloured sliver that splits each hook down its stem and along its sweep, the
 *  negative-space cut of neo-tribal work: a crescent tapering to a point at both ends. */
function sliver(s: TBladeStyle): TPt[] {
  const { bar: t, drop } = s;
  const a: TPt = [0.25, t + 0.12];
  const b: TPt = [0.6, drop];
  return [
    a,
    ...cubic(a, [0.17, 0.45], [0.22, drop + 0.02], b),
    ...cubic(b, [0.32, drop - 0.02], [0.24, 0.45], a).slice(0, -1),
  ];
}

/** The band: `n` periods across `W`, between y0 and y1 (canvas units). Period in band units is 1.5
 *  before it is squeezed to fit; the bottom bar's hooks are the top's turned half round about
 *  (0.75, 0.5) of each period, so they rise in the gap the top hooks leave and sweep back. */
export function bladeBandD(
  W: number,
  y0: number,
  y1: number,
  n: number,
  s: TBladeStyle,
  bleed: number,
): { bars: string; cuts: string } {
  const h = y1 - y0;
  const sx = W / n / 1.5;
  const one = hook(s);
  const cut = sliver(s);
  const top: TPt[] = [];
  const bottom: TPt[] = [];
  for (let k = 0; k < n; k++) {
    for (const [x, y] of one) top.push([(k * 1.5 + x) * sx, y0 + y * h]);
    // the turned hook, walked backwards so it too runs left to right
    for (const [x, y] of [...one].reverse()) bottom.push([(k * 1.5 + 1.5 - x) * sx, y1 - y * h]);
  }
  // each bar's outline: its outer edge left to right, then its hooked inner edge back
  const outline = (edge: TPt[], yOut: number, yIn: number) => {
    // the bars bleed past both ends, like the Polynesian band's
    const [l, r] = [-bleed, W + bleed];
    const pts: TPt[] = [[l, yOut], [r, yOut], [r, yIn], ...[...edge].reverse(), [l, yIn]];
    return 'M' + pts.map(([x, y]) => `${f(x)},${f(y)}`).join('L') + 'Z';
  };
  // the slivers, top and turned: the caller winds them against the bars, so they are holes
  const ring = (pts: TPt[]) => 'M' + pts.map(([x, y]) => `${f(x)},${f(y)}`).join('L') + 'Z';
  let cuts = '';
  for (let k = 0; k < n; k++) {
    cuts += ring(cut.map(([x, y]) => [(k * 1.5 + x) * sx, y0 + y * h]));
    cuts += ring(cut.map(([x, y]) => [(k * 1.5 + 1.5 - x) * sx, y1 - y * h]));
  }
  return { bars: outline(top, y0, y0 + s.bar * h) + outline(bottom, y1, y1 - s.bar * h), cuts };
}
