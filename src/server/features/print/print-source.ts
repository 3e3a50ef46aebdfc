// Turns a stored image into printable art at a physical width: the vector original when there is
// one the PDF can draw as paths, otherwise a raster at up to 300 DPI (never upscaled, capped so a
// back piece stays a sane file), mirrored when asked.
import sharp from 'sharp';
import { mmToPx, PRINT_DPI } from '../../../core/print/units';
import { notFound } from '../../http-errors';
import type { TImageRecord } from '../../images/image-store';
import { readVectorSvg, svgWidthMm } from '../../images/svg-vector';
import type { TArt } from './print-art';
import type { TImageContext } from './print.repository';

/** Default physical width when nothing says how big the image is meant to be. */
export const DEFAULT_WIDTH_MM = 100;
/** Raster long side cap (a 1.2 m piece still prints at over 120 DPI). */
export const MAX_RASTER_SIDE = 6000;

export interface TPrintSourceDeps {
  find(id: string): Promise<TImageRecord | undefined>;
  read(record: TImageRecord): Promise<Buffer>;
  contextOf(id: string): Promise<TImageContext | null>;
  renderSvg(svg: string, longSidePx: number): Promise<Buffer>;
}

export interface TPrintable {
  art: TArt;
  widthMm: number;
  heightMm: number;
  effectiveDpi?: number;
  context: TImageContext | null;
  /** The record the art came from (the vector original for engine designs). */
  source: TImageRecord;
}

export async function loadPrintable(
  deps: TPrintSourceDeps,
  id: string,
  opts: { widthMm?: number; mirror: boolean },
): Promise<TPrintable> {
  const record = await deps.find(id);
  if (!record) throw notFound('Image');
  const context = await deps.contextOf(id);
  let source = record;
  if (record.mime !== 'image/svg+xml' && context?.svgImageId) {
    source = (await deps.find(context.svgImageId)) ?? record;
  }
  const bytes = await deps.read(source);
  if (source.mime === 'image/svg+xml') {
    const text = bytes.toString('utf8');
    const vector = readVectorSvg(text);
    const naturalW = vector?.width ?? source.width;
    const naturalH = vector?.height ?? source.height;
    const widthMm = opts.widthMm ?? svgWidthMm(text) ?? DEFAULT_WIDTH_MM;
    const heightMm = (widthMm * naturalH) / naturalW;
    if (vector) return { art: { kind: 'vector', svg: vector }, widthMm, heightMm, context, source };
    const target = rasterSide(widthMm, heightMm);
    const png = await deps.renderSvg(text, target.longSide);
    return { ...(await rasterArt(png, widthMm, opts.mirror, target.longSide)), heightMm, context, source };
  }
  const meta = await sharp(bytes).metadata();
  const wPx = meta.width ?? source.width;
  const hPx = meta.height ?? source.height;
  const declared = meta.density && meta.density > 72 ? (wPx / meta.density) * 25.4 : undefined;
  const widthMm = opts.widthMm ?? declared ?? DEFAULT_WIDTH_MM;
  const heightMm = (widthMm * hPx) / wPx;
  const target = rasterSide(widthMm, heightMm);
  return { ...(await rasterArt(bytes, widthMm, opts.mirror, target.longSide)), heightMm, context, source };
}

function rasterSide(widthMm: number, heightMm: number) {
  return { longSide: Math.min(MAX_RASTER_SIDE, Math.round(mmToPx(Math.max(widthMm, heightMm), PRINT_DPI))) };
}

async function rasterArt(bytes: Buffer, widthMm: number, mirror: boolean, longSide: number) {
  let img = sharp(bytes)
    .resize(longSide, longSide, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' });
  if (mirror) img = img.flop();
  // JPEG goes into the PDF as it is; a PNG would be decoded and recompressed in JavaScript.
  const { data, info } = await img
    .jpeg({ quality: 94, chromaSubsampling: '4:4:4' })
    .toBuffer({ resolveWithObject: true });
  const art: TArt = { kind: 'raster', bytes: data, mime: 'image/jpeg', widthPx: info.width, heightPx: info.height };
  return { art, widthMm, effectiveDpi: info.width / (widthMm / 25.4) };
}
