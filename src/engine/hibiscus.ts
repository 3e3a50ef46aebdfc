// Authored hibiscus: the emoji outline drew a mangled red blob. A flash hibiscus is five broad
// petals in a pinwheel, their rims ruffled, split by curved lines from a dark eye in the throat,
// veins fanning out; the long stamen column curves out over a petal with pollen round its tip;
// serrated leaves tuck under the rim. Petals are one body (the splits and veins are cuts, so no
// overlap hides them); leaves (second ink) share the rim with the petals so nothing is painted
// twice; the stamen is an ink of its own (yellow), on top. Same 512 box and TGenShape contract as lotus.ts.
import { f, P, polar, taper } from './creatures';
import type { TPt } from './creatures';
import type { TGenShape } from './gen-shape';
import { closeSubpaths, parsePath, toD, withWinding } from './path';

/** The throat, where the stamen rises and a feeding beak goes (source box). */
export const HIBISCUS_THROAT: TPt = [226, 230];
const C = HIBISCUS_THROAT;
const R = 168;
const RAD = Math.PI / 180;
// the five splits between petals, at the rim (degrees); the upper right petal's middle (-52)
// is left clear of lines for a feeding beak to cross (feeding.ts)
const SPOKES = [-88, -16, 56, 128, 200];
const SPAN = 72;
// scallops per petal rim
const N = 4;

/** Rim radius at fraction t across a petal: domed, lower at the splits. */
const rimR = (t: number) => R * (0.74 + 0.26 * Math.sin(Math.PI * t) ** 0.6);
const rimAt = (k: number, t: number): TPt => polar(C, rimR(t), (SPOKES[k] + SPAN * t) * RAD);

/** One ruffle: a cubic from rim point j to j + 1 of petal k, bulging outward. */
function scallop(k: number, j: number, back = false): string {
  const a = rimAt(k, j / N);
  const b = rimAt(k, (j + 1) / N);
  const mid = (SPOKES[k] + (SPAN * (j + 0.5)) / N) * RAD;
  const h = R * 0.085;
  const n: TPt = [Math.cos(mid) * h, Math.sin(mid) * h];
  const c1: TPt = [a[0] + (b[0] - a[0]) * 0.2 + n[0], a[1] + (b[1] - a[1]) * 0.2 + n[1]];
  const c2: TPt = [a[0] + (b[0] - a[0]) * 0.8 + n[0], a[1] + (b[1] - a[1]) * 0.8 + n[1]];
  return back ? `C${P(c2)} ${P(c1)} ${P(a)}` : `C${P(c1)} ${P(c2)} ${P(b)}`;
}

/** The flower's silhouette: all five ruffled rims in one closed outline. */
function bloom(): string {
  let d = `M${P(rimAt(0, 0))}`;
  for (let k = 0; k < 5; k++) for (let j = 0; j < N; j++) d += scallop(k, j);
  return d + 'Z';
}

/** Cuts: the pinwheel splits, veins fanning from the throat, ruffle creases, the dark eye. */
function petalCuts(): string {
  let d = '';
  for (let k = 0; k < 5; k++) {
    const s = SPOKES[k];
    // the split curves like a pinwheel: it leaves the throat turned ahead of its rim notch.
    // Splits and veins start clear of the eye: crossed cuts would fill back in
    const notch = polar(C, rimR(0) - 4, s * RAD);
    d += taper(polar(C, 42, (s + 22) * RAD), polar(C, R * 0.5, (s + 14) * RAD), notch, 4.5);
    for (const t of [0.3, 0.7]) {
      const a = s + SPAN * t;
      const len = R * (0.56 + 0.12 * Math.sin(Math.PI * t));
      d += taper(
        polar(C, 60, (a + 6) * RAD),
        polar(C, len * 0.55, (a + 4) * RAD),
        polar(C, len, a * RAD),
        1.6,
      );
    }
    // a crease running in from the outer ruffles' dips
    for (const j of [1, 3]) {
      const a = s + (SPAN * j) / N;
      const r = rimR(j / N);
      d += taper(
        polar(C, r - 4, a * RAD),
        polar(C, r - R * 0.09, (a + 1.5) * RAD),
        polar(C, r - R * 0.2, (a + 1) * RAD),
        1.8,
      );
    }
  }
  // the dark eye: rays along each petal, pinched at the splits
  let eye = '';
  for (let k = 0; k < 5; k++) {
    const s = SPOKES[k] + 20;
    const p0 = polar(C, 22, s * RAD);
    const tip = polar(C, 54, (s + SPAN / 2) * RAD);
    const p1 = polar(C, 22, (s + SPAN) * RAD);
    eye +=
      (k ? '' : `M${P(p0)}`) +
      `Q${P(polar(C, 46, (s + 12) * RAD))} ${P(tip)}Q${P(polar(C, 46, (s + SPAN - 12) * RAD))} ${P(p1)}`;
  }
  return d + eye + 'Z';
}

/** The stamen column: a tube curving out from the throat, pollen dots round its upper part,
 *  five stigma pads fanned at the tip. Returns the column and pads (body) and the whole (ink). */
