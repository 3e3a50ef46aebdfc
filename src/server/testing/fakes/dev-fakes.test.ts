import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createProviders, providersConfigFromEnv } from '../../providers';
import { DEV_FAKE_KEYS, startDevFakes, type TDevFakes } from './dev-fakes';
import type { TRecordedRequest } from './fake-server';

let fakes: TDevFakes;
const seen: [string, TRecordedRequest][] = [];

beforeAll(async () => {
  fakes = await startDevFakes({
    ports: { openai: 0, flux: 0, ideogram: 0 },
    imageSize: 128,
    latencyMs: 0,
    fluxPendingPolls: 1,
    onRequest: (p, r) => seen.push([p, r]),
  });
});
afterAll(() => fakes.close());

describe('dev fakes', () => {
  it('give an environment under which every adapter works with the fake keys', async () => {
    expect(fakes.env.OPENAI_BASE_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    const config = {
      ...providersConfigFromEnv(fakes.env),
      flux: { ...providersConfigFromEnv(fakes.env).flux, pollIntervalMs: 5 },
    };
    const p = createProviders(config);
    const results = await Promise.all([
      p.openai.generateImage({
        apiKey: fakes.env.OPENAI_API_KEY,
        model: 'chatgpt-image-1',
        prompt: 'a rose',
      }),
      p.flux.generateImage({
        apiKey: fakes.env.BFL_API_KEY,
        model: 'flux-context',
        prompt: 'a rose',
      }),
      p.ideogram.generateImage({
        apiKey: fakes.env.IDEOGRAM_API_KEY,
        model: 'ideogram',
        prompt: 'MOM',
      }),
    ]);
    for (const r of results) expect((await sharp(r.images[0].bytes).metadata()).width).toBe(128);
    expect(fakes.env.IDEOGRAM_API_KEY).toBe(DEV_FAKE_KEYS.ideogram);
    expect(new Set(seen.map(([provider]) => provider))).toEqual(
      new Set(['openai', 'flux', 'ideogram']),
    );
    expect(
      seen.filter(([provider, r]) => provider === 'flux' && r.path === '/v1/get_result'),
    ).toHaveLength(2);
  });

  it('reads empty base URLs as the real hosts', () => {
    expect(providersConfigFromEnv({ OPENAI_BASE_URL: ' ', BFL_BASE_URL: undefined })).toEqual({
      openai: { baseURL: undefined },
      flux: { baseURL: undefined },
      ideogram: { baseURL: undefined },
    });
  });
});
