import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { TGenerateResponse } from '../../../core/generation-schemas';
import { ZStencilResponse, type TStencilResponse } from '../../../core/print/print-schemas';
import { ptToMm } from '../../../core/print/units';
import type { TTestApp } from '../../testing/build-test-app';
import { multipartForm } from '../../testing/multipart';
import { inspectPdf } from '../../testing/pdf-inspect';
import { startAppWithOpenAIFake } from '../../testing/test-setup';

let t: TTestApp;
let close: () => Promise<void>;
const KEY = 'sk-stencil-test-key-0001';
beforeAll(async () => {
  ({ t, close } = await startAppWithOpenAIFake(KEY));
});
afterAll(() => close());

const drawing = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="500" height="400"><rect width="500" height="400" fill="#fff"/>' +
        '<circle cx="200" cy="200" r="140" fill="none" stroke="#111" stroke-width="10"/>' +
        '<rect x="300" y="80" width="150" height="150" fill="#888"/><path d="M60 360 L440 360" stroke="#000" stroke-width="12"/></svg>',
    ),
  )
    .png()
    .toBuffer();

const upload = (parts: Parameters<typeof multipartForm>[0]) => {
  const { payload, headers } = multipartForm(parts);
  return t.app.inject({ method: 'POST', url: '/api/stencils', payload, headers });
};

