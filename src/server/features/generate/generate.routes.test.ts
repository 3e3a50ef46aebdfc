import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { EMPTY_PROMPT_MESSAGE, type TGenerateResponse, type TGenerationsResponse } from '../../../core/generation-schemas';
import { buildTestApp, type TTestApp } from '../../testing/build-test-app';
import { signUpAndGetCookie } from '../../testing/auth-helpers';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const generate = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/generate', payload: payload as object, headers });

async function bytesOf(url: string) {
  const response = await t.app.inject({ url });
  expect(response.statusCode).toBe(200);
  return { type: String(response.headers['content-type']), body: response.rawPayload };
}

describe('POST /api/generate with the offline engine', () => {
  it('stores the preview PNG and the SVG, and serves them and the 300 DPI print PNG', async () => {
    const response = await generate({
      prompt: 'A Japanese style tattoo of a koi fish',
      model: 'local',
      seed: 1234,
      attributes: { subject: 'koi fish', style: 'japanese', placement: 'forearm' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as TGenerateResponse;
    expect(body.model).toBe('local');
    expect(body.fallbackFrom).toBeUndefined();
    expect(body.images).toHaveLength(1);
    const [image] = body.images;
    expect(image).toMatchObject({ model: 'local', seed: 1234, prompt: 'A Japanese style tattoo of a koi fish' });
    expect(image.generationId).toBeUndefined(); // guests keep history in the page
    expect(Math.max(image.width, image.height)).toBe(1024);

    const png = await bytesOf(image.url);
    expect(png.type).toBe('image/png');
    const meta = await sharp(png.body).metadata();
    expect([meta.width, meta.height]).toEqual([image.width, image.height]);

    const svg = await bytesOf(image.svgUrl!);
    expect(svg.type).toContain('image/svg+xml');
    expect(svg.body.toString('utf8')).toContain('<svg');

    // The print PNG is drawn from the stored SVG on this first request.
    expect(image.printUrl).toBe(`${image.svgUrl}/print.png`);
    const print = await bytesOf(image.printUrl!);
    const printMeta = await sharp(print.body).metadata();
    // 300 DPI at the design's physical width.
    expect(printMeta.width).toBe(Math.round((image.widthMm! / 25.4) * 300));
  });

  it('makes n variations that differ, with seeds seed + i', async () => {
    const response = await generate({ prompt: 'a rose and a dagger', n: 3, seed: 77 });
    expect(response.statusCode).toBe(200);
    const { images } = response.json() as TGenerateResponse;
    expect(images.map((i) => i.seed)).toEqual([77, 78, 79]);
    const hashes = await Promise.all(images.map(async (i) => (await bytesOf(i.url)).body.toString('base64')));
    expect(new Set(hashes).size).toBe(3);
  });

  it('gives the same bytes for the same seed and request', async () => {
    const payload = { prompt: 'a swallow', seed: 4_000_000_000, attributes: { style: 'traditional' } };
    const a = (await generate(payload)).json() as TGenerateResponse;
    const b = (await generate(payload)).json() as TGenerateResponse;
    expect(a.images[0].seed).toBe(4_000_000_000);
    const [ba, bb] = await Promise.all([bytesOf(a.images[0].url), bytesOf(b.images[0].url)]);
    expect(ba.body.equals(bb.body)).toBe(true);
  });

  it('renders the same seed as a stencil, mirrored on request', async () => {
    const base = { prompt: 'a wolf head', seed: 9, attributes: { style: 'blackwork' } };
    const design = (await generate(base)).json() as TGenerateResponse;
    const stencil = (await generate({ ...base, output: 'stencil' })).json() as TGenerateResponse;
    const mirrored = (await generate({ ...base, output: 'stencil', mirror: true })).json() as TGenerateResponse;
    const [d, s, m] = await Promise.all([design, stencil, mirrored].map((r) => bytesOf(r.images[0].svgUrl!)));
    expect(s.body.equals(d.body)).toBe(false);
    expect(m.body.equals(s.body)).toBe(false);
    expect(m.body.toString('utf8')).toMatch(/scale\(-1/);
  });

  it('falls back to the offline engine for a model this server has not configured, and says so', async () => {
    const response = await generate({ prompt: 'a lion', model: 'chatgpt-image-one', seed: 5 });
    expect(response.statusCode).toBe(200);
    const body = response.json() as TGenerateResponse;
    expect(body.model).toBe('local');
    expect(body.fallbackFrom).toBe('chatgpt-image-1');
    expect(body.note).toContain('Enter your own OpenAI key in Settings');
  });

  it('passes on the engine note when it could not match the subject', async () => {
    const response = await generate({ prompt: 'x', seed: 3, attributes: { subject: 'quantum refrigerator' } });
    const body = response.json() as TGenerateResponse;
    expect(body.subjectMatched).toBe(false);
    expect(body.note).toContain("No motif for 'quantum refrigerator'");
    const matched = (await generate({ prompt: 'x', seed: 3, attributes: { subject: 'animals' } })).json() as TGenerateResponse;
    expect(matched.subjectMatched).toBe(true);
    expect(matched.note).toBeUndefined();
  });

  it('says when a realism request was drawn as the offline black-and-grey study, though the subject matched', async () => {
    const response = await generate({ prompt: 'a realistic wolf portrait', seed: 3, attributes: { style: 'realism' } });
    const body = response.json() as TGenerateResponse;
    expect(response.statusCode).toBe(200);
    expect(body.subjectMatched).toBe(true);
    expect(body.note).toContain('black-and-grey tonal study');
    expect(body.note).toContain('photo-real detail needs an AI image model');
  });
});

describe('POST /api/generate validation', () => {
  const expect400 = async (payload: unknown, message: string | RegExp) => {
    const response = await generate(payload);
    expect(response.statusCode).toBe(400);
    const { error } = response.json() as { error: { code: string; message: string } };
    if (typeof message === 'string') expect(error.message).toBe(message);
    else expect(error.message).toMatch(message);
  };

  it('refuses an empty or missing prompt with the spec message', async () => {
    await expect400({ prompt: '   ' }, EMPTY_PROMPT_MESSAGE);
    await expect400({ model: 'local' }, EMPTY_PROMPT_MESSAGE);
  });

  it('names the field of other bad values', async () => {
    await expect400({ prompt: 'x', model: 'midjourney' }, /^model: unknown model "midjourney"/);
    await expect400({ prompt: 'x', n: 9 }, 'n: must be from 1 to 4');
    await expect400({ prompt: 'x', seed: -5 }, /^seed: /);
    await expect400({ prompt: 'x', output: 'poster' }, /^output: /);
    await expect400({ prompt: 'x', attributes: { style: 'cubism' } }, /^attributes\.style: must be one of the styles/);
    await expect400({ prompt: 'x', attributes: { palette: 'neon' } }, /^attributes\.palette: /);
  });

  it('cuts a 10,000-character prompt at a word boundary instead of refusing it', async () => {
    const prompt = 'snake '.repeat(1667);
    const response = await generate({ prompt, seed: 1 });
    expect(response.statusCode).toBe(200);
    const body = response.json() as TGenerateResponse;
    expect(body.images[0].prompt.length).toBeLessThanOrEqual(280);
    expect(body.images[0].prompt.endsWith('snake')).toBe(true);
  });
});

describe('history', () => {
  it('answers 401 to guests', async () => {
    const response = await t.app.inject({ url: '/api/generations' });
    expect(response.statusCode).toBe(401);
  });

  it('records a signed-in user’s generations, newest first, paged, with owned images', async () => {
    const user = await signUpAndGetCookie(t.app);
    const headers = { cookie: user.cookie };
    const first = (await generate({ prompt: 'first', seed: 10, attributes: { style: 'tribal' } }, headers)).json() as TGenerateResponse;
    const second = (await generate({ prompt: 'second', n: 2, seed: 20, output: 'stencil', mirror: true }, headers)).json() as TGenerateResponse;
    expect(second.images.every((i) => i.generationId)).toBe(true);

    const all = (await t.app.inject({ url: '/api/generations', headers })).json() as TGenerationsResponse;
    expect(all.generations.map((g) => g.prompt)).toEqual(['second', 'second', 'first']);
    expect(all.generations[0]).toMatchObject({
      id: second.images[0].generationId,
      url: second.images[0].url,
      svg_url: second.images[0].svgUrl,
      print_url: second.images[0].printUrl,
      seed: 20,
      output: 'stencil',
      mirror: true,
      model: 'local',
      description: 'Drawn by the InkGlow offline engine from your specifications',
    });
    expect(all.generations[2].attributes).toEqual({ style: 'tribal' });
    expect(all.generations[2].id).toBe(first.images[0].generationId);

    const page1 = (await t.app.inject({ url: '/api/generations?limit=2', headers })).json() as TGenerationsResponse;
    expect(page1.generations).toHaveLength(2);
    expect(page1.nextBefore).toBe(page1.generations[1].id);
    const page2 = (
      await t.app.inject({ url: `/api/generations?limit=2&before=${page1.nextBefore}`, headers })
    ).json() as TGenerationsResponse;
    expect(page2.generations.map((g) => g.prompt)).toEqual(['first']);
    expect(page2.nextBefore).toBeUndefined();

    // Another user sees none of it.
    const other = await signUpAndGetCookie(t.app);
    const theirs = (await t.app.inject({ url: '/api/generations', headers: { cookie: other.cookie } })).json() as TGenerationsResponse;
    expect(theirs.generations).toEqual([]);

    // Description edits are kept, for the owner only.
    const id = all.generations[0].id;
    const patch = await t.app.inject({ method: 'PATCH', url: `/api/generations/${id}`, headers, payload: { description: 'For my left arm' } });
    expect(patch.json()).toMatchObject({ id, description: 'For my left arm' });
    // Cleared, it says again what drew it (the offline engine here), not the AI text.
    const cleared = await t.app.inject({ method: 'PATCH', url: `/api/generations/${id}`, headers, payload: { description: '' } });
    expect(cleared.json()).toMatchObject({ id, description: 'Drawn by the InkGlow offline engine from your specifications' });
    const stranger = await t.app.inject({
      method: 'PATCH',
      url: `/api/generations/${id}`,
      headers: { cookie: other.cookie },
      payload: { description: 'mine now' },
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('validates the paging query', async () => {
    const user = await signUpAndGetCookie(t.app);
    const response = await t.app.inject({ url: '/api/generations?limit=0', headers: { cookie: user.cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/^limit: /);
  });
});

