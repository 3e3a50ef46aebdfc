// Any image to stencil linework (tattoo-domain §3.4): greyscale, normalised and smoothed with
// sharp; lines are what is darker than the threshold plus strong edges (a Sobel pass, so a photo's
// contours show, not only its dark areas); potrace traces them to closed curves, which are drawn
// as strokes with no fill. "shading" adds the boundaries of the mid-tones as thinner dashed guides.
import { createRequire } from 'node:module';
import sharp from 'sharp';
import potrace from 'potrace';
import type { TTraceOptions } from '../../core/print/print-schemas';

/** Long side of the working bitmap: enough for clean curves, small enough to stay under a second. */
export const TRACE_LONG_SIDE = 1024;

export interface TTracedStencil {
  svg: string;
  widthPx: number;
  heightPx: number;
  widthMm: number;
  heightMm: number;
  /** Closed outlines drawn (line paths plus shading guides). */
  paths: number;
}

export async function traceStencil(bytes: Buffer, options: TTraceOptions): Promise<TTracedStencil> {
  let pipeline = sharp(bytes, { limitInputPixels: 40_000_000 })
    .flatten({ background: '#ffffff' })
    .resize(TRACE_LONG_SIDE, TRACE_LONG_SIDE, { fit: 'inside' })
    .greyscale()
    .normalise()
    .median(3);
  if (options.mirror) pipeline = pipeline.flop();
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  const w = info.width;
  const h = info.height;
  const grey = info.channels === 1 ? data : toSingleChannel(data, info.channels);

  const edges = sobel(grey, w, h);
  // A higher threshold takes in lighter tones and weaker edges: more lines.
  const edgeCut = 520 - options.threshold * 1.5;
  const lines = new Uint8Array(w * h);
  for (let i = 0; i < lines.length; i++) lines[i] = grey[i] < options.threshold || edges[i] > edgeCut ? 1 : 0;
  const turd = Math.max(6, Math.round((w * h) / 40_000));
  const lineSubpaths = await traceMask(lines, w, h, turd);

  let guideSubpaths: string[] = [];
  if (options.mode === 'shading') {
    const mid = options.threshold + (255 - options.threshold) * 0.45;
    const tones = new Uint8Array(w * h);
    for (let i = 0; i < tones.length; i++) tones[i] = !lines[i] && grey[i] < mid ? 1 : 0;
    guideSubpaths = await traceMask(tones, w, h, turd * 3);
  }

  const widthMm = options.widthMm;
  const heightMm = (widthMm * h) / w;
  const upm = w / widthMm;
  const stroke = options.lineMm * upm;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${fmt(widthMm)}mm" height="${fmt(heightMm)}mm" viewBox="0 0 ${w} ${h}" data-units-per-mm="${upm.toFixed(6)}">` +
    `<title>InkGlow stencil${options.mirror ? ' (mirrored)' : ''}</title>` +
    (lineSubpaths.length ? pathTag(lineSubpaths.join(' '), stroke) : '') +
    (guideSubpaths.length
      ? pathTag(guideSubpaths.join(' '), stroke * 0.5, `${fmt(stroke * 2)} ${fmt(stroke * 2)}`, '#444444')
      : '') +
    '</svg>';
  return { svg, widthPx: w, heightPx: h, widthMm, heightMm, paths: lineSubpaths.length + guideSubpaths.length };
}

const fmt = (n: number) => String(Math.round(n * 100) / 100);

function pathTag(d: string, stroke: number, dash?: string, color = '#000000') {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${fmt(stroke)}" stroke-linejoin="round" stroke-linecap="round"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`;
}

function toSingleChannel(data: Buffer, channels: number): Uint8Array {
  const out = new Uint8Array(data.length / channels);
  for (let i = 0; i < out.length; i++) out[i] = data[i * channels];
  return out;
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

// potrace reads images through its own Jimp; handing it a Jimp built from our pixels skips a PNG
// encode and a JavaScript PNG decode (about a fifth of the time on a 1024 px image).
type TJimpCtor = new (
  bitmap: { data: Buffer; width: number; height: number },
  callback: (error: Error | null, image: unknown) => void,
) => unknown;
let jimp: TJimpCtor | null | undefined;
function potraceJimp(): TJimpCtor | null {
  if (jimp === undefined) {
    try {
      const fromPotrace = createRequire(createRequire(import.meta.url).resolve('potrace'));
      jimp = fromPotrace('jimp') as TJimpCtor;
    } catch {
      jimp = null;
    }
  }
  return jimp;
}

async function maskImage(mask: Uint8Array, w: number, h: number): Promise<unknown> {
  const Jimp = potraceJimp();
  if (Jimp) {
    const rgba = Buffer.alloc(w * h * 4, 255);
    for (let i = 0; i < mask.length; i++) {
      if (mask[i]) rgba[i * 4] = rgba[i * 4 + 1] = rgba[i * 4 + 2] = 0;
    }
    return new Promise((resolve, reject) =>
      new Jimp({ data: rgba, width: w, height: h }, (error, image) => (error ? reject(error) : resolve(image))),
    );
  }
  const px = Buffer.alloc(w * h);
  for (let i = 0; i < px.length; i++) px[i] = mask[i] ? 0 : 255;
  return sharp(px, { raw: { width: w, height: h, channels: 1 } }).png({ compressionLevel: 1 }).toBuffer();
}

/** Traces a 0/1 mask (1 = line) with potrace; every subpath comes back explicitly closed. */
async function traceMask(mask: Uint8Array, w: number, h: number, turdSize: number): Promise<string[]> {
  const image = await maskImage(mask, w, h);
  const tracer = new potrace.Potrace({ threshold: 128, turdSize, optTolerance: 0.4, alphaMax: 1 });
  await new Promise<void>((resolve, reject) => tracer.loadImage(image, (error) => (error ? reject(error) : resolve())));
  const d = /\sd="([^"]*)"/.exec(tracer.getPathTag('black'))?.[1] ?? '';
  return d
    .split(/(?=M)/)
    .map((s) => s.trim())
    .filter((s) => s.length > 1)
    .map((s) => `${s} Z`);
}
