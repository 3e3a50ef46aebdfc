import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ZChatReply,
  type TChatReply,
  type TChatRequestInput,
} from '../../../../core/chat/chat-schemas';
import { ApiError } from '../../../lib/api-client';
import { BAD_STREAM_EVENT } from '../../../lib/stream-events';
import { streamChat } from './chat-api';

const reply: TChatReply = ZChatReply.parse({
  message: 'A wolf it is.',
  keywords: {
    subject: ['wolf'],
    style: [],
    technique: [],
    composition: [],
    color: [],
    placement: [],
    imageModel: [],
    confidence: 0.4,
    mode: 'design',
    model: 'local',
  },
  fields: { subject: 'wolf' },
  missing: ['style', 'color', 'placement', 'text'],
  completion: 20,
  readyToGenerate: false,
  generate: false,
  source: 'offline',
});

/** Answers /api/chat with these raw server-sent-event blocks. */
function serve(...blocks: string[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(blocks.join(''), { headers: { 'content-type': 'text/event-stream' } }),
    ),
  );
}
const block = (event: string, data: string) => `event: ${event}\ndata: ${data}\n\n`;
const body: TChatRequestInput = {
  assistantId: 'design',
  messages: [{ role: 'user', content: 'a wolf' }],
};
const ask = () => streamChat(body, {}, () => {});

afterEach(() => vi.unstubAllGlobals());

describe('streamChat', () => {
  it('resolves with the done event and passes each delta on', async () => {
    serve(
      block('meta', JSON.stringify({ source: 'offline' })),
      block('delta', JSON.stringify({ text: 'A wolf ' })),
      block('delta', JSON.stringify({ text: 'it is.' })),
      block('done', JSON.stringify(reply)),
    );
    const deltas: string[] = [];
    const answer = await streamChat(body, {}, (t) => deltas.push(t));
    expect(deltas).toEqual(['A wolf ', 'it is.']);
    expect(answer).toEqual(reply);
  });

  it.each([
    ['a delta without text', block('delta', JSON.stringify({ txt: 'A wolf' }))],
    ['a meta naming an unknown brain', block('meta', JSON.stringify({ source: 'oracle' }))],
    ['a done event missing fields', block('done', JSON.stringify({ message: 'hi' }))],
    ['an error event of another shape', block('error', JSON.stringify({ message: 'boom' }))],
    ['data that is not JSON', block('delta', '{"text": ')],
  ])('rejects %s with a clear bad_stream_event error', async (_name, bad) => {
    serve(
      block('meta', JSON.stringify({ source: 'llm' })),
      bad,
      block('done', JSON.stringify(reply)),
    );
    const error = await ask().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: BAD_STREAM_EVENT });
    expect((error as ApiError).message).toMatch(/could not read/);
  });

  it('rejects with the server’s own message for a well-formed error event', async () => {
    serve(
      block(
        'error',
        JSON.stringify({ error: { code: 'upstream_error', message: 'The model is down.' } }),
      ),
    );
    await expect(ask()).rejects.toMatchObject({
      code: 'upstream_error',
      message: 'The model is down.',
    });
  });
});
