import { describe, expect, it } from 'vitest';
import { MAX_AUDIO_CHUNK_BASE64 } from '../../../core/voice/voice-schemas';
import { audioFrameFor, isAudioFrame } from './audio-frame';

const frame = (audio: string) => Buffer.from(JSON.stringify({ type: 'input_audio_buffer.append', audio }));

describe('isAudioFrame', () => {
  it("accepts the page's own frames, as JSON.stringify writes them", () => {
    const audio = Buffer.alloc(8192, 7).toString('base64');
    expect(isAudioFrame(frame(audio))).toBe(true);
    expect(isAudioFrame(frame('AAAA'))).toBe(true);
    expect(isAudioFrame(frame('AA=='))).toBe(true);
    expect(isAudioFrame(Buffer.from(audioFrameFor('QUJD')))).toBe(true);
  });

  it('refuses anything that could smuggle JSON or is not a plain append', () => {
    expect(isAudioFrame(frame(''))).toBe(false);
    expect(isAudioFrame(frame('AA"},"x":"y'))).toBe(false);
    expect(isAudioFrame(frame('AA\\u0022'))).toBe(false);
    expect(isAudioFrame(frame('AA=A'))).toBe(false);
    expect(isAudioFrame(frame('AA AA'))).toBe(false);
    expect(isAudioFrame(Buffer.from('{"type":"input_audio_buffer.append","audio":"AAAA","extra":1}'))).toBe(false);
    expect(isAudioFrame(Buffer.from('{ "type":"input_audio_buffer.append","audio":"AAAA"}'))).toBe(false);
    expect(isAudioFrame(Buffer.from('{"type":"input_audio_buffer.commit"}'))).toBe(false);
    expect(isAudioFrame(Buffer.from('{"type":"input_audio_buffer.append","audio":"AAAA"'))).toBe(false);
  });

  it('refuses a chunk over the size limit', () => {
    expect(isAudioFrame(frame('A'.repeat(MAX_AUDIO_CHUNK_BASE64)))).toBe(true);
    expect(isAudioFrame(frame('A'.repeat(MAX_AUDIO_CHUNK_BASE64 + 1)))).toBe(false);
  });
});
