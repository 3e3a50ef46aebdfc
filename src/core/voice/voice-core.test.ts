import { describe, expect, it } from 'vitest';
import { buildSessionUpdate, mapUpstreamEvent, toolResultEvents } from './realtime-protocol';
import { mergePreferences, missingPreferences, preferencesPrompt, preferencesToAttributes } from './voice-preferences';
import { ZVoiceClientMessage, ZVoiceStart, shouldReconnect } from './voice-schemas';

describe('voice preferences', () => {
  it('merges tool arguments, ignoring unknown fields and non-text, clearing on empty', () => {
    const a = mergePreferences({}, { subject: ' swallow ', style: 'traditional', bogus: 'x', color: 3 });
    expect(a).toEqual({ subject: 'swallow', style: 'traditional' });
    expect(mergePreferences(a, { style: '' })).toEqual({ subject: 'swallow' });
    expect(mergePreferences(a, null)).toBe(a);
  });

  it('is complete with subject (or lettering), style and color', () => {
    expect(missingPreferences({ subject: 'swallow', style: 'traditional' })).toEqual(['color']);
    expect(missingPreferences({ subject: 'swallow', style: 'traditional', color: 'full color' })).toEqual([]);
    expect(missingPreferences({ text: 'Mom', style: 'script', color: 'black' })).toEqual([]);
    expect(missingPreferences({})).toEqual(['subject', 'style', 'color']);
  });

  it('maps spoken words to option ids and builds the spec sentence', () => {
    const prefs = { subject: 'swallow', style: 'Traditional', color: 'full color', placement: 'my forearm', technique: 'bold lines' };
    expect(preferencesToAttributes(prefs)).toMatchObject({ style: 'traditional', palette: 'full-color', placement: 'forearm', technique: 'bold-lines' });
    expect(preferencesPrompt(prefs)).toBe(
      'A traditional style tattoo of swallow with bold lines technique, using a full color color palette, designed for forearm placement.',
    );
    expect(preferencesPrompt({ subject: 'rose', style: 'sketchy', text: 'Mom' })).toContain('sketchy style');
    expect(preferencesPrompt({ subject: 'rose', style: 'sketchy', text: 'Mom' })).toContain('Lettering: "Mom"');
  });
});

describe('realtime protocol mapping', () => {
  it('builds a GA session.update with server VAD, transcription and both tools', () => {
    const update = buildSessionUpdate({ turnDetection: 'server_vad' });
    expect(update.session).toMatchObject({ type: 'realtime', audio: { input: { turn_detection: { type: 'server_vad' } } } });
    expect(update.session.tools.map((t) => t.name)).toEqual(['update_preferences', 'generate_tattoo']);
    expect(buildSessionUpdate({ turnDetection: 'push_to_talk' }).session).toMatchObject({ audio: { input: { turn_detection: null } } });
    expect(buildSessionUpdate({ turnDetection: 'server_vad' }, 'beta').session).toMatchObject({ input_audio_format: 'pcm16' });
  });

  it('maps GA and beta names to the page events', () => {
    for (const type of ['response.output_audio.delta', 'response.audio.delta'])
      expect(mapUpstreamEvent({ type, delta: 'AAA=' })).toEqual({ kind: 'forward', event: { type: 'response.audio.delta', delta: 'AAA=', item_id: undefined } });
    expect(mapUpstreamEvent({ type: 'response.output_audio_transcript.done', transcript: 'Hi' })).toMatchObject({
      event: { type: 'response.audio_transcript.done', transcript: 'Hi' },
    });
    expect(mapUpstreamEvent({ type: 'input_audio_buffer.speech_started' })).toEqual({ kind: 'barge-in' });
    expect(
      mapUpstreamEvent({ type: 'response.function_call_arguments.done', call_id: 'c1', name: 'update_preferences', arguments: '{"style":"japanese"}' }),
    ).toEqual({ kind: 'tool-call', callId: 'c1', name: 'update_preferences', args: { style: 'japanese' } });
    expect(mapUpstreamEvent({ type: 'response.function_call_arguments.done', call_id: 'c', name: 'x', arguments: '{bad' })).toMatchObject({ args: {} });
    expect(mapUpstreamEvent({ type: 'response.done', response: { status: 'cancelled' } })).toEqual({ kind: 'response-done', status: 'cancelled' });
    expect(mapUpstreamEvent({ type: 'error', error: { code: 'x', message: 'm' } })).toEqual({ kind: 'upstream-error', code: 'x', message: 'm' });
    expect(mapUpstreamEvent({ type: 'rate_limits.updated' })).toEqual({ kind: 'ignore' });
  });

  it('answers a tool call with a string output item and response.create', () => {
    const [item, create] = toolResultEvents('c1', { ok: true });
    expect(item).toEqual({ type: 'conversation.item.create', item: { type: 'function_call_output', call_id: 'c1', output: '{"ok":true}' } });
    expect(create).toEqual({ type: 'response.create' });
  });
});

describe('voice wire schemas', () => {
  it('reconnects only on abnormal closes', () => {
    expect(shouldReconnect(1000)).toBe(false);
    expect(shouldReconnect(1001)).toBe(false);
    expect(shouldReconnect(1006)).toBe(true);
    expect(shouldReconnect(1011)).toBe(true);
    expect(shouldReconnect(4000)).toBe(false);
  });

  it('accepts the spec client events and refuses junk', () => {
    expect(ZVoiceClientMessage.safeParse({ type: 'input_audio_buffer.append', audio: 'AAAA' }).success).toBe(true);
    expect(ZVoiceClientMessage.safeParse({ type: 'input_audio_buffer.append', audio: 'not base64!' }).success).toBe(false);
    expect(ZVoiceClientMessage.safeParse({ type: 'session.update', session: {} }).success).toBe(false);
    expect(
      ZVoiceClientMessage.safeParse({ type: 'conversation.item.create', item: { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'hi' }] } }).success,
    ).toBe(true);
    expect(ZVoiceStart.parse({ type: 'session.start' }).turnDetection).toBe('server_vad');
  });
});
