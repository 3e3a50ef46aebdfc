import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import {
  callerFrom,
  guestKeyMissingReason,
  guestKeysFrom,
  keyAvailability,
  keyFor,
  keySourceFor,
  SERVER_KEY_MISSING_REASON,
  serverKeysFrom,
} from './keys';

describe('request keys', () => {
  it('reads guest keys from the x-*-key headers, ignoring blank, odd or oversized values', () => {
    expect(guestKeysFrom({ 'x-openai-key': ' sk-1 ', 'x-flux-key': '', 'x-ideogram-key': 'a b' })).toEqual({ openai: 'sk-1' });
    expect(guestKeysFrom({ 'x-flux-key': 'k'.repeat(513) })).toEqual({});
    expect(guestKeysFrom({ 'x-ideogram-key': ['a', 'b'] as unknown as string })).toEqual({});
  });

  it('takes the server keys from configuration and names the key source', () => {
    expect(serverKeysFrom({ OPENAI_API_KEY: 'o', BFL_API_KEY: undefined, IDEOGRAM_API_KEY: 'i' })).toEqual({ openai: 'o', ideogram: 'i' });
    expect(keySourceFor('user-1')).toBe('server');
    expect(keySourceFor(null)).toBe('guest');
  });
});

describe('key resolution', () => {
  const server = { openai: 'srv-openai' };
  const user = { userId: 'u1', guestKeys: {} };
  const guest = { userId: null, guestKeys: { openai: 'guest-openai' } };

  it('serves signed-in users with the server key, never with a key they send', () => {
    expect(keyFor(server, { userId: 'u1', guestKeys: { openai: 'theirs' } }, 'openai')).toBe('srv-openai');
    expect(keyFor(server, user, 'flux')).toBeUndefined();
  });

  it('serves guests with their own key only, never with the server key', () => {
    expect(keyFor(server, guest, 'openai')).toBe('guest-openai');
    expect(keyFor(server, { userId: null, guestKeys: {} }, 'openai')).toBeUndefined();
  });

  it('says who serves an available model and why an unavailable one is not', () => {
    expect(keyAvailability(server, user, 'openai')).toEqual({ available: true, keySource: 'server' });
    expect(keyAvailability(server, guest, 'openai')).toEqual({ available: true, keySource: 'guest' });
    expect(keyAvailability({}, user, 'openai')).toEqual({ available: false, reason: SERVER_KEY_MISSING_REASON });
    expect(keyAvailability(server, { userId: null, guestKeys: {} }, 'ideogram')).toEqual({
      available: false,
      reason: guestKeyMissingReason('ideogram'),
    });
  });

  it('reads guest keys only for callers without a session', async () => {
    const request = { headers: { 'x-openai-key': 'sk-guest' } } as unknown as FastifyRequest;
    expect(await callerFrom(async () => null, request)).toEqual({ userId: null, guestKeys: { openai: 'sk-guest' } });
    expect(await callerFrom(async () => ({ id: 'u9' }), request)).toEqual({ userId: 'u9', guestKeys: {} });
  });
});