async function expectStencil(res: Awaited<ReturnType<typeof upload>>): Promise<TStencilResponse> {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const body = ZStencilResponse.parse(res.json());
  const svg = await t.app.inject(body.svgUrl);
  expect(svg.headers['content-type']).toContain('image/svg+xml');
  expect(svg.body).toMatch(/fill="none"/);
  expect(svg.body).not.toMatch(/fill="(?!none)/);
  const png = await t.app.inject(body.url);
  expect(png.headers['content-type']).toBe('image/png');
  const meta = await sharp(png.rawPayload).metadata();
  expect([meta.width, meta.height]).toEqual([body.width, body.height]);
  return body;
}

describe('POST /api/stencils', () => {
  it('turns an uploaded drawing into a stored stencil, shading guides and mirror as asked', async () => {
    const res = await upload([
      { name: 'image', value: await drawing(), filename: 'sketch.png', type: 'image/png' },
      { name: 'threshold', value: '110' }, // the grey square is a mid-tone: a shading guide
      { name: 'mode', value: 'shading' },
      { name: 'lineMm', value: '0.6' },
      { name: 'mirror', value: '1' },
      { name: 'widthMm', value: '120' },
    ]);
    const body = await expectStencil(res);
    expect(body.sourceId).toBeNull(); // the upload itself is never kept
    expect(body.widthMm).toBe(120);
    expect(body.heightMm).toBeCloseTo(96, 0);
    expect(body.paths).toBeGreaterThan(2);
    expect((await t.app.inject(body.svgUrl)).body).toContain('stroke-dasharray');
    // The PNG is the SVG's lazy print.png (not rendered while the person waits): 300 DPI at 120 mm.
    expect(body.id).toBe(body.svgId);
    expect(body.url).toBe(`${body.svgUrl}/print.png`);
    expect(body.width).toBe(Math.round((120 / 25.4) * 300));

    // Its print is vector paths at the stencil's width.
    const pdf = await t.app.inject(body.printUrl);
    expect(pdf.statusCode).toBe(200);
    const [page] = await inspectPdf(pdf.rawPayload);
    expect(page.images).toHaveLength(0);
    const svgWidth = Number(/viewBox="0 0 (\d+)/.exec((await t.app.inject(body.svgUrl)).body)![1]);
    expect(Math.abs(ptToMm(page.vectorScales[0] * svgWidth) - 120)).toBeLessThan(0.5);
  });

  it('traces an engine design by id (its SVG, at the design’s own size)', async () => {
    const gen = await t.app.inject({ method: 'POST', url: '/api/generate', payload: { prompt: 'a rose', model: 'local', seed: 5 } });
    const image = (gen.json() as TGenerateResponse).images[0];
    const svgId = image.svgUrl!.split('/').pop()!;
    const body = await expectStencil(await t.app.inject({ method: 'POST', url: '/api/stencils', payload: { imageId: svgId } }));
    expect(body.sourceId).toBe(svgId);
    expect(body.widthMm).toBeCloseTo(image.widthMm!, 0);
    // and the PNG of the same design with JSON options
    const fromPng = await expectStencil(
      await t.app.inject({ method: 'POST', url: '/api/stencils', payload: { imageId: image.id, threshold: 90, mirror: true, widthMm: 70 } }),
    );
    expect(fromPng.widthMm).toBe(70);
  });

  it('traces a colour engine design from its ink, as a drawing, not its colour fields as a photo', async () => {
    const gen = await t.app.inject({
      method: 'POST',
      url: '/api/generate',
      payload: { prompt: 'a tiger head', model: 'local', seed: 13, attributes: { style: 'traditional', palette: 'full-color' } },
    });
    const image = (gen.json() as TGenerateResponse).images[0];
    const svg = (await t.app.inject(image.svgUrl!)).body;
    expect(svg).toMatch(/fill="#(?!fff|000|141213)[0-9a-f]{6}"/i); // it has colour fields
    const body = await expectStencil(await t.app.inject({ method: 'POST', url: '/api/stencils', payload: { imageId: image.svgUrl!.split('/').pop() } }));
    expect(body.kind).toBe('lineart');
  });

  it('traces a provider image from the loopback OpenAI fake', async () => {
    const gen = await t.app.inject({
      method: 'POST',
      url: '/api/generate',
      headers: { 'x-openai-key': KEY },
      payload: { prompt: 'a swallow', model: 'chatgpt-image-1' },
    });
    const image = (gen.json() as TGenerateResponse).images[0];
    expect(image.model).toBe('chatgpt-image-1');
    const body = await expectStencil(await t.app.inject({ method: 'POST', url: '/api/stencils', payload: { imageId: image.id, threshold: 200 } }));
    expect(body.sourceId).toBe(image.id);
  });

  it('refuses a text file renamed .png with 415 and the spec message', async () => {
    const res = await upload([{ name: 'image', value: 'hello, not an image at all', filename: 'fake.png', type: 'image/png' }]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toEqual({ code: 'invalid_file_type', message: 'Please upload an image file (JPEG, PNG, etc.)' });
  });

  it('refuses a 12 MB file with 413', async () => {
    const big = Buffer.concat([await drawing(), Buffer.alloc(12 * 1024 * 1024, 7)]);
    const res = await upload([{ name: 'image', value: big, filename: 'big.png', type: 'image/png' }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('file_too_large');
  });

  it('refuses a 60 megapixel PNG that is small on disk with 413', async () => {
    const huge = await sharp({ create: { width: 10000, height: 6000, channels: 3, background: '#fff' } })
      .greyscale()
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(1024 * 1024);
    const res = await upload([{ name: 'image', value: huge, filename: 'huge.png', type: 'image/png' }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('image_too_large');
  });

  it('refuses a truncated JPEG with 400', async () => {
    const jpeg = await sharp(await drawing()).jpeg().toBuffer();
    const res = await upload([{ name: 'image', value: jpeg.subarray(0, Math.floor(jpeg.length / 2)), filename: 'cut.jpg', type: 'image/jpeg' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('corrupt_image');
  });

  it('refuses no image, bad options and an unknown image clearly', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/stencils', payload: {} })).statusCode).toBe(400);
    expect((await upload([{ name: 'threshold', value: '100' }])).json().error.code).toBe('no_image');
    const bad = await upload([
      { name: 'image', value: await drawing(), filename: 'a.png', type: 'image/png' },
      { name: 'threshold', value: '300' },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^threshold:/);
    const mode = await t.app.inject({ method: 'POST', url: '/api/stencils', payload: { imageId: '00000000-0000-4000-8000-000000000000', mode: 'fill' } });
    expect(mode.statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'POST', url: '/api/stencils', payload: { imageId: '00000000-0000-4000-8000-000000000000' } });
    expect(missing.statusCode).toBe(404);
  });

  it('says so when nothing is dark enough to trace', async () => {
    const blank = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#fff' } }).png().toBuffer();
    const res = await upload([
      { name: 'image', value: blank, filename: 'blank.png', type: 'image/png' },
      { name: 'threshold', value: '20' },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('no_lines');
  });
});
