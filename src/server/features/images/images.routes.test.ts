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
