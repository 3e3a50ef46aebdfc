// The pixel side of the stencil tracer: one sharp decode to a greyscale working bitmap, then
// everything else works on that one buffer (a tone stretch, a light blur, Sobel edges and the
// line-art or photo decision), so no image is decoded or encoded twice.
import sharp from 'sharp';

/** Long side of the working bitmap: enough for clean curves at tattoo sizes, small enough to stay fast. */
export const TRACE_LONG_SIDE = 1024;

export interface TGreyBitmap {
  grey: Uint8Array;
  w: number;
  h: number;
}

export type TImageKind = 'lineart' | 'photo';

export async function decodeGrey(bytes: Buffer, mirror: boolean): Promise<TGreyBitmap> {
  let pipeline = sharp(bytes, { limitInputPixels: 40_000_000 })
    .flatten({ background: '#ffffff' })
    .resize(TRACE_LONG_SIDE, TRACE_LONG_SIDE, { fit: 'inside' })
    .greyscale();
  if (mirror) pipeline = pipeline.flop();
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  const grey = info.channels === 1 ? new Uint8Array(data.buffer, data.byteOffset, data.length) : firstChannel(data, info.channels);
  return { grey, w: info.width, h: info.height };
}

function firstChannel(data: Buffer, channels: number): Uint8Array {
  const out = new Uint8Array(data.length / channels);
  for (let i = 0; i < out.length; i++) out[i] = data[i * channels];
  return out;
}

export function histogram(grey: Uint8Array): Uint32Array {
  const hist = new Uint32Array(256);
  for (let i = 0; i < grey.length; i++) hist[grey[i]]++;
  return hist;
}

/** The tone below which `share` of the pixels lie. */
function percentile(hist: Uint32Array, total: number, share: number): number {
  let sum = 0;
  for (let v = 0; v < 256; v++) {
    sum += hist[v];
    if (sum >= total * share) return v;
  }
  return 255;
}

/** Stretches the tones so the darkest 0.5 % is black and the lightest 0.5 % white (in place). */
export function stretchTones(grey: Uint8Array, hist = histogram(grey)): void {
  const lo = percentile(hist, grey.length, 0.005);
  const hi = percentile(hist, grey.length, 0.995);
  if (hi - lo < 8) return;
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++) lut[v] = Math.max(0, Math.min(255, Math.round(((v - lo) * 255) / (hi - lo))));
  for (let i = 0; i < grey.length; i++) grey[i] = lut[grey[i]];
}

/**
 * Line art is paper with ink on it: most pixels are paper-light and few are mid-tones (only the
 * anti-aliased rims of the lines). A photo, or a painted design, is mostly mid-tones. Measured on
 * the stretched tones.
 */
export function classify(grey: Uint8Array): TImageKind {
  const hist = histogram(grey);
  let light = 0;
  let mid = 0;
  for (let v = 0; v < 256; v++) {
    if (v >= 200) light += hist[v];
    else if (v >= 56) mid += hist[v];
  }
  return light >= grey.length * 0.5 && mid <= grey.length * 0.12 ? 'lineart' : 'photo';
}

/** Gradient magnitude (|gx| + |gy| of the 3×3 Sobel kernels), 0 at the border. */
export function sobel(g: Uint8Array | Buffer, w: number, h: number): Uint16Array {
  const out = new Uint16Array(w * h);
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const tl = g[i - w - 1], t = g[i - w], tr = g[i - w + 1];
      const l = g[i - 1], r = g[i + 1];
      const bl = g[i + w - 1], b = g[i + w], br = g[i + w + 1];
      const gx = tr + 2 * r + br - tl - 2 * l - bl;
      const gy = bl + 2 * b + br - tl - 2 * t - tr;
      out[i] = Math.abs(gx) + Math.abs(gy);
    }
  }
  return out;
}

/**
 * Ink of a photo (or a painted design): its really dark areas plus its edges. Edges are kept with
 * hysteresis, as in Canny: a strong edge seeds a line and weaker edge pixels joined to it extend
 * it, so contours stay whole while the grain's isolated specks drop out. A higher threshold takes
 * in lighter tones and weaker edges.
 */
