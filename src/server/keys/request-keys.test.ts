import { describe, expect, it } from 'vitest';
import { abortOnClientClose, guestKeysFrom, keySourceFor, serverKeysFrom } from './request-keys';
import { EventEmitter } from 'node:events';

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

  it('aborts when the response closes before it finished, not after', () => {
    const open = Object.assign(new EventEmitter(), { writableFinished: false });
    const signal = abortOnClientClose(open);
    open.emit('close');
    expect(signal.aborted).toBe(true);
    const done = Object.assign(new EventEmitter(), { writableFinished: true });
    const kept = abortOnClientClose(done);
    done.emit('close');
    expect(kept.aborted).toBe(false);
  });
});
