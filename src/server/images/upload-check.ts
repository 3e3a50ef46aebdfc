// The one check every uploaded image goes through (analysis, stencils, edits): the bytes decide
// what the file is, never its name or the browser's type. Refuses anything that is not a raster
// image sharp can read (415), more than 10 MB (413) or more than 40 megapixels (413, read from the
// header before any decoding, so a small file that inflates to gigabytes is never decoded), and
// damaged files (400). What passes is decoded and re-encoded, turned upright by its EXIF
// orientation, with EXIF, GPS, XMP, IPTC and ICC metadata dropped.
import sharp from 'sharp';
import { HttpError } from '../http-errors';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_PIXELS = 40_000_000;

export const INVALID_FILE_TYPE_TITLE = 'Invalid file type';
export const INVALID_FILE_TYPE_MESSAGE = 'Please upload an image file (JPEG, PNG, etc.)';

export interface TCheckedUpload {
  bytes: Buffer;
  mime: string;
  width: number;
  height: number;
}

type TSniffed = 'jpeg' | 'png' | 'gif' | 'webp' | 'heif';

const HEIF_BRANDS = new Set([
  'avif',
  'avis',
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'mif1',
  'msf1',
]);

/** The container format from the magic bytes, or null when it is not an image we accept. */
export function sniffImageType(bytes: Buffer): TSniffed | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  if (
    bytes.subarray(4, 8).toString('latin1') === 'ftyp' &&
    HEIF_BRANDS.has(bytes.subarray(8, 12).toString('latin1'))
  ) {
    return 'heif';
  }
  return null;
}

const invalidType = (message = INVALID_FILE_TYPE_MESSAGE) =>
  new HttpError(415, 'invalid_file_type', message);
const damaged = () =>
  new HttpError(
    400,
    'corrupt_image',
    'The image file is damaged or incomplete. Please upload it again or try another file.',
  );

export const tooLarge = () =>
  new HttpError(
    413,
    'file_too_large',
    'The image is larger than 10 MB. Please upload a smaller file.',
  );

export async function checkUpload(bytes: Buffer): Promise<TCheckedUpload> {
  if (bytes.length === 0) throw new HttpError(400, 'no_image', 'Please upload an image to analyze');
  if (bytes.length > MAX_UPLOAD_BYTES) throw tooLarge();
  const kind = sniffImageType(bytes);
  if (!kind) throw invalidType();

  // Header only: no pixel is decoded here.
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw damaged();
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!width || !height) throw damaged();
  if (width * height > MAX_UPLOAD_PIXELS) {
    throw new HttpError(
      413,
      'image_too_large',
      `The image is ${width} x ${height} pixels (${((width * height) / 1e6).toFixed(1)} megapixels); the limit is 40 megapixels. Please upload a smaller image.`,
    );
  }
  if (kind === 'heif' && meta.compression === 'hevc') {
    throw invalidType(
      'HEIC photos cannot be read here. Please export the photo as JPEG or PNG and upload that.',
    );
  }

  return reencode(bytes, kind, meta);
}

async function reencode(
  bytes: Buffer,
  kind: TSniffed,
  meta: sharp.Metadata,
): Promise<TCheckedUpload> {
  // sharp drops all metadata unless asked to keep it; rotate() applies the EXIF orientation first.
  const pipeline = sharp(bytes, {
    limitInputPixels: MAX_UPLOAD_PIXELS,
    failOn: 'truncated',
  }).rotate();
  let out: Promise<{ data: Buffer; info: sharp.OutputInfo }>;
  let mime: string;
  if (kind === 'jpeg' || (kind === 'heif' && !meta.hasAlpha)) {
    out = pipeline.jpeg({ quality: 90, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    mime = 'image/jpeg';
  } else if (kind === 'webp') {
    out = pipeline.webp({ quality: 90 }).toBuffer({ resolveWithObject: true });
    mime = 'image/webp';
  } else {
    out = pipeline.png().toBuffer({ resolveWithObject: true });
    mime = 'image/png';
  }
  try {
    const { data, info } = await out;
    return { bytes: data, mime, width: info.width, height: info.height };
  } catch {
    throw damaged();
  }
}
