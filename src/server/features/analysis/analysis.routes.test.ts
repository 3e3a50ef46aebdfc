import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildTestApp, type TTestApp } from '../../testing/build-test-app';
import { multipartForm } from '../../testing/multipart';
import { ZAnalysisResult, type TAnalysisEvent } from '../../../core/analysis/analysis-schemas';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const form = multipartForm;

const design = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#fff"/>' +
        '<circle cx="200" cy="200" r="150" fill="none" stroke="#111" stroke-width="8"/>' +
        '<circle cx="200" cy="200" r="60" fill="#c1272d" stroke="#111" stroke-width="6"/></svg>',
    ),
  )
    .png()
    .toBuffer();

const analyzeImage = (parts: Parameters<typeof form>[0], headers: Record<string, string> = {}) => {
  const { payload, headers: h } = form(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/analyze/image',
    payload,
    headers: { ...h, ...headers },
  });
};

describe('POST /api/analyze/image (offline analyst)', () => {
  it('answers with a summary, the eight-step analysis and the measures', async () => {
    const res = await analyzeImage([
      { name: 'placement', value: 'calf' },
      { name: 'sizeCm', value: '12' },
      { name: 'image', value: await design(), filename: 'design.png', type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(200);
    const body = ZAnalysisResult.parse(res.json());
    expect(body.analyst).toBe('offline');
    expect(body.note).toContain('offline analyst');
    expect(body.placement).toBe('calf');
    expect(body.sizeCm).toBe(12);
    const sentences = body.summary!.split(/(?<=\.)\s+(?=[A-Z])/);
    expect(sentences.length).toBeGreaterThanOrEqual(3);
    expect(sentences.length).toBeLessThanOrEqual(4);
    for (const step of [
      'Style',
      'Technique',
      'Composition',
      'Dimension',
      'Emotion',
      'Keywords',
      'Interpretation',
      'Review',
    ]) {
      expect(body.analysis).toMatch(new RegExp(`^## \\d\\. ${step}$`, 'm'));
    }
    expect(body.measures!.palette.map((s) => s.name)).toContain('red');
    expect(body.measures!.symmetry!.horizontal).toBeGreaterThan(0.9);
  });

  it('streams server-sent events when asked to', async () => {
    const res = await analyzeImage(
      [{ name: 'image', value: await design(), filename: 'd.png', type: 'image/png' }],
      { accept: 'text/event-stream' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = res.body
      .split('\n\n')
      .filter(Boolean)
      .map((chunk) => JSON.parse(chunk.replace(/^data: /, '')) as TAnalysisEvent);
    expect(events.map((e) => e.type)).toEqual(['meta', 'summary', 'delta', 'done']);
    const done = events.at(-1) as Extract<TAnalysisEvent, { type: 'done' }>;
    expect(done.result.analysis).toContain('## 8. Review');
  });

  it('refuses a text file renamed .png with 415 and the spec message', async () => {
    const res = await analyzeImage([
      {
        name: 'image',
        value: 'just some words\n'.repeat(20),
        filename: 'photo.png',
        type: 'image/png',
      },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      error: {
        code: 'invalid_file_type',
        message: 'Please upload an image file (JPEG, PNG, etc.)',
      },
    });
  });

  it('refuses a 12 MB file with 413', async () => {
    const big = Buffer.alloc(12 * 1024 * 1024, 7);
    (await design()).copy(big);
    const res = await analyzeImage([
      { name: 'image', value: big, filename: 'big.png', type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toContain('10 MB');
  });

  it('refuses a 60 megapixel PNG that is small on disk with 413', async () => {
    const bomb = await sharp({
      create: { width: 10000, height: 6000, channels: 3, background: '#fff' },
    })
      .toColourspace('b-w')
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await analyzeImage([
      { name: 'image', value: bomb, filename: 'bomb.png', type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('image_too_large');
  }, 30_000);

  it('refuses a truncated JPEG with 400', async () => {
    const raw = Buffer.alloc(300 * 200 * 3);
    for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
    const jpeg = await sharp(raw, { raw: { width: 300, height: 200, channels: 3 } })
      .jpeg()
      .toBuffer();
    const res = await analyzeImage([
      {
        name: 'image',
        value: jpeg.subarray(0, jpeg.length >> 1),
        filename: 'cut.jpg',
        type: 'image/jpeg',
      },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('corrupt_image');
  });

  it('asks for an image when none is sent, and for a key when the AI analyst is picked without one', async () => {
    const none = await analyzeImage([{ name: 'placement', value: 'calf' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('Please upload an image to analyze');
    const json = await t.app.inject({ method: 'POST', url: '/api/analyze/image', payload: {} });
    expect(json.statusCode).toBe(400);
    const ai = await analyzeImage([
      { name: 'analyst', value: 'ai' },
      { name: 'image', value: await design(), filename: 'd.png', type: 'image/png' },
    ]);
    expect(ai.statusCode).toBe(400);
    expect(ai.json().error).toEqual({
      code: 'api_key_required',
      message: 'Please enter your OpenAI API key to analyze images',
    });
  });

  it('refuses a bad placement or size with a clear 400', async () => {
    const res = await analyzeImage([
      { name: 'sizeCm', value: '500' },
      { name: 'image', value: await design(), filename: 'd.png', type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('sizeCm');
  });
});

describe('POST /api/analyze/concept (offline analyst)', () => {
  it('answers with the seven-step analysis using the words of the concept', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analyze/concept',
      payload: {
        concept:
          'A koi fish and cherry blossom in Japanese style on my forearm, 15 cm, red and black',
      },
    });
    expect(res.statusCode).toBe(200);
    const body = ZAnalysisResult.parse(res.json());
    expect(body.analyst).toBe('offline');
    for (const step of [
      'Concept',
      'Symbolism',
      'Style fit',
      'Composition',
      'Placement and size',
      'Colour',
      'Brief for the artist',
    ]) {
      expect(body.analysis).toMatch(new RegExp(`^## \\d\\. ${step}$`, 'm'));
    }
    expect(body.analysis).toContain('perseverance');
    expect(body.analysis).toContain('**Size named:** 15 cm');
    expect(body.analysis).toMatch(/\*\*Japanese:\*\*/);
  });

  it('refuses an empty concept with the spec message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analyze/concept',
      payload: { concept: '   ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'empty_prompt',
      message: 'Please enter a description of the tattoo you want to analyze',
    });
  });
});