function stamen(): { body: string; ink: string } {
  const a = -122 * RAD;
  const p1 = polar(C, 96, a + 0.16);
  const p2 = polar(C, 212, a - 0.06);
  const at = (t: number): TPt => {
    const u = 1 - t;
    return [
      u * u * C[0] + 2 * u * t * p1[0] + t * t * p2[0],
      u * u * C[1] + 2 * u * t * p1[1] + t * t * p2[1],
    ];
  };
  const left: TPt[] = [];
  const right: TPt[] = [];
  for (let i = 0; i <= 16; i++) {
    const t = i / 16;
    const [x0, y0] = at(Math.max(0, t - 0.01));
    const [x1, y1] = at(Math.min(1, t + 0.01));
    const len = Math.hypot(x1 - x0, y1 - y0);
    const w = 11 - 4 * t;
    const [x, y] = at(t);
    left.push([x - ((y1 - y0) / len) * w, y + ((x1 - x0) / len) * w]);
    right.push([x + ((y1 - y0) / len) * w, y - ((x1 - x0) / len) * w]);
  }
  const column = `M${left.map(P).join('L')}L${right.reverse().map(P).join('L')}Z`;
  const dot = (c: TPt, r: number) =>
    `M${P([c[0] - r, c[1]])}A${f(r)} ${f(r)} 0 1 1 ${P([c[0] + r, c[1]])}A${f(r)} ${f(r)} 0 1 1 ${P([c[0] - r, c[1]])}Z`;
  // pollen: anthers standing off both sides of the upper column
  let pollen = '';
  for (let i = 0; i < 9; i++) {
    const t = 0.5 + i * 0.05;
    const [x, y] = at(t);
    const [x1, y1] = at(t + 0.01);
    const len = Math.hypot(x1 - x, y1 - y);
    const side = i % 2 ? 1 : -1;
    const off = 12 + (i % 3) * 2;
    pollen += dot([x - ((y1 - y) / len) * off * side, y + ((x1 - x) / len) * off * side], 6.5);
  }
  // stigma pads fanned beyond the tip
  let pads = '';
  const tipDir = Math.atan2(p2[1] - p1[1], p2[0] - p1[0]);
  for (let i = 0; i < 5; i++) pads += dot(polar(p2, 13, tipDir + (i - 2) * 0.62), 7.5);
  return { body: column, ink: column + pollen + pads };
}

/** A serrated leaf under petal k's rim, from ruffle j0 to j1, its tip out at `tip`. */
function leaf(k: number, j0: number, j1: number, tip: TPt): { d: string; veins: string } {
  const a = rimAt(k, j0 / N);
  const b = rimAt(k, j1 / N);
  // a side with saw teeth, from the rim out to the tip; `bulge` pushes it out from the midline
  const side = (from: TPt, bulge: number) => {
    const mid: TPt = [(from[0] + tip[0]) / 2, (from[1] + tip[1]) / 2];
    const dx = tip[0] - from[0];
    const dy = tip[1] - from[1];
    const len = Math.hypot(dx, dy);
    const c: TPt = [mid[0] - (dy / len) * bulge, mid[1] + (dx / len) * bulge];
    const q = (t: number): TPt => {
      const u = 1 - t;
      return [
        u * u * from[0] + 2 * u * t * c[0] + t * t * tip[0],
        u * u * from[1] + 2 * u * t * c[1] + t * t * tip[1],
      ];
    };
    let s = '';
    const teeth = 7;
    for (let i = 1; i <= teeth; i++) {
      const t0 = i / (teeth + 1);
      const [x, y] = q(t0 + 0.05);
      const [x1, y1] = q(t0 + 0.06);
      const l = Math.hypot(x1 - x, y1 - y);
      const out = 9 * (1 - t0 * 0.6) * Math.sign(bulge);
      s += `L${P(q(t0))}L${P([x - ((y1 - y) / l) * out + (x1 - x) * 4, y + ((x1 - x) / l) * out + (y1 - y) * 4])}`;
    }
    return s;
  };
  let rim = '';
  for (let j = j1 - 1; j >= j0; j--) rim += scallop(k, j, true);
  const d = `M${P(a)}${side(a, -34)}L${P(tip)}${reverseTeeth(side(b, 34))}L${P(b)}${rim}Z`;
  // the midrib from the rim to near the tip, side veins angled toward the tip
  const base: TPt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const dx = tip[0] - base[0];
  const dy = tip[1] - base[1];
  const along = (t: number): TPt => [base[0] + dx * t, base[1] + dy * t];
  let veins = taper(along(0.02), along(0.5), along(0.9), 4.5);
  for (const t of [0.2, 0.42, 0.64])
    for (const sgn of [-1, 1]) {
      const p = along(t);
      const q: TPt = [p[0] + dx * 0.16 - dy * 0.2 * sgn, p[1] + dy * 0.16 + dx * 0.2 * sgn];
      veins += taper(p, [(p[0] + q[0]) / 2 + dx * 0.02, (p[1] + q[1]) / 2 + dy * 0.02], q, 2.6);
    }
  return { d, veins };
}

/** A side built from the rim out, run backwards (tip to rim) so the outline closes round. */
function reverseTeeth(s: string): string {
  const pts = s.split('L').filter(Boolean);
  return pts
    .reverse()
    .map((p) => 'L' + p)
    .join('');
}

/** A hibiscus in bloom: red petals, green leaves (alt), the stamen in an ink of its own (yellow). */
export function hibiscus(): TGenShape {
  const flower = bloom();
  const st = stamen();
  const l1 = leaf(1, 1, 3, [500, 400]);
  const l2 = leaf(3, 0, 2, [22, 400]);
  const leaves = l1.d + l2.d;
  const veins = l1.veins + l2.veins;
  // the leaves' own ink is cut by their veins, so the vein lines stay dark over the green
  const alt = toD([
    ...withWinding(closeSubpaths(parsePath(leaves)), 1),
    ...withWinding(closeSubpaths(parsePath(veins)), -1),
  ]);
  return {
    d: flower + leaves + st.body,
    holes: petalCuts() + veins,
    alt,
    inks: [{ role: 'yellow', d: st.ink }],
  };
}
