// The AI analyst through app.inject against the loopback OpenAI fake: a guest's own key in
// x-openai-key, the upload sent to the vision model as a data URL, max_tokens 2000.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildTestApp, type TTestApp } from '../../testing/build-test-app';
import { startOpenAIFake, type TOpenAIFake } from '../../testing/fakes/openai-fake';
import { ZAnalysisResult, type TAnalysisEvent } from '../../../core/analysis/analysis-schemas';

const KEY = 'fake-openai-key';
let fake: TOpenAIFake;
let t: TTestApp;
beforeAll(async () => {
  fake = await startOpenAIFake({ apiKey: KEY });
  t = await buildTestApp({ OPENAI_BASE_URL: fake.baseURL });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

function form(parts: { name: string; value: string | Buffer; filename?: string }[]) {
  const boundary = '----inkglowaitest';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const head = p.filename
      ? `form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: image/jpeg`
      : `form-data; name="${p.name}"`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${head}\r\n\r\n`),
      Buffer.from(p.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const chatCalls = () => fake.requests.filter((r) => r.path === '/v1/chat/completions');

const photoWithGps = async () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: '#bb4422' } })
    .jpeg()
    .withExifMerge({
      IFD0: { Make: 'SecretCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
    })
    .toBuffer();

describe('AI analyst (vision and chat against the OpenAI fake)', () => {
  it('sends the checked upload to the vision model as a data URL without its EXIF, 2000 tokens max', async () => {
    const { payload, headers } = form([
      { name: 'image', value: await photoWithGps(), filename: 'p.jpg' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analyze/image',
      payload,
      headers: { ...headers, 'x-openai-key': KEY },
    });
    expect(res.statusCode).toBe(200);
    const body = ZAnalysisResult.parse(res.json());
    expect(body.analyst).toBe('ai');
    expect(body.analysis).toContain(
      'Fake analysis from the fake OpenAI server: a 120x80 image/jpeg image.',
    );
    expect(body.measures?.palette.length).toBeGreaterThan(0);

    const call = chatCalls().at(-1)!;
    const sent = call.body as {
      model: string;
      max_tokens?: number;
      max_completion_tokens?: number;
      messages: {
        role: string;
        content: string | { type: string; image_url?: { url: string } }[];
      }[];
    };
    expect(sent.model).toBe('gpt-4o');
    expect(sent.max_tokens ?? sent.max_completion_tokens).toBe(2000);
    expect(sent.messages[0].role).toBe('system');
    const parts = sent.messages.at(-1)!.content as { type: string; image_url?: { url: string } }[];
    const url = parts.find((p) => p.type === 'image_url')!.image_url!.url;
    expect(url).toMatch(/^data:image\/jpeg;base64,/);
    const sentBytes = Buffer.from(url.split(',')[1], 'base64');
    expect((await sharp(sentBytes).metadata()).exif).toBeUndefined();
    expect(sentBytes.includes(Buffer.from('SecretCam'))).toBe(false);
    expect(JSON.stringify(res.json())).not.toContain(KEY);
  });

  it('streams the vision answer as deltas, then the result', async () => {
    const { payload, headers } = form([
      { name: 'image', value: await photoWithGps(), filename: 'p.jpg' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analyze/image',
      payload,
      headers: { ...headers, 'x-openai-key': KEY, accept: 'text/event-stream' },
    });
    const events = res.body
      .split('\n\n')
      .filter(Boolean)
      .map((c) => JSON.parse(c.slice(6)) as TAnalysisEvent);
    expect(events[0]).toMatchObject({ type: 'meta', analyst: 'ai' });
    expect(events.filter((e) => e.type === 'delta').length).toBeGreaterThan(1);
    expect(events.at(-1)?.type).toBe('done');
  });

  it('analyses a concept with the chat model', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analyze/concept',
      payload: { concept: 'a swallow and an anchor' },
      headers: { 'x-openai-key': KEY },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'concept', analyst: 'ai' });
    expect(res.json().analysis).toContain('a swallow and an anchor');
  });

  it('answers offline without a key unless the AI analyst is asked for by name', async () => {
    const auto = await t.app.inject({
      method: 'POST',
      url: '/api/analyze/concept',
      payload: { concept: 'a rose' },
    });
    expect(auto.json()).toMatchObject({ analyst: 'offline' });
    const ai = await t.app.inject({
      method: 'POST',
      url: '/api/analyze/concept',
      payload: { concept: 'a rose', analyst: 'ai' },
    });
    expect(ai.statusCode).toBe(400);
    expect(ai.json().error).toEqual({
      code: 'api_key_required',
      message: 'Please enter your OpenAI API key to analyze concepts',
    });
  });

  it('turns a provider failure into a clear error', async () => {
    fake.setMode('fail');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analyze/concept',
      payload: { concept: 'a rose' },
      headers: { 'x-openai-key': KEY },
    });
    fake.setMode('succeed');
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('analysis_failed');
  });
});
