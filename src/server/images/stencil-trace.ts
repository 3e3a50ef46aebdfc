// Any image to stencil linework (tattoo-domain §3.4). One decode to a greyscale working bitmap
// (stencil-raster); ink is what is darker than the threshold, and for a photo also its strong
// edges (Sobel), since a photo's contours matter more than its dark areas. A stencil has ONE line
// per drawn line: ink as narrow as a tattoo line is drawn along its centre (stencil-lines); only
// wider ink, a solid area, is outlined, by potrace. Everything is stroked, nothing filled.
// "shading" adds the boundaries of the mid-tones as thinner dashed guides.
import { createRequire } from 'node:module';
import sharp from 'sharp';
import potrace from 'potrace';
import type { TTraceOptions } from '../../core/print/print-schemas';
import { classify, decodeGrey, photoInk, stretchTones, type TImageKind } from './stencil-raster';
import { followSkeleton, polylineToPath, splitLinesAndAreas, thin } from './stencil-lines';

export { TRACE_LONG_SIDE } from './stencil-raster';

export interface TTracedStencil {
  svg: string;
  widthPx: number;
  heightPx: number;
  widthMm: number;
  heightMm: number;
  /** Lines drawn (centrelines, area outlines and shading guides). */
  paths: number;
  /** How the image was read: a drawing (ink on paper) or a photo (edges too). */
  kind: TImageKind;
}

/** Ink up to this wide is a line (one stroke along its centre); wider is an area (outlined). */
export const MAX_LINE_MM = 3.2;

export async function traceStencil(bytes: Buffer, options: TTraceOptions): Promise<TTracedStencil> {
  const { grey, w, h } = await decodeGrey(bytes, options.mirror);
  stretchTones(grey);
  const kind = classify(grey);
  const t = options.threshold;
  let ink: Uint8Array;
  if (kind === 'lineart') {
    ink = new Uint8Array(w * h);
    for (let i = 0; i < ink.length; i++) ink[i] = grey[i] < t ? 1 : 0;
  } else {
    ink = await photoInk(grey, w, h, t);
  }

  const widthMm = options.widthMm;
  const heightMm = (widthMm * h) / w;
  const upm = w / widthMm;
  const longSide = Math.max(w, h);
  const maxLinePx = Math.max(6, Math.min(MAX_LINE_MM * upm, 0.04 * longSide));
  const { lines, areas } = splitLinesAndAreas(ink, w, h, maxLinePx);
  thin(lines, w, h);
  // Photo noise leaves short crumbs; a drawing's short strokes (dots, hatching) are meant.
  const minLinePx = kind === 'photo' ? Math.max(10, longSide / 60) : 3;
  const centrelines = followSkeleton(lines, w, h, minLinePx).map((l) => polylineToPath(l, w)).filter(Boolean);
  const turd = Math.max(6, Math.round((w * h) / 40_000));
  const outlines = await traceMask(areas, w, h, turd);

  let guides: string[] = [];
  if (options.mode === 'shading') {
    const mid = t + (255 - t) * 0.45;
    const tones = new Uint8Array(w * h);
    for (let i = 0; i < tones.length; i++) tones[i] = !ink[i] && grey[i] < mid ? 1 : 0;
    guides = await traceGuides(tones, w, h, turd * 3);
  }

  const stroke = options.lineMm * upm;
  const linework = [...centrelines, ...outlines];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${fmt(widthMm)}mm" height="${fmt(heightMm)}mm" viewBox="0 0 ${w} ${h}" data-units-per-mm="${upm.toFixed(6)}">` +
    `<title>InkGlow stencil${options.mirror ? ' (mirrored)' : ''}</title>` +
    (linework.length ? pathTag(linework.join(' '), stroke) : '') +
    (guides.length ? pathTag(guides.join(' '), stroke * 0.5, `${fmt(stroke * 2)} ${fmt(stroke * 2)}`, '#444444') : '') +
    '</svg>';
  return { svg, widthPx: w, heightPx: h, widthMm, heightMm, paths: linework.length + guides.length, kind };
}

const fmt = (n: number) => String(Math.round(n * 100) / 100);

function pathTag(d: string, stroke: number, dash?: string, color = '#000000') {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${fmt(stroke)}" stroke-linejoin="round" stroke-linecap="round"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`;
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

/**
 * Shading guides are thin dashed hints of where the tones change, not lines to follow exactly, so
 * they are traced at half the working size (a quarter of the pixels: potrace's time on the tones
 * was most of what shading mode added) and drawn back at full size. Under 256 px they stay whole.
 */
export async function traceGuides(tones: Uint8Array, w: number, h: number, turdSize: number): Promise<string[]> {
  if (Math.min(w, h) < 256) return traceMask(tones, w, h, turdSize);
  const hw = w >> 1;
  const hh = h >> 1;
  const half = new Uint8Array(hw * hh);
  for (let y = 0; y < hh; y++) {
    for (let x = 0; x < hw; x++) {
      const i = 2 * y * w + 2 * x;
      // Half or more of the four pixels in tone: a one-pixel sliver does not survive, as potrace's
      // turd size would drop it anyway.
      half[y * hw + x] = tones[i] + tones[i + 1] + tones[i + w] + tones[i + w + 1] >= 2 ? 1 : 0;
    }
  }
  const paths = await traceMask(half, hw, hh, Math.max(2, Math.round(turdSize / 4)));
  // potrace writes absolute M, L and C commands only: every number is a coordinate.
  return paths.map((d) => d.replace(/-?\d+(?:\.\d+)?/g, (n) => fmt(Number(n) * 2)));
}

/** Traces a 0/1 mask (1 = line) with potrace; every subpath comes back explicitly closed. */
async function traceMask(mask: Uint8Array, w: number, h: number, turdSize: number): Promise<string[]> {
  if (!mask.some((v) => v === 1)) return [];
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
