import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGenerateResponse } from '../../../core/generation-schemas';
import { mmToPt, ptToMm } from '../../../core/print/units';
import type { TTestApp } from '../../testing/build-test-app';
import { inspectPdf } from '../../testing/pdf-inspect';
import { startAppWithOpenAIFake } from '../../testing/test-setup';

let t: TTestApp;
let close: () => Promise<void>;
const KEY = 'sk-print-test-key-0001';
beforeAll(async () => {
  ({ t, close } = await startAppWithOpenAIFake(KEY));
});
afterAll(() => close());

const idOf = (url: string) => url.split('/').pop()!;

async function engineDesign() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/generate',
    payload: { prompt: 'a rose', model: 'local', seed: 42, attributes: { placement: 'forearm', style: 'traditional' } },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as TGenerateResponse).images[0];
}

async function pdf(url: string) {
  const res = await t.app.inject(url);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return { pages: await inspectPdf(res.rawPayload), res };
}

describe('GET /api/images/:id/print.pdf', () => {
  it('prints an engine design on A4 at the requested width within 0.5 mm', async () => {
    const design = await engineDesign();
    const { pages, res } = await pdf(`/api/images/${idOf(design.svgUrl!)}/print.pdf?widthMm=100&paper=a4`);
    expect(pages).toHaveLength(1);
    expect(pages[0].widthPt).toBeCloseTo(595.28, 1);
    expect(pages[0].heightPt).toBeCloseTo(841.89, 1);
    // The engine's SVG uses masks and clips: it is placed as a 300 DPI raster at exact size.
    expect(pages[0].images).toHaveLength(1);
    expect(Math.abs(ptToMm(pages[0].images[0].w) - 100)).toBeLessThan(0.5);
    expect(ptToMm(pages[0].images[0].h)).toBeCloseTo((100 * design.heightMm!) / design.widthMm!, 0);
    expect(String(res.headers['content-disposition'])).toContain('inkglow-design-100x225mm-a4.pdf');
  });

  it('defaults to the engine design’s own physical size, on Letter, mirrored', async () => {
    const design = await engineDesign();
    const { pages } = await pdf(`/api/images/${idOf(design.svgUrl!)}/print.pdf?paper=letter&mirror=1`);
    expect(pages[0].widthPt).toBeCloseTo(612, 3);
    expect(pages[0].heightPt).toBeCloseTo(792, 3);
    expect(Math.abs(ptToMm(pages[0].images[0].w) - design.widthMm!)).toBeLessThan(0.5);
  });

  it('tiles a design larger than the sheet over several pages, each part at true scale', async () => {
    const design = await engineDesign();
    const { pages } = await pdf(`/api/images/${idOf(design.svgUrl!)}/print.pdf?widthMm=300&paper=a4`);
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages) {
      // the whole design is drawn on every sheet (clipped), so its placed width is the full 300 mm
      expect(Math.abs(ptToMm(page.images[0].w) - 300)).toBeLessThan(0.5);
      expect(page.content).toMatch(/ re\s+W\s+n/); // clipped to the sheet's part
    }
  });

  it('prints a provider image from the loopback OpenAI fake at the requested width', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generate',
      headers: { 'x-openai-key': KEY },
      payload: { prompt: 'a swallow', model: 'chatgpt-image-1' },
    });
    expect(res.statusCode).toBe(200);
    const image = (res.json() as TGenerateResponse).images[0];
    expect(image.model).toBe('chatgpt-image-1');
    const { pages } = await pdf(`/api/images/${image.id}/print.pdf?widthMm=80`);
    expect(Math.abs(ptToMm(pages[0].images[0].w) - 80)).toBeLessThan(0.5);
    const brief = await pdf(`/api/images/${image.id}/brief.pdf?placement=wrist&notes=Fine%20lines%20please`);
    expect(brief.pages).toHaveLength(1);
    expect(brief.pages[0].images).toHaveLength(2); // the design and its stencil
  });

  it('refuses bad parameters with a 400 and an unknown image with a 404', async () => {
    const design = await engineDesign();
    const id = idOf(design.svgUrl!);
    for (const q of ['widthMm=2', 'widthMm=abc', 'paper=a3', 'mirror=maybe']) {
      const res = await t.app.inject(`/api/images/${id}/print.pdf?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.code).toBe('invalid_request');
    }
    expect((await t.app.inject('/api/images/00000000-0000-4000-8000-000000000000/print.pdf')).statusCode).toBe(404);
    expect((await t.app.inject('/api/images/nope/brief.pdf')).statusCode).toBe(400);
  });
});

describe('GET /api/images/:id/brief.pdf', () => {
  it('makes one page with the design, its stencil, a ruler and the size', async () => {
    const design = await engineDesign();
    const { pages } = await pdf(`/api/images/${design.id}/brief.pdf?widthMm=90&placement=forearm&prompt=a%20rose`);
    expect(pages).toHaveLength(1);
    expect(pages[0].images).toHaveLength(2);
    expect(pages[0].widthPt).toBeCloseTo(mmToPt(210), 1);
  });
});
