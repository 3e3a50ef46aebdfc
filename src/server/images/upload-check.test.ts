import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { checkUpload, sniffImageType } from './upload-check';
import { HttpError } from '../http-errors';

async function refusal(bytes: Buffer): Promise<HttpError> {
  try {
    await checkUpload(bytes);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

/** A noisy photo-like JPEG (noise keeps the file big enough to cut in the middle of the scan). */
async function noisyJpeg(width = 400, height = 300) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** Does this EXIF block (TIFF header + IFD0) carry a GPS IFD pointer (tag 0x8825)? */
function hasGpsPointer(exif: Buffer): boolean {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') + 6);
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (o: number) => (le ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (le ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const ifd0 = u32(4);
  const count = u16(ifd0);
  for (let i = 0; i < count; i++) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}

describe('checkUpload', () => {
  it('accepts PNG, JPEG, WebP and GIF by their content and reports the size', async () => {
    const base = sharp({ create: { width: 30, height: 20, channels: 3, background: '#884422' } });
    for (const [bytes, mime] of [
      [await base.clone().png().toBuffer(), 'image/png'],
      [await base.clone().jpeg().toBuffer(), 'image/jpeg'],
      [await base.clone().webp().toBuffer(), 'image/webp'],
      [await base.clone().gif().toBuffer(), 'image/png'],
    ] as const) {
      const checked = await checkUpload(bytes);
      expect(checked).toMatchObject({ mime, width: 30, height: 20 });
      expect((await sharp(checked.bytes).metadata()).width).toBe(30);
    }
  });

  it('accepts AVIF (read by sharp) and re-encodes it', async () => {
    const avif = await sharp({
      create: { width: 16, height: 16, channels: 3, background: '#123456' },
    })
      .avif()
      .toBuffer();
    expect(sniffImageType(avif)).toBe('heif');
    const checked = await checkUpload(avif);
    expect(checked).toMatchObject({ mime: 'image/jpeg', width: 16, height: 16 });
  });

  it('refuses a text file renamed .png with 415 and the spec message', async () => {
    const error = await refusal(
      Buffer.from('This is not an image, just some text pretending.\n'.repeat(10)),
    );
    expect(error.statusCode).toBe(415);
    expect(error.code).toBe('invalid_file_type');
    expect(error.message).toBe('Please upload an image file (JPEG, PNG, etc.)');
  });

  it('refuses SVG (not a raster upload) with 415', async () => {
    const error = await refusal(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>'),
    );
    expect(error.statusCode).toBe(415);
  });

  it('refuses a 12 MB file with 413 before looking at it', async () => {
    const big = Buffer.alloc(12 * 1024 * 1024);
    (
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer()
    ).copy(big);
    const error = await refusal(big);
    expect(error.statusCode).toBe(413);
    expect(error.message).toContain('10 MB');
  });

  it('refuses a 60 megapixel PNG that is small on disk, from its header', async () => {
    const bomb = await sharp({
      create: { width: 10000, height: 6000, channels: 3, background: '#000' },
    })
      .toColourspace('b-w')
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const error = await refusal(bomb);
    expect(error.statusCode).toBe(413);
    expect(error.code).toBe('image_too_large');
    expect(error.message).toContain('60.0 megapixels');
  }, 30_000);

  it('refuses a truncated JPEG with 400', async () => {
    const jpeg = await noisyJpeg();
    const error = await refusal(jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect(error.statusCode).toBe(400);
    expect(error.code).toBe('corrupt_image');
  });

  it('refuses a PNG whose pixel data is cut off with 400', async () => {
    const png = await sharp(await noisyJpeg())
      .png()
      .toBuffer();
    const error = await refusal(png.subarray(0, Math.floor(png.length / 2)));
    expect(error.statusCode).toBe(400);
  });

  it('strips EXIF with GPS from a photo and applies its orientation', async () => {
    const withGps = await sharp(await noisyJpeg(60, 40))
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'TestCam' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '51/1 30/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '0/1 7/1 0/1',
        },
      })
      .jpeg()
      .toBuffer();
    const before = await sharp(withGps).metadata();
    expect(before.exif && hasGpsPointer(before.exif)).toBe(true);

    const checked = await checkUpload(withGps);
    const after = await sharp(checked.bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(checked.bytes.includes(Buffer.from('TestCam'))).toBe(false);
    // Orientation 6 = rotate 90 degrees: the upright image is 40 x 60.
    expect([checked.width, checked.height]).toEqual([40, 60]);
  });
});
