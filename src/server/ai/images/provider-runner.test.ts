import { describe, expect, it } from 'vitest';
import { ProviderError } from '../../providers/errors';
import type { TImageProvider } from '../../providers';
import type { TQuotaService } from '../quota/quota.service';
import { SERVER_KEY_MISSING_REASON } from '../keys';
import { createProviderRunner, STENCIL_PROMPT_SUFFIX } from './provider-runner';
import type { TRunnerRequest } from './image-model-runner';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

function fakeAdapter(options: { perCall?: number; fail?: ProviderError } = {}) {
  const calls: { apiKey: string; n?: number; prompt: string; seed?: number; model: string }[] = [];
  const adapter: TImageProvider = {
    provider: 'openai',
    models: ['chatgpt-image-1', 'dall-e-3'],
    editModels: ['chatgpt-image-1'],
    async generateImage(input) {
      calls.push({ apiKey: input.apiKey, n: input.n, prompt: input.prompt, seed: input.seed, model: input.model });
      if (options.fail) throw options.fail;
      const count = Math.min(input.n ?? 1, options.perCall ?? 10);
      return { images: Array.from({ length: count }, () => ({ bytes: png, mime: 'image/png' })) };
    },
    async editImage(input) {
      calls.push({ apiKey: input.apiKey, prompt: input.prompt, model: input.model });
      return { images: [{ bytes: png, mime: 'image/png' }] };
    },
  };
  return { adapter, calls };
}

function fakeQuota() {
  const log: string[] = [];
  const quota: TQuotaService = {
    status: async () => ({ limit: 5, used: 0, resetsAt: '' }),
    async reserve(userId, amount) {
      log.push(`reserve ${userId} ${amount}`);
      return { release: async () => void log.push(`release ${userId} ${amount}`) };
    },
  };
  return { quota, log };
}

const request = (over: Partial<TRunnerRequest> = {}): TRunnerRequest => ({
  prompt: 'a fox',
  attributes: {},
  n: 1,
  seed: 10,
  output: 'design',
  mirror: false,
  ...over,
});

describe('provider runner', () => {
  it('is available to signed-in users with a server key, to guests with their own key, and says why not', () => {
    const { adapter } = fakeAdapter();
    const withKey = createProviderRunner({ id: 'chatgpt-image-1', adapter, serverKeys: { openai: 'srv' } });
    const without = createProviderRunner({ id: 'chatgpt-image-1', adapter, serverKeys: {} });
    expect(withKey.availability({ userId: 'u', guestKeys: {} })).toEqual({ available: true });
    expect(without.availability({ userId: 'u', guestKeys: { openai: 'g' } })).toEqual({ available: false, reason: SERVER_KEY_MISSING_REASON });
    expect(withKey.availability({ userId: null, guestKeys: {} })).toEqual({
      available: false,
      reason: 'Enter your own OpenAI key in Settings to use this model, or use the offline engine.',
    });
    expect(without.availability({ userId: null, guestKeys: { openai: 'g' } })).toEqual({ available: true });
  });

  it('uses the server key within the quota for users and the guest key (uncounted) for guests', async () => {
    const { adapter, calls } = fakeAdapter();
    const { quota, log } = fakeQuota();
    const runner = createProviderRunner({ id: 'chatgpt-image-1', adapter, serverKeys: { openai: 'srv' }, quota });
    await runner.generate(request({ n: 2 }), { userId: 'u1', guestKeys: { openai: 'ignored' } });
    await runner.generate(request(), { userId: null, guestKeys: { openai: 'guest' } });
    expect(calls.map((c) => c.apiKey)).toEqual(['srv', 'guest']);
    expect(log).toEqual(['reserve u1 2']);
  });

  it('gives the reservation back when the provider fails', async () => {
    const { adapter } = fakeAdapter({ fail: new ProviderError({ kind: 'upstream', provider: 'openai' }) });
    const { quota, log } = fakeQuota();
    const runner = createProviderRunner({ id: 'chatgpt-image-1', adapter, serverKeys: { openai: 'srv' }, quota });
    await expect(runner.generate(request(), { userId: 'u1', guestKeys: {} })).rejects.toMatchObject({ kind: 'upstream' });
    expect(log).toEqual(['reserve u1 1', 'release u1 1']);
  });

  it('asks again until it has n images when the model makes one per call (dall-e-3)', async () => {
    const { adapter, calls } = fakeAdapter({ perCall: 1 });
    const runner = createProviderRunner({ id: 'dall-e-3', adapter, serverKeys: {} });
    const result = await runner.generate(request({ n: 3 }), { userId: null, guestKeys: { openai: 'g' } });
    expect(result.images).toHaveLength(3);
    expect(calls.map((c) => c.n)).toEqual([3, 2, 1]);
    // OpenAI does not honour seeds: no seed is claimed for its images.
    expect(result.images[0].seed).toBeUndefined();
  });

  it('asks for line art when a stencil is wanted', async () => {
    const { adapter, calls } = fakeAdapter();
    const runner = createProviderRunner({ id: 'chatgpt-image-1', adapter, serverKeys: {} });
    await runner.generate(request({ output: 'stencil' }), { userId: null, guestKeys: { openai: 'g' } });
    expect(calls[0].prompt).toBe(`a fox ${STENCIL_PROMPT_SUFFIX}`);
  });

  it('edits with the model when it can', async () => {
    const { adapter, calls } = fakeAdapter();
    const runner = createProviderRunner({ id: 'chatgpt-image-1', adapter, serverKeys: {} });
    expect(runner.canEdit).toBe(true);
    expect(createProviderRunner({ id: 'dall-e-3', adapter, serverKeys: {} }).canEdit).toBe(false);
    const result = await runner.edit({ prompt: 'bolder', image: { bytes: png, mime: 'image/png' } }, { userId: null, guestKeys: { openai: 'g' } });
    expect(result.images).toHaveLength(1);
    expect(calls[0]).toMatchObject({ apiKey: 'g', prompt: 'bolder', model: 'chatgpt-image-1' });
  });
});
