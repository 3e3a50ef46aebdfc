// The analysed raster: the upload flattened on white, at most 640 px on its longer side, as RGB
// plus luminance, and the two masks the measures share: "ink" (anything that differs from the
// background, i.e. skin or paper) and "line" (dark ink, where outlines are measured).
import sharp from 'sharp';
import { nearestCentre } from './palette';

export const ANALYSIS_MAX_SIDE = 640;
/** RGB distance from the background beyond which a pixel counts as inked. */
const INK_DISTANCE = 80;
/** On a light background, a line pixel has every channel below this (black or near-black ink). */
const LINE_MAX_CHANNEL = 110;

export interface TRaster {
  width: number;
  height: number;
  rgb: Uint8Array;
  luminance: Float32Array;
  background: [number, number, number];
  ink: Uint8Array;
  line: Uint8Array;
}

export async function loadRaster(bytes: Buffer, maxSide = ANALYSIS_MAX_SIDE): Promise<TRaster> {
  const { data, info } = await sharp(bytes)
    .flatten({ background: '#ffffff' })
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return rasterFromRgb(
    new Uint8Array(data.buffer, data.byteOffset, data.length),
    info.width,
    info.height,
  );
}

export function rasterFromRgb(rgb: Uint8Array, width: number, height: number): TRaster {
  const count = width * height;
  const luminance = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    luminance[i] = 0.2126 * rgb[i * 3] + 0.7152 * rgb[i * 3 + 1] + 0.0722 * rgb[i * 3 + 2];
  }
  const background = borderMedian(rgb, width, height);
  const bgLum = 0.2126 * background[0] + 0.7152 * background[1] + 0.0722 * background[2];
  const ink = new Uint8Array(count);
  const line = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    const r = rgb[i * 3];
    const g = rgb[i * 3 + 1];
    const b = rgb[i * 3 + 2];
    const dr = r - background[0];
    const dg = g - background[1];
    const db = b - background[2];
    ink[i] = Math.sqrt(dr * dr + dg * dg + db * db) > INK_DISTANCE ? 1 : 0;
    line[i] = bgLum >= 128 ? (Math.max(r, g, b) < LINE_MAX_CHANNEL ? 1 : 0) : ink[i];
  }
  return { width, height, rgb, luminance, background, ink, line };
}

/**
 * Re-draws the ink mask from the palette: a pixel is ink when its nearest palette colour is not
 * the background. That splits every ink from the paper at the midpoint between them, so pale inks
 * (light blue, pink) count as ink however close they are to the paper, and an anti-aliased edge
 * pixel goes to whichever side covers more of it.
 */
export function inkFromPalette(raster: TRaster, centres: Float32Array, background: boolean[]) {
  const k = background.length;
  const count = raster.width * raster.height;
  const { rgb, ink } = raster;
  for (let i = 0; i < count; i++) {
    ink[i] = background[nearestCentre(centres, k, rgb[i * 3], rgb[i * 3 + 1], rgb[i * 3 + 2])]
      ? 0
      : 1;
  }
}

/** Per-channel median of the outermost pixels: the skin or paper the design sits on. */
function borderMedian(rgb: Uint8Array, width: number, height: number): [number, number, number] {
  const channels: number[][] = [[], [], []];
  const push = (x: number, y: number) => {
    const i = (y * width + x) * 3;
    for (let c = 0; c < 3; c++) channels[c].push(rgb[i + c]);
  };
  for (let x = 0; x < width; x++) {
    push(x, 0);
    push(x, height - 1);
  }
  for (let y = 1; y < height - 1; y++) {
    push(0, y);
    push(width - 1, y);
  }
  return channels.map((values) => {
    values.sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)];
  }) as [number, number, number];
}

export interface TBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Bounding box of the inked pixels (the whole image when nothing is inked). */
export function inkBox(raster: TRaster): TBox {
  let minX = raster.width;
  let minY = raster.height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < raster.height; y++) {
    for (let x = 0; x < raster.width; x++) {
      if (!raster.ink[y * raster.width + x]) continue;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  if (maxX < 0) return { x: 0, y: 0, width: raster.width, height: raster.height };
  return { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}