const FOUR_DX = [-1, 1, 0, 0];
const FOUR_DY = [0, 0, -1, 1];
const NEIGHBOUR_DX = [1, 1, 0, -1, -1, -1, 0, 1];
const NEIGHBOUR_DY = [0, -1, -1, -1, 0, 1, 1, 1];

export async function photoInk(grey: Uint8Array, w: number, h: number, threshold: number): Promise<Uint8Array> {
  // libvips blurs the raw buffer in a few milliseconds (no decode: the pixels are already here).
  const soft = await sharp(grey, { raw: { width: w, height: h, channels: 1 } }).blur(1.2).extractChannel(0).raw().toBuffer();
  const edges = sobel(soft, w, h);
  const strong = 500 - threshold * 1.5;
  const weak = strong * 0.55;
  const dark = threshold * 0.6;
  const ink = distinctDark(soft, edges, w, h, dark, weak);
  // The two sides of a dark line are edges too; they would draw a line either side of it.
  const nearDark = dilate(ink, w, h, 3);
  const stack: number[] = [];
  for (let i = 0; i < ink.length; i++) {
    if (!nearDark[i] && edges[i] > strong) {
      ink[i] = 1;
      stack.push(i);
    }
  }
  while (stack.length) {
    const i = stack.pop()!;
    const x = i % w;
    if (x === 0 || x === w - 1 || i < w || i >= w * (h - 1)) continue;
    for (let k = 0; k < 8; k++) {
      const j = i + NEIGHBOUR_DX[k] + NEIGHBOUR_DY[k] * w;
      if (!ink[j] && !nearDark[j] && edges[j] > weak) {
        ink[j] = 1;
        stack.push(j);
      }
    }
  }
  return ink;
}

/**
 * The dark areas of a photo that are things (a dark line, hair, a shadow with an edge): connected
 * dark regions whose border is, on average, an edge. A region that only fades into shade (the dark
 * side of a smooth gradient) has a border that is no edge at all, and its outline would be a
 * wandering line through the grain.
 */
function distinctDark(soft: Uint8Array | Buffer, edges: Uint16Array, w: number, h: number, dark: number, minEdge: number): Uint8Array {
  const out = new Uint8Array(w * h);
  const seen = new Uint8Array(w * h);
  const stack: number[] = [];
  const region: number[] = [];
  for (let start = 0; start < soft.length; start++) {
    if (seen[start] || soft[start] >= dark) continue;
    seen[start] = 1;
    stack.push(start);
    region.length = 0;
    let rim = 0;
    let rimEdge = 0;
    while (stack.length) {
      const i = stack.pop()!;
      region.push(i);
      const x = i % w;
      const y = (i - x) / w;
      let border = false;
      for (let k = 0; k < 4; k++) {
        const nx = x + FOUR_DX[k];
        const ny = y + FOUR_DY[k];
        if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
        const j = ny * w + nx;
        if (soft[j] >= dark) border = true;
        else if (!seen[j]) {
          seen[j] = 1;
          stack.push(j);
        }
      }
      if (border) {
        rim++;
        rimEdge += edges[i];
      }
    }
    if (rim > 0 && rimEdge / rim > minEdge) for (const i of region) out[i] = 1;
  }
  return out;
}

/** A square dilation by r pixels (two running-window passes). */
function dilate(mask: Uint8Array, w: number, h: number, r: number): Uint8Array {
  const rows = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    let last = -Infinity;
    for (let x = 0; x < w; x++) {
      if (mask[y * w + x]) last = x;
      if (x - last <= r) rows[y * w + x] = 1;
    }
    last = Infinity;
    for (let x = w - 1; x >= 0; x--) {
      if (mask[y * w + x]) last = x;
      if (last - x <= r) rows[y * w + x] = 1;
    }
  }
  const out = new Uint8Array(w * h);
  for (let x = 0; x < w; x++) {
    let last = -Infinity;
    for (let y = 0; y < h; y++) {
      if (rows[y * w + x]) last = y;
      if (y - last <= r) out[y * w + x] = 1;
    }
    last = Infinity;
    for (let y = h - 1; y >= 0; y--) {
      if (rows[y * w + x]) last = y;
      if (last - y <= r) out[y * w + x] = 1;
    }
  }
  return out;
}
