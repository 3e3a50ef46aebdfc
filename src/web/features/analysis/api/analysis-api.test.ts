import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAnalysisEvent, TAnalysisResult } from '../../../../core/analysis/analysis-schemas';
import { ApiError } from '../../../lib/api-client';
import { BAD_STREAM_EVENT } from '../../../lib/stream-events';
import { analyzeConcept } from './analysis-api';

const result: TAnalysisResult = {
  kind: 'concept',
  analyst: 'offline',
  analysis: 'A fine-line wolf reads well at 8 cm.',
};

/** Answers /api/analyze/* with these raw `data:` payloads, one server-sent event each. */
function serve(...payloads: string[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(payloads.map((p) => `data: ${p}\n\n`).join(''), {
          headers: { 'content-type': 'text/event-stream' },
        }),
    ),
  );
}
const event = (e: TAnalysisEvent) => JSON.stringify(e);

afterEach(() => vi.unstubAllGlobals());

describe('analysis stream reader', () => {
  it('passes each event on and resolves with the done result', async () => {
    serve(
      event({ type: 'meta', analyst: 'offline' }),
      event({ type: 'delta', text: 'A fine-line wolf' }),
      event({ type: 'done', result }),
    );
    const seen: string[] = [];
    await expect(
      analyzeConcept('a wolf', 'offline', { onEvent: (e) => seen.push(e.type) }),
    ).resolves.toEqual(result);
    expect(seen).toEqual(['meta', 'delta', 'done']);
  });

  it.each([
    ['an unknown event type', JSON.stringify({ type: 'progress', percent: 50 })],
    ['a delta without text', JSON.stringify({ type: 'delta' })],
    ['a meta naming an unknown analyst', JSON.stringify({ type: 'meta', analyst: 'oracle' })],
    [
      'a done event whose result lacks the analysis',
      JSON.stringify({ type: 'done', result: { kind: 'concept', analyst: 'offline' } }),
    ],
    ['data that is not JSON', '{"type": "delta", '],
  ])('rejects %s with a clear bad_stream_event error', async (_name, bad) => {
    serve(event({ type: 'meta', analyst: 'offline' }), bad, event({ type: 'done', result }));
    const seen: string[] = [];
    const error = await analyzeConcept('a wolf', 'offline', {
      onEvent: (e) => seen.push(e.type),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: BAD_STREAM_EVENT });
    expect((error as ApiError).message).toMatch(/could not read/);
    // Nothing after the bad event reaches the page.
    expect(seen).toEqual(['meta']);
  });

  it('rejects with the server’s own message for a well-formed error event', async () => {
    serve(
      JSON.stringify({
        type: 'error',
        error: { code: 'upstream_error', message: 'The analyst is down.' },
      }),
    );
    await expect(analyzeConcept('a wolf', 'ai')).rejects.toMatchObject({
      code: 'upstream_error',
      message: 'The analyst is down.',
    });
  });
});
