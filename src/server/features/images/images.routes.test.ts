import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildTestApp, type TTestApp } from '../../testing/build-test-app';

let t: TTestApp;
let png: Buffer;
beforeAll(async () => {
  t = await buildTestApp();
  png = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

describe('GET /api/images/:id', () => {
  it('serves stored bytes with immutable caching and an ETag', async () => {
    const record = await t.app.images.save({ bytes: png, mime: 'image/png', model: 'local' });
    expect(record.width).toBe(400);
    const res = await t.app.inject(`/api/images/${record.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(png)).toBe(true);
    const again = await t.app.inject({
      url: `/api/images/${record.id}`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves a WebP variant at a card width', async () => {
    const record = await t.app.images.save({ bytes: png, mime: 'image/png', model: 'local' });
    const res = await t.app.inject(`/api/images/${record.id}?w=160`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.width).toBe(160);
  });

  it('serves the variant as AVIF to a browser that accepts it, with its own ETag and Vary: Accept', async () => {
    const record = await t.app.images.save({ bytes: png, mime: 'image/png', model: 'local' });
    const accept = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
    const res = await t.app.inject({ url: `/api/images/${record.id}?w=320`, headers: { accept } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(res.headers.vary).toMatch(/Accept/);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width]).toEqual(['heif', 320]);
    const webp = await t.app.inject({ url: `/api/images/${record.id}?w=320`, headers: { accept: 'image/webp,*/*' } });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.etag).not.toBe(res.headers.etag);
    // A WebP copy's ETag does not validate the AVIF one.
    const revalidated = await t.app.inject({ url: `/api/images/${record.id}?w=320`, headers: { accept, 'if-none-match': String(webp.headers.etag) } });
    expect(revalidated.statusCode).toBe(200);
  });

  it('rejects a bad id or width with a 400 and an unknown id with a 404', async () => {
    expect((await t.app.inject('/api/images/not-an-id')).statusCode).toBe(400);
    const record = await t.app.images.save({ bytes: png, mime: 'image/png', model: 'local' });
    const bad = await t.app.inject(`/api/images/${record.id}?w=333`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^w: must be one of/);
    const missing = await t.app.inject('/api/images/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });

  it('offers a download name when asked', async () => {
    const record = await t.app.images.save({ bytes: png, mime: 'image/png', model: 'local' });
    const res = await t.app.inject(`/api/images/${record.id}?download=tattoo-design.png`);
    expect(res.headers['content-disposition']).toBe('attachment; filename="tattoo-design.png"');
  });
});

describe('GET /api/images/:id/print.png', () => {
  it('draws the 300 DPI print PNG of an engine SVG on the first request, keeps it, and answers 304 after', async () => {
    const { design } = await t.app.engine.draw({ prompt: 'a rose', placement: 'wrist', seed: 3, output: 'design' }, 64);
    const svg = await t.app.images.save({ bytes: Buffer.from(design.svg), mime: 'image/svg+xml', model: 'local', width: design.width, height: design.height });
    const printKey = `prints/${svg.sha256}-300dpi.png`;
    expect(await t.app.images.blobs.has(printKey)).toBe(false);

    const res = await t.app.inject(`/api/images/${svg.id}/print.png?download=rose-print.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe('attachment; filename="rose-print.png"');
    const meta = await sharp(res.rawPayload).metadata();
    // The wrist canvas is 60 x 50 mm: 709 x 591 px at 300 DPI.
    expect([meta.width, meta.height]).toEqual([Math.round((60 / 25.4) * 300), Math.round((50 / 25.4) * 300)]);
    expect(await t.app.images.blobs.has(printKey)).toBe(true);

    const again = await t.app.inject(`/api/images/${svg.id}/print.png`);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    const cached = await t.app.inject({ url: `/api/images/${svg.id}/print.png`, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(cached.statusCode).toBe(304);
  });

  it('draws a print past 6000 px at a lower DPI instead (a 1.1 m stencil), so the pixmap stays bounded', async () => {
    const wide = await t.app.images.save({
      bytes: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="1100mm" height="100mm" viewBox="0 0 1100 100" data-units-per-mm="1"><path d="M10 50 L1090 50" fill="none" stroke="#000" stroke-width="2"/></svg>',
      ),
      mime: 'image/svg+xml',
      model: 'stencil',
      width: 1100,
      height: 100,
    });
    const res = await t.app.inject(`/api/images/${wide.id}/print.png`);
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([6000, Math.round(6000 / 11)]);
  });

  it('answers 404 for a raster image, an SVG without a physical size and an unknown id; 400 for a bad id', async () => {
    const raster = await t.app.images.save({ bytes: png, mime: 'image/png', model: 'local' });
    const plain = await t.app.images.save({
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>'),
      mime: 'image/svg+xml',
      model: 'upload',
      width: 10,
      height: 10,
    });
    for (const id of [raster.id, plain.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await t.app.inject(`/api/images/${id}/print.png`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'not_found', message: 'Print file not found' });
    }
    expect((await t.app.inject('/api/images/%00/print.png')).statusCode).toBe(400);
  });
});
