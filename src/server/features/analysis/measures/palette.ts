// Dominant colours by k-means (Lloyd's algorithm) on a sample of the pixels, seeded by
// farthest-point picks that stop once every pixel is close to a seed: an image with three flat
// colours gives exactly three swatches. Shares are of the whole image.
import type { TSwatch } from '../../../../core/analysis/analysis-schemas';
import { colourName } from './colour-names';
import type { TRaster } from './raster';

const MAX_COLOURS = 8;
const SEED_DISTANCE = 40;
const MERGE_DISTANCE = 28;
const MIN_SHARE = 0.01;
const SAMPLE_TARGET = 24_000;

type TRgb = [number, number, number];
const dist2 = (a: TRgb, b: TRgb) => (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2;
const hex = (c: TRgb) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

function sample(raster: TRaster): TRgb[] {
  const count = raster.width * raster.height;
  const step = Math.max(1, Math.floor(count / SAMPLE_TARGET));
  const out: TRgb[] = [];
  for (let i = 0; i < count; i += step) {
    out.push([raster.rgb[i * 3], raster.rgb[i * 3 + 1], raster.rgb[i * 3 + 2]]);
  }
  return out;
}

function nearest(point: TRgb, centres: TRgb[]): number {
  let best = 0;
  let bestD = Infinity;
  for (let c = 0; c < centres.length; c++) {
    const d = dist2(point, centres[c]);
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best;
}

function seeds(points: TRgb[], first: TRgb): TRgb[] {
  const centres: TRgb[] = [first];
  const minD = points.map((p) => dist2(p, first));
  while (centres.length < MAX_COLOURS) {
    let far = 0;
    for (let i = 1; i < points.length; i++) if (minD[i] > minD[far]) far = i;
    if (minD[far] < SEED_DISTANCE ** 2) break;
    const next = points[far];
    centres.push([...next]);
    for (let i = 0; i < points.length; i++) minD[i] = Math.min(minD[i], dist2(points[i], next));
  }
  return centres;
}

export function dominantPalette(raster: TRaster): TSwatch[] {
  const points = sample(raster);
  let centres = seeds(points, raster.background);
  let labels = new Int32Array(points.length);
  for (let iteration = 0; iteration < 10; iteration++) {
    labels = Int32Array.from(points, (p) => nearest(p, centres));
    const sums = centres.map(() => [0, 0, 0, 0]);
    points.forEach((p, i) => {
      const s = sums[labels[i]];
      s[0] += p[0];
      s[1] += p[1];
      s[2] += p[2];
      s[3]++;
    });
    centres = centres.map((c, k) =>
      sums[k][3] ? [sums[k][0] / sums[k][3], sums[k][1] / sums[k][3], sums[k][2] / sums[k][3]] : c,
    );
  }
  // Merge centres that ended up nearly the same colour.
  const groups: { colour: TRgb; count: number }[] = [];
  centres.forEach((colour, k) => {
    const count = labels.reduce((n, l) => n + (l === k ? 1 : 0), 0);
    const twin = groups.find((g) => dist2(g.colour, colour) < MERGE_DISTANCE ** 2);
    if (!twin) groups.push({ colour, count });
    else {
      const total = twin.count + count;
      if (total > 0)
        twin.colour = twin.colour.map(
          (v, c) => (v * twin.count + colour[c] * count) / total,
        ) as TRgb;
      twin.count = total;
    }
  });
  return groups
    .map((g) => ({ ...g, share: g.count / points.length }))
    .filter((g) => g.share >= MIN_SHARE)
    .sort((a, b) => b.share - a.share)
    .map((g) => ({
      hex: hex(g.colour),
      share: Math.round(g.share * 1000) / 1000,
      name: colourName(g.colour),
      background: dist2(g.colour, raster.background) < SEED_DISTANCE ** 2,
    }));
}
