// The key must never leave the adapter except in the provider's auth header: not in an error's
// message, stack or fields, and not in anything the adapter logs.
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFluxFake, type TFluxFake } from '../testing/fakes/flux-fake';
import { startIdeogramFake, type TIdeogramFake } from '../testing/fakes/ideogram-fake';
import { startOpenAIFake, type TOpenAIFake } from '../testing/fakes/openai-fake';
import { captureLogger, rejectionOf } from '../testing/fakes/capture-logger';
import type { TFakeMode } from '../testing/fakes/fake-server';
import { createProviders, type TProviders } from './index';

const GOOD = {
  openai: 'sk-proj-GOODSECRET-a1b2c3d4e5f6g7h8',
  flux: 'bfl-GOODSECRET-a1b2c3d4e5f6g7h8',
  ideogram: 'ideo-GOODSECRET-a1b2c3d4e5f6g7h8',
};
const WRONG = 'sk-proj-WRONGSECRET-z9y8x7w6v5u4t3s2';

let openaiFake: TOpenAIFake;
let fluxFake: TFluxFake;
let ideogramFake: TIdeogramFake;

beforeAll(async () => {
  [openaiFake, fluxFake, ideogramFake] = await Promise.all([
    startOpenAIFake({ apiKey: GOOD.openai }),
    startFluxFake({ apiKey: GOOD.flux }),
    startIdeogramFake({ apiKey: GOOD.ideogram }),
  ]);
});
afterAll(() => Promise.all([openaiFake.close(), fluxFake.close(), ideogramFake.close()]));

function everything(e: unknown): string {
  const err = e as Error;
  return [err.message, err.stack, String(e), inspect(e, { depth: 5 }), JSON.stringify(e)].join(
    '\n',
  );
}

const secretsOf = (key: string) => [key, key.slice(-12), 'SECRET'];

describe('API keys never leak', () => {
  let providers: TProviders;
  let log: ReturnType<typeof captureLogger>;

  const setup = () => {
    log = captureLogger();
    providers = createProviders({
      openai: { baseURL: openaiFake.baseURL },
      flux: { baseURL: fluxFake.url, pollIntervalMs: 5 },
      ideogram: { baseURL: ideogramFake.url },
      timeoutMs: 1_000,
      retry: { baseDelayMs: 1, maxDelayMs: 5 },
      logger: log,
    });
  };

  const runs = {
    'openai image': (key: string) =>
      providers.openai.generateImage({ apiKey: key, model: 'chatgpt-image-1', prompt: 'p' }),
    'openai chat': (key: string) =>
      providers.openai.chat({ apiKey: key, messages: [{ role: 'user', content: 'p' }] }),
    'openai stream': async (key: string) => {
      for await (const _d of providers.openai.chatStream({
        apiKey: key,
        messages: [{ role: 'user', content: 'p' }],
      }));
    },
    'flux image': (key: string) =>
      providers.flux.generateImage({ apiKey: key, model: 'flux-context', prompt: 'p' }),
    'ideogram image': (key: string) =>
      providers.ideogram.generateImage({ apiKey: key, model: 'ideogram', prompt: 'p' }),
  };
  const goodKey = (name: string) =>
    name.startsWith('openai') ? GOOD.openai : name.startsWith('flux') ? GOOD.flux : GOOD.ideogram;
  const fakes = () => [openaiFake, fluxFake, ideogramFake];

  it.each(Object.keys(runs))('%s: a refused key is not in the error or the logs', async (name) => {
    setup();
    const e = await rejectionOf(runs[name as keyof typeof runs](WRONG));
    expect(e).toMatchObject({ kind: 'auth' });
    const text = everything(e) + log.text();
    for (const s of secretsOf(WRONG)) expect(text).not.toContain(s);
    // OpenAI's 401 text echoes part of the key: it must not be passed on.
    expect(text).not.toContain('Incorrect API key');
  });

  const modes: TFakeMode[] = ['refuse-key', 'moderate', 'rate-limit', 'fail', 'hang'];
  it.each(Object.keys(runs).flatMap((name) => modes.map((mode) => [name, mode] as const)))(
    '%s in mode %s: the good key is not in the error or the logs',
    async (name, mode) => {
      setup();
      for (const f of fakes()) f.setMode(mode);
      const key = goodKey(name);
      let text = '';
      try {
        await runs[name as keyof typeof runs](key);
      } catch (e) {
        text += everything(e);
      } finally {
        for (const f of fakes()) f.setMode('succeed');
      }
      text += log.text();
      expect(log.lines.length).toBeGreaterThan(0);
      for (const s of secretsOf(key)) expect(text).not.toContain(s);
    },
  );

  it.each(Object.keys(runs))('%s: a successful call logs without the key', async (name) => {
    setup();
    await runs[name as keyof typeof runs](goodKey(name));
    expect(log.lines.some((l) => l.msg === 'provider call done')).toBe(true);
    for (const s of secretsOf(goodKey(name))) expect(log.text()).not.toContain(s);
  });
});
