// Dominant colours by k-means (Lloyd's algorithm) on a sample of the pixels, seeded by
// farthest-point picks that stop once every pixel is close to a seed: an image with three flat
// colours gives exactly three swatches. Shares are of the whole image. Typed arrays throughout:
// this runs on every analysis and was the slowest measure when written with tuples.
import type { TSwatch } from '../../../../core/analysis/analysis-schemas';
import { colourName } from './colour-names';
import type { TRaster } from './raster';

const MAX_COLOURS = 8;
const SEED_DISTANCE = 40;
const MERGE_DISTANCE = 28;
const MIN_SHARE = 0.01;
const SAMPLE_TARGET = 24_000;
const ITERATIONS = 10;

type TRgb = [number, number, number];
const hex = (c: TRgb) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
const dist2 = (a: TRgb, b: TRgb) => (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2;

/** Every `step`-th pixel's RGB, packed. */
function sample(raster: TRaster): Float32Array {
  const count = raster.width * raster.height;
  const step = Math.max(1, Math.floor(count / SAMPLE_TARGET));
  const n = Math.ceil(count / step);
  const out = new Float32Array(n * 3);
  for (let k = 0, i = 0; k < n; k++, i += step) {
    out[k * 3] = raster.rgb[i * 3];
    out[k * 3 + 1] = raster.rgb[i * 3 + 1];
    out[k * 3 + 2] = raster.rgb[i * 3 + 2];
  }
  return out;
}

/** Index of the nearest of `k` packed centres to the colour (r, g, b). */
export function nearestCentre(centres: Float32Array, k: number, r: number, g: number, b: number) {
  let best = 0;
  let bestD = Infinity;
  for (let c = 0; c < k; c++) {
    const dr = r - centres[c * 3];
    const dg = g - centres[c * 3 + 1];
    const db = b - centres[c * 3 + 2];
    const d = dr * dr + dg * dg + db * db;
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best;
}

function seeds(points: Float32Array, first: TRgb): Float32Array {
  const n = points.length / 3;
  const centres = new Float32Array(MAX_COLOURS * 3);
  centres.set(first);
  let k = 1;
  const minD = new Float32Array(n);
  const update = (c: number) => {
    for (let i = 0; i < n; i++) {
      const dr = points[i * 3] - centres[c * 3];
      const dg = points[i * 3 + 1] - centres[c * 3 + 1];
      const db = points[i * 3 + 2] - centres[c * 3 + 2];
      const d = dr * dr + dg * dg + db * db;
      if (c === 0 || d < minD[i]) minD[i] = d;
    }
  };
  update(0);
  while (k < MAX_COLOURS) {
    let far = 0;
    for (let i = 1; i < n; i++) if (minD[i] > minD[far]) far = i;
    if (minD[far] < SEED_DISTANCE ** 2) break;
    centres.set(points.subarray(far * 3, far * 3 + 3), k * 3);
    update(k++);
  }
  return centres.slice(0, k * 3);
}

export interface TPaletteCentres {
  /** Packed RGB of the merged colours, most common first. */
  centres: Float32Array;
  /** Per centre: close to the border colour (skin or paper) rather than ink. */
  background: boolean[];
  swatches: TSwatch[];
}

export function paletteCentres(raster: TRaster): TPaletteCentres {
  const points = sample(raster);
  const n = points.length / 3;
  let centres = seeds(points, raster.background);
  const k = centres.length / 3;
  const labels = new Int32Array(n);
  const sums = new Float64Array(k * 4);
  for (let iteration = 0; iteration < ITERATIONS; iteration++) {
    sums.fill(0);
    for (let i = 0; i < n; i++) {
      const c = nearestCentre(centres, k, points[i * 3], points[i * 3 + 1], points[i * 3 + 2]);
      labels[i] = c;
      sums[c * 4] += points[i * 3];
      sums[c * 4 + 1] += points[i * 3 + 1];
      sums[c * 4 + 2] += points[i * 3 + 2];
      sums[c * 4 + 3]++;
    }
    const next = new Float32Array(k * 3);
    for (let c = 0; c < k; c++) {
      const count = sums[c * 4 + 3];
      for (let ch = 0; ch < 3; ch++)
        next[c * 3 + ch] = count ? sums[c * 4 + ch] / count : centres[c * 3 + ch];
    }
    centres = next;
  }
  const counts = new Array<number>(k).fill(0);
  for (let i = 0; i < n; i++) counts[labels[i]]++;
  // Merge centres that ended up nearly the same colour.
  const groups: { colour: TRgb; count: number }[] = [];
  for (let c = 0; c < k; c++) {
    const colour: TRgb = [centres[c * 3], centres[c * 3 + 1], centres[c * 3 + 2]];
    const count = counts[c];
    const twin = groups.find((g) => dist2(g.colour, colour) < MERGE_DISTANCE ** 2);
    if (!twin) groups.push({ colour, count });
    else {
      const total = twin.count + count;
      if (total > 0)
        twin.colour = twin.colour.map(
          (v, ch) => (v * twin.count + colour[ch] * count) / total,
        ) as TRgb;
      twin.count = total;
    }
  }
  groups.sort((a, b) => b.count - a.count);
  const isBackground = (c: TRgb) => dist2(c, raster.background) < SEED_DISTANCE ** 2;
  return {
    centres: Float32Array.from(groups.flatMap((g) => g.colour)),
    background: groups.map((g) => isBackground(g.colour)),
    swatches: groups
      .map((g) => ({ ...g, share: g.count / n }))
      .filter((g) => g.share >= MIN_SHARE)
      .map((g) => ({
        hex: hex(g.colour),
        share: Math.round(g.share * 1000) / 1000,
        name: colourName(g.colour),
        background: isBackground(g.colour),
      })),
  };
}

export function dominantPalette(raster: TRaster): TSwatch[] {
  return paletteCentres(raster).swatches;
}
