// The relay's hot path. The page sends each audio chunk as exactly
// `{"type":"input_audio_buffer.append","audio":"<base64>"}` (JSON.stringify of that object), which
// is also the upstream Realtime event. Such a frame is checked byte by byte (prefix, base64 body,
// suffix, size) and forwarded as it came: no JSON parse, no string copy, no re-encoding. Anything
// else goes the slow way (JSON + schema).
import { MAX_AUDIO_CHUNK_BASE64 } from '../../../core/voice/voice-schemas';

const PREFIX = Buffer.from('{"type":"input_audio_buffer.append","audio":"');
const SUFFIX = Buffer.from('"}');
const MAX_FRAME = PREFIX.length + MAX_AUDIO_CHUNK_BASE64 + SUFFIX.length;

/** 1: a base64 letter, 2: padding, 0: anything else (a quote or backslash can never pass). */
const BASE64_CLASS = new Uint8Array(256);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/') BASE64_CLASS[c.charCodeAt(0)] = 1;
BASE64_CLASS['='.charCodeAt(0)] = 2;

/** True when `frame` is a canonical audio append with a non-empty base64 body within the size limit. */
export function isAudioFrame(frame: Buffer): boolean {
  const end = frame.length - SUFFIX.length;
  if (end <= PREFIX.length || frame.length > MAX_FRAME) return false;
  if (frame.compare(PREFIX, 0, PREFIX.length, 0, PREFIX.length) !== 0) return false;
  if (frame[end] !== SUFFIX[0] || frame[end + 1] !== SUFFIX[1]) return false;
  let padding = false;
  for (let i = PREFIX.length; i < end; i++) {
    const kind = BASE64_CLASS[frame[i]];
    if (kind === 0) return false;
    if (kind === 2) padding = true;
    else if (padding) return false; // letters after '='
  }
  return true;
}

/** The canonical frame for a base64 chunk that arrived in another shape (checked by the schema). */
export const audioFrameFor = (base64: string): string => `{"type":"input_audio_buffer.append","audio":"${base64}"}`;
