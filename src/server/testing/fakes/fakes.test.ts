// The fakes themselves: they must refuse like the real services do, or adapter tests prove nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { fakePng } from './fake-image';
import { startFluxFake, type TFluxFake } from './flux-fake';
import { startIdeogramFake, type TIdeogramFake } from './ideogram-fake';
import { startOpenAIFake, type TOpenAIFake } from './openai-fake';

let openai: TOpenAIFake;
let flux: TFluxFake;
let ideogram: TIdeogramFake;

beforeAll(async () => {
  [openai, flux, ideogram] = await Promise.all([
    startOpenAIFake({ apiKey: 'ok-openai' }),
    startFluxFake({ apiKey: 'ok-flux' }),
    startIdeogramFake({ apiKey: 'ok-ideogram' }),
  ]);
});
afterAll(() => Promise.all([openai.close(), flux.close(), ideogram.close()]));

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('fake auth checks', () => {
  it('openai: missing or wrong bearer key gives 401 in the OpenAI error shape', async () => {
    const url = `${openai.baseURL}/images/generations`;
    const none = await fetch(url, json({ model: 'gpt-image-1', prompt: 'p' }));
    expect(none.status).toBe(401);
    const wrong = await fetch(url, {
      ...json({ model: 'gpt-image-1', prompt: 'p' }),
      headers: { 'content-type': 'application/json', authorization: 'Bearer nope-nope-nope' },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({
      error: { type: 'invalid_request_error', code: 'invalid_api_key' },
    });
    const ok = await fetch(url, {
      ...json({ model: 'gpt-image-1', prompt: 'p' }),
      headers: { 'content-type': 'application/json', authorization: 'Bearer ok-openai' },
    });
    expect(ok.status).toBe(200);
    expect(openai.baseURL).toBe(`${openai.url}/v1`);
  });

  it('flux: no x-key gives 401, a wrong one 403, on submit and poll', async () => {
    expect((await fetch(`${flux.url}/v1/flux-kontext-pro`, json({ prompt: 'p' }))).status).toBe(
      401,
    );
    const wrong = await fetch(`${flux.url}/v1/flux-kontext-pro`, {
      ...json({ prompt: 'p' }),
      headers: { 'content-type': 'application/json', 'x-key': 'nope' },
    });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ detail: 'Invalid API key' });
    expect((await fetch(`${flux.url}/v1/get_result?id=x`)).status).toBe(401);
    expect(
      (await fetch(`${flux.url}/v1/get_result?id=x`, { headers: { 'x-key': 'nope' } })).status,
    ).toBe(403);
  });

  it('ideogram: missing or wrong Api-Key gives 401', async () => {
    const form = () => {
      const f = new FormData();
      f.append('prompt', 'p');
      return f;
    };
    expect(
      (await fetch(`${ideogram.url}/v1/ideogram-v3/generate`, { method: 'POST', body: form() }))
        .status,
    ).toBe(401);
    expect(
      (
        await fetch(`${ideogram.url}/v1/ideogram-v3/generate`, {
          method: 'POST',
          body: form(),
          headers: { 'Api-Key': 'nope' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await fetch(`${ideogram.url}/v1/ideogram-v3/generate`, {
          method: 'POST',
          body: form(),
          headers: { 'Api-Key': 'ok-ideogram' },
        })
      ).status,
    ).toBe(200);
  });
});

describe('fake validation and modes', () => {
  const auth = { 'content-type': 'application/json', authorization: 'Bearer ok-openai' };

  it('openai rejects fields the real API rejects', async () => {
    const res = await fetch(`${openai.baseURL}/images/generations`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ model: 'gpt-image-1', prompt: 'p', response_format: 'url' }),
    });
    expect(res.status).toBe(400);
    const n = await fetch(`${openai.baseURL}/images/generations`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ model: 'dall-e-3', prompt: 'p', n: 2 }),
    });
    expect(n.status).toBe(400);
  });

  it('DALL-E without response_format answers with a URL the fake serves', async () => {
    const res = await fetch(`${openai.baseURL}/images/generations`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ model: 'dall-e-3', prompt: 'p' }),
    });
    const body = (await res.json()) as { data: { url: string }[] };
    const img = await fetch(body.data[0].url);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await img.arrayBuffer())).metadata()).format).toBe('png');
  });

  it('a mode with times applies to that many requests, then success returns', async () => {
    openai.setMode('rate-limit', { times: 2, retryAfter: '7' });
    const call = () =>
      fetch(`${openai.baseURL}/chat/completions`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }] }),
      });
    const first = await call();
    expect(first.status).toBe(429);
    expect(first.headers.get('retry-after')).toBe('7');
    expect((await call()).status).toBe(429);
    expect((await call()).status).toBe(200);
  });

  it('flux validates sizes and aspect ratios like the API', async () => {
    const h = { 'content-type': 'application/json', 'x-key': 'ok-flux' };
    expect(
      (
        await fetch(`${flux.url}/v1/flux-2-klein-4b`, {
          method: 'POST',
          headers: h,
          body: JSON.stringify({ prompt: 'p', width: 1000 }),
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await fetch(`${flux.url}/v1/flux-kontext-pro`, {
          method: 'POST',
          headers: h,
          body: JSON.stringify({ prompt: 'p', aspect_ratio: '4:1' }),
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await fetch(`${flux.url}/v1/flux-kontext-pro`, {
          method: 'POST',
          headers: h,
          body: JSON.stringify({}),
        })
      ).status,
    ).toBe(422);
  });

  it('records each request with method, path, query, headers and body', async () => {
    flux.requests.length = 0;
    await fetch(`${flux.url}/v1/get_result?id=abc`, { headers: { 'x-key': 'ok-flux' } });
    expect(flux.requests[0]).toMatchObject({
      method: 'GET',
      path: '/v1/get_result',
      query: { id: 'abc' },
      headers: { 'x-key': 'ok-flux' },
    });
  });

  it('close() ends even with a hanging request open', async () => {
    const f = await startIdeogramFake();
    f.setMode('hang');
    const form = new FormData();
    form.append('prompt', 'p');
    const pending = fetch(`${f.url}/v1/ideogram-v3/generate`, {
      method: 'POST',
      body: form,
      headers: { 'Api-Key': 'fake-ideogram-key' },
    }).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 50));
    await f.close();
    expect(await pending).toBeInstanceOf(Error);
  });
});

describe('fakePng', () => {
  it('makes a labelled PNG of the asked size', async () => {
    const bytes = await fakePng({
      title: 'FAKE OpenAI',
      lines: ['gpt-image-1', 'a <rose> & "thorns"'],
      size: 256,
    });
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 256, height: 256 });
    // Text was drawn: the picture is not a flat fill plus frame.
    const stats = await sharp(bytes).stats();
    expect(stats.channels[0].stdev).toBeGreaterThan(5);
  });
});
