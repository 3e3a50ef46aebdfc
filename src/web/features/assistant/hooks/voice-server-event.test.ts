import { describe, expect, it } from 'vitest';
import { badStreamEventMessage } from '../../../lib/stream-events';
import { loadVoiceServerEventReader } from './voice-server-event';

const readVoiceServerEvent = await loadVoiceServerEventReader();

const unreadable = { ok: false, message: badStreamEventMessage('the voice conversation') };

describe('readVoiceServerEvent', () => {
  it('reads a relay event that matches ZVoiceServerEvent', () => {
    expect(
      readVoiceServerEvent(
        JSON.stringify({ type: 'session.ready', mode: 'offline', reason: 'No key' }),
      ),
    ).toEqual({
      ok: true,
      event: { type: 'session.ready', mode: 'offline', reason: 'No key' },
    });
    expect(
      readVoiceServerEvent(
        JSON.stringify({ type: 'response.audio.delta', delta: 'AAAA', item_id: 'i1' }),
      ),
    ).toMatchObject({
      ok: true,
      event: { type: 'response.audio.delta', delta: 'AAAA' },
    });
  });

  it.each([
    ['an unknown event type', JSON.stringify({ type: 'response.video.delta', delta: 'x' })],
    [
      'a session.ready with an unknown mode',
      JSON.stringify({ type: 'session.ready', mode: 'telepathy' }),
    ],
    ['an audio delta without its audio', JSON.stringify({ type: 'response.audio.delta' })],
    ['a generation.done without its image', JSON.stringify({ type: 'generation.done' })],
    ['an error without a code', JSON.stringify({ type: 'error', message: 'boom' })],
    ['text that is not JSON', '{"type": "session.ready"'],
    ['a binary message', new ArrayBuffer(4)],
  ])('turns %s into a clear error for the page', (_name, data) => {
    expect(readVoiceServerEvent(data)).toEqual(unreadable);
  });
});
