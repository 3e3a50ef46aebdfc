import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../testing/build-test-app';
import { TRANSCRIBE_NO_KEY_MESSAGE } from '../../../core/chat/chat-schemas';

/** A silent 16-bit mono WAV of `seconds` at `rate` Hz. */
export function silentWav(seconds: number, rate = 16000): Buffer {
  const data = Math.round(seconds * rate) * 2;
  const b = Buffer.alloc(44 + data);
  b.write('RIFF', 0);
  b.writeUInt32LE(36 + data, 4);
  b.write('WAVE', 8);
  b.write('fmt ', 12);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(rate, 24);
  b.writeUInt32LE(rate * 2, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36);
  b.writeUInt32LE(data, 40);
  return b;
}

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/transcribe', payload });

function multipart(bytes: Buffer, type = 'audio/wav') {
  const boundary = '----inkglowtest';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="voice.wav"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('POST /api/transcribe: limits and bad input', () => {
  it('refuses a recording over 1 MB with 413', async () => {
    const res = await post({ audio: Buffer.alloc(1_100_000, 1).toString('base64') });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('audio_too_large');
  });

  it('refuses a WAV longer than 10 seconds with 400', async () => {
    const res = await post({ audio: silentWav(12, 8000).toString('base64'), mime: 'audio/wav' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/too long/);
  });

  it('refuses a recording the browser says is longer than 10 seconds', async () => {
    const res = await post({ audio: 'GkXfo0AgQoaBAUL3gQFC8oEEQvOBCEKChHdlYm0=', mime: 'audio/webm', durationMs: 15000 });
    expect(res.statusCode).toBe(400);
  });

  it('refuses text that is not base64, an empty body and a non-audio type', async () => {
    expect((await post({ audio: 'not base64 at all!' })).statusCode).toBe(400);
    expect((await post({})).statusCode).toBe(400);
    expect((await post({ audio: 'AAAA', mime: 'image/png' })).statusCode).toBe(400);
  });

  it('refuses a multipart file over the limit with 413', async () => {
    const form = multipart(Buffer.alloc(1_100_000, 1));
    const res = await t.app.inject({ method: 'POST', url: '/api/transcribe', ...form });
    expect(res.statusCode).toBe(413);
  });

  it('with no key says to type instead', async () => {
    const res = await post({ audio: silentWav(1).toString('base64'), mime: 'audio/wav' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'transcription_unavailable', message: TRANSCRIBE_NO_KEY_MESSAGE });
    const form = multipart(silentWav(1));
    const res2 = await t.app.inject({ method: 'POST', url: '/api/transcribe', ...form });
    expect(res2.json().error.code).toBe('transcription_unavailable');
  });
});
