import { describe, expect, it } from 'vitest';
import type { TOpenAIProvider } from '../../providers/openai';
import { SERVER_KEY_MISSING_REASON, guestKeyMissingReason } from '../keys';
import { createTextModels } from './text-models';

function fakeOpenAI() {
  const calls: { op: string; apiKey: string; model?: string }[] = [];
  const openai = {
    async chat(input) {
      calls.push({ op: 'chat', apiKey: input.apiKey, model: input.model });
      return { text: 'answer', finishReason: 'stop' };
    },
    async *chatStream(input) {
      calls.push({ op: 'chatStream', apiKey: input.apiKey, model: input.model });
      yield 'an';
      yield 'swer';
    },
    async vision(input) {
      calls.push({ op: 'vision', apiKey: input.apiKey, model: input.model });
      return { text: 'seen', finishReason: 'stop' };
    },
    async *visionStream(input) {
      calls.push({ op: 'visionStream', apiKey: input.apiKey, model: input.model });
      yield 'seen';
    },
    async transcribe(input) {
      calls.push({ op: 'transcribe', apiKey: input.apiKey, model: input.model });
      return { text: 'heard' };
    },
  } as Partial<TOpenAIProvider> as TOpenAIProvider;
  return { openai, calls };
}

const models = { chat: 'llama3.2', vision: 'llava', transcribe: 'whisper-1' };
const user = { userId: 'u1', guestKeys: { openai: 'ignored' } };
const guest = { userId: null, guestKeys: { openai: 'guest-key' } };
const nobody = { userId: null, guestKeys: {} };
const image = { bytes: Buffer.from('png'), mime: 'image/png' };

describe('text models', () => {
  it('are available with the server key to users and with their own key to guests', () => {
    const { openai } = fakeOpenAI();
    const withKey = createTextModels({ openai, serverKeys: { openai: 'srv' }, models });
    const without = createTextModels({ openai, serverKeys: {}, models });
    for (const model of [withKey.chat, withKey.vision, withKey.transcription]) {
      expect(model.availability(user)).toEqual({ available: true, keySource: 'server' });
      expect(model.availability(guest)).toEqual({ available: true, keySource: 'guest' });
      expect(model.availability(nobody)).toEqual({ available: false, reason: guestKeyMissingReason('openai') });
    }
    expect(without.chat.availability(user)).toEqual({ available: false, reason: SERVER_KEY_MISSING_REASON });
    expect(without.chat.availability(guest)).toEqual({ available: true, keySource: 'guest' });
  });

  it('call the adapter with the resolved key and the configured model names', async () => {
    const { openai, calls } = fakeOpenAI();
    const ai = createTextModels({ openai, serverKeys: { openai: 'srv' }, models });
    expect(await ai.chat.complete(user, { messages: [{ role: 'user', content: 'hi' }] })).toBe('answer');
    let streamed = '';
    for await (const d of ai.chat.stream(guest, { messages: [{ role: 'user', content: 'hi' }] })) streamed += d;
    expect(streamed).toBe('answer');
    expect(await ai.vision.complete(user, { prompt: 'what?', image })).toBe('seen');
    for await (const d of ai.vision.stream(guest, { prompt: 'what?', image })) expect(d).toBe('seen');
    expect(await ai.transcription.transcribe(user, { audio: Buffer.from('a'), mime: 'audio/webm' })).toEqual({ text: 'heard' });
    expect(calls).toEqual([
      { op: 'chat', apiKey: 'srv', model: 'llama3.2' },
      { op: 'chatStream', apiKey: 'guest-key', model: 'llama3.2' },
      { op: 'vision', apiKey: 'srv', model: 'llava' },
      { op: 'visionStream', apiKey: 'guest-key', model: 'llava' },
      { op: 'transcribe', apiKey: 'srv', model: 'whisper-1' },
    ]);
  });

  it('refuse a caller without a key with a ProviderError, streams where they are read', async () => {
    const { openai, calls } = fakeOpenAI();
    const ai = createTextModels({ openai, serverKeys: {}, models });
    await expect(ai.chat.complete(user, { messages: [] })).rejects.toMatchObject({ kind: 'auth', message: SERVER_KEY_MISSING_REASON });
    const stream = ai.chat.stream(nobody, { messages: [] });
    await expect((async () => { for await (const _ of stream) void _; })()).rejects.toMatchObject({ kind: 'auth' });
    await expect(ai.transcription.transcribe(nobody, { audio: Buffer.from('a'), mime: 'audio/wav' })).rejects.toMatchObject({ kind: 'auth' });
    expect(calls).toEqual([]);
  });
});
