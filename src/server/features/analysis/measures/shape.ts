// Coverage, tone, edges, separate shapes and mirror symmetry of the inked area.
import type { TBox, TRaster } from './raster';

/** Every channel under this is near-black ink. */
const BLACK_MAX_CHANNEL = 60;
/** Max-min channel spread over this is a colour rather than a grey. */
const COLOUR_SPREAD = 60;
/** Sobel magnitude (on 0-255 luminance, sum of absolute kernels /4) that counts as an edge. */
const EDGE_MAGNITUDE = 40;
/** Connected ink regions smaller than this many pixels are specks, not shapes. */
const MIN_SHAPE_PX = 12;

export interface TCoverage {
  inkCoverage: number;
  blackCoverage: number;
  colorShare: number;
  greyTones: number;
}

export function coverage(raster: TRaster): TCoverage {
  const count = raster.width * raster.height;
  let ink = 0;
  let black = 0;
  let colour = 0;
  const greyBins = new Array<number>(16).fill(0);
  let greyInk = 0;
  for (let i = 0; i < count; i++) {
    const r = raster.rgb[i * 3];
    const g = raster.rgb[i * 3 + 1];
    const b = raster.rgb[i * 3 + 2];
    const max = Math.max(r, g, b);
    if (max < BLACK_MAX_CHANNEL) black++;
    if (!raster.ink[i]) continue;
    ink++;
    if (max - Math.min(r, g, b) > COLOUR_SPREAD) colour++;
    else {
      greyInk++;
      greyBins[Math.min(15, Math.floor(raster.luminance[i] / 16))]++;
    }
  }
  const greyTones = greyInk ? greyBins.filter((n) => n / greyInk >= 0.02).length : 0;
  return {
    inkCoverage: ink / count,
    blackCoverage: black / count,
    colorShare: ink ? colour / ink : 0,
    greyTones,
  };
}

/** Share of the design box's pixels on a luminance edge (Sobel). */
export function edgeDensity(raster: TRaster, box: TBox): number {
  const { width, luminance: l } = raster;
  let edges = 0;
  let total = 0;
  const x0 = Math.max(1, box.x);
  const y0 = Math.max(1, box.y);
  const x1 = Math.min(raster.width - 2, box.x + box.width - 1);
  const y1 = Math.min(raster.height - 2, box.y + box.height - 1);
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const i = y * width + x;
      const gx =
        l[i - width + 1] +
        2 * l[i + 1] +
        l[i + width + 1] -
        l[i - width - 1] -
        2 * l[i - 1] -
        l[i + width - 1];
      const gy =
        l[i + width - 1] +
        2 * l[i + width] +
        l[i + width + 1] -
        l[i - width - 1] -
        2 * l[i - width] -
        l[i - width + 1];
      total++;
      if ((Math.abs(gx) + Math.abs(gy)) / 4 > EDGE_MAGNITUDE) edges++;
    }
  }
  return total ? edges / total : 0;
}

/** Connected inked regions (8-neighbour) of at least MIN_SHAPE_PX pixels. */
export function countShapes(raster: TRaster): number {
  const { width, height, ink } = raster;
  const seen = new Uint8Array(ink.length);
  const stack = new Int32Array(ink.length);
  let shapes = 0;
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || seen[start]) continue;
    let top = 0;
    let size = 0;
    stack[top++] = start;
    seen[start] = 1;
    while (top > 0) {
      const i = stack[--top];
      size++;
      const x = i % width;
      const y = (i - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          const j = yy * width + xx;
          if (ink[j] && !seen[j]) {
            seen[j] = 1;
            stack[top++] = j;
          }
        }
      }
    }
    if (size >= MIN_SHAPE_PX) shapes++;
  }
  return shapes;
}

/**
 * Mirror symmetry of the ink inside the design box: intersection over union of the ink with its
 * own mirror image, left-right ("horizontal") and top-bottom ("vertical"); 1 is a perfect mirror.
 */
export function symmetry(raster: TRaster, box: TBox): { horizontal: number; vertical: number } {
  const score = (mirror: (x: number, y: number) => number) => {
    let both = 0;
    let either = 0;
    for (let y = box.y; y < box.y + box.height; y++) {
      for (let x = box.x; x < box.x + box.width; x++) {
        const a = raster.ink[y * raster.width + x];
        const b = raster.ink[mirror(x, y)];
        if (a && b) both++;
        if (a || b) either++;
      }
    }
    return either ? Math.round((both / either) * 1000) / 1000 : 0;
  };
  const right = 2 * box.x + box.width - 1;
  const bottom = 2 * box.y + box.height - 1;
  return {
    horizontal: score((x, y) => y * raster.width + (right - x)),
    vertical: score((x, y) => (bottom - y) * raster.width + x),
  };
}
