// The realism rose's foliage: a rose leaf as a realism artist draws one (ovate with a pointed tip,
// a saw-toothed edge, the midrib and side veins left as light lines in the grey, one half lit and
// the other turned into shade) and a stem thick enough to hold the bloom, with thorns.
import { poly } from './realism-lion-face';
import { cubicAt, taper, type TPt } from './realism-kit';

interface TLeafPart {
  outline: string;
  holes: string;
  tones: { t: number; d: string }[];
}

/** A leaf from base to tip, `width` its half-width against its length, `bend` how far the midrib
 *  arcs (sign picks the side). Teeth point toward the tip, as a rose leaf's do. */
export function roseLeaf(base: TPt, tip: TPt, width: number, bend: number): TLeafPart {
  const dx = tip[0] - base[0];
  const dy = tip[1] - base[1];
  const L = Math.hypot(dx, dy);
  const n: TPt = [-dy / L, dx / L];
  const mid = (u: number): TPt => {
    const b = bend * L * Math.sin(Math.PI * u);
    return [base[0] + dx * u + n[0] * b, base[1] + dy * u + n[1] * b];
  };
  // ovate: widest a little below the middle, a drawn-out point at the tip
  const half = (u: number) => width * L * Math.pow(Math.sin(Math.PI * Math.pow(u, 0.8)), 0.9);
  const edge = (side: 1 | -1): TPt[] => {
    const pts: TPt[] = [];
    const T = 14;
    for (let k = 0; k <= T * 2; k++) {
      const tooth = k % 2 === 1;
      // a tooth's point leans toward the tip; its notch sits back on the curve
      const u = Math.min(1, k / (T * 2) + (tooth ? 0.02 : 0));
      const h = half(u) * (tooth ? 1.02 : 0.96) + (tooth && u > 0.08 && u < 0.95 ? 0.8 : 0);
      const c = mid(u);
      pts.push([c[0] + n[0] * h * side, c[1] + n[1] * h * side]);
    }
    return pts;
  };
  const upper = edge(1);
  const lower = edge(-1).reverse();
  const rib = Array.from({ length: 13 }, (_, i) => mid(i / 12));
  const outline = poly([...upper, ...lower.slice(1, -1)]);
  const lit = poly([...upper, ...rib.slice().reverse().slice(1, -1)]);
  const shade = poly([...rib, ...lower.slice(1, -1)]);
  // the shade deepens along the midrib, where the leaf folds
  const fold = poly([
    ...rib,
    ...rib
      .map((p, i): TPt => {
        const h = half(i / 12) * 0.45;
        return [p[0] - n[0] * h, p[1] - n[1] * h];
      })
      .reverse()
      .slice(1, -1),
  ]);
  let veins = taper(base, mid(0.5), tip, 0.9);
  for (const u of [0.18, 0.34, 0.5, 0.66, 0.8]) {
    for (const side of [1, -1] as const) {
      const a = mid(u);
      const e = mid(Math.min(0.97, u + 0.14));
      const h = half(u + 0.14) * 0.82 * side;
      const b: TPt = [e[0] + n[0] * h, e[1] + n[1] * h];
      const c: TPt = [(a[0] + b[0]) / 2 + dx * 0.02, (a[1] + b[1]) / 2 + dy * 0.02];
      veins += taper(a, c, b, 0.45);
    }
  }
  return {
    outline,
    // a dark hairline down the midrib's shaded side gives the fold its edge
    holes: taper(base, mid(0.45), mid(0.92), 0.35),
    tones: [
      { t: 0.38, d: lit },
      { t: 0.74, d: shade },
      { t: 0.93, d: fold },
      { t: 0.08, d: veins },
    ],
  };
}

/** A thorn on the stem's edge at p, hooking up and out (side 1 right, -1 left). */
function thorn(p: TPt, side: 1 | -1): string {
  return poly([
    [p[0], p[1] + 7],
    [p[0] + side * 6, p[1] + 1],
    [p[0] + side * 13, p[1] - 9],
    [p[0] + side * 2, p[1] - 7],
  ]);
}

/** The stem from under the bloom down to its cut end: about 18 px thick, a slight S, two
 *  thorns; lit down its left, dark down its right. */
export function roseStem(): TLeafPart {
  const d = 'M246 354C246 404 244 446 234 506L254 508C262 448 268 404 268 354Z';
  const thorns = thorn([267, 372], 1) + thorn([240, 488], -1);
  return {
    outline: d + thorns,
    holes: '',
    tones: [
      { t: 0.5, d },
      { t: 0.85, d: 'M260 354C260 404 256 448 248 508L254 508C262 448 268 404 268 354Z' },
      { t: 0.12, d: 'M250 358C250 404 247 446 239 504L243 504C252 446 255 404 255 358Z' },
      { t: 0.8, d: thorns },
    ],
  };
}

/** One sepal of the calyx, hanging from the bloom's foot: a slender pointed leaflet from the
 *  chord a-b on the bloom's lower edge out and down to its tip, bellied by `bow`. */
function sepal(a: TPt, b: TPt, tip: TPt, bow: TPt): TPt[] {
  const n = 10;
  const out = Array.from({ length: n + 1 }, (_, i) => cubicAt(a, bow, bow, tip, i / n));
  const mid: TPt = [(bow[0] + b[0]) / 2, (bow[1] + b[1]) / 2 + 6];
  const back = Array.from({ length: n }, (_, i) => cubicAt(tip, mid, mid, b, (i + 1) / n));
  return [...out, ...back];
}

/** The calyx: two sepals curling down and out either side of the stem under the bloom (a
 *  rose's tell from below), dark with a lit streak down each. Their tops sit on the bloom's
 *  lower edge, so no seam shows inside the petals. */
export function roseCalyx(): TLeafPart {
  const left = sepal([230, 355], [250, 357], [204, 386], [218, 362]);
  const right = sepal([264, 357], [286, 353], [312, 384], [298, 360]);
  const outline = poly(left) + poly(right);
  const streak = (pts: TPt[]) => poly(pts.slice(2, 10));
  return {
    outline,
    holes: '',
    tones: [
      { t: 0.72, d: outline },
      { t: 0.3, d: streak(left) + streak(right) },
    ],
  };
}
