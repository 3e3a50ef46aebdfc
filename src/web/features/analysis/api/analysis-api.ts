// Calls to /api/analyze/*: streamed as server-sent events so the page shows the answer as it comes.
import type { TAnalysisEvent, TAnalysisResult, TAnalyst } from '../../../../core/analysis/analysis-schemas';
import { ANALYSIS_MESSAGES } from '../../../../core/analysis/analysis-values';
import { ApiError, apiErrorFrom } from '../../../lib/api-client';
import { withSessionHeaders } from '../../../lib/session';
import { guestKeyHeaders } from '../../../lib/provider-keys';
import { parseStreamEvent } from '../../../lib/stream-events';

export interface TStreamHandlers {
  onEvent?: (event: TAnalysisEvent) => void;
  signal?: AbortSignal;
}

/** The stream's zod schemas: loaded with the first analysis (alongside its request), not with the page. */
const analysisSchemas = () => import('../../../../core/analysis/analysis-schemas');

async function readEvents(
  response: Response,
  handlers: TStreamHandlers,
  schemas: ReturnType<typeof analysisSchemas>,
): Promise<TAnalysisResult> {
  if (!response.ok || !response.body) {
    throw apiErrorFrom(response, await response.json().catch(() => null), ANALYSIS_MESSAGES.unknownError);
  }
  const { ZAnalysisEvent } = await schemas;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let result: TAnalysisResult | null = null;
  for (;;) {
    const { done, value } = await reader.read();
    if (value) buffer += value;
    let at: number;
    while ((at = buffer.indexOf('\n\n')) >= 0) {
      const chunk = buffer.slice(0, at);
      buffer = buffer.slice(at + 2);
      const data = chunk
        .split('\n')
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      if (!data) continue;
      // Parsed, not cast: an event that does not match rejects with ApiError bad_stream_event.
      const event = parseStreamEvent(ZAnalysisEvent, data, 'the analysis');
      if (event.type === 'error') throw new ApiError(502, event.error.code, event.error.message);
      if (event.type === 'done') result = event.result;
      handlers.onEvent?.(event);
    }
    if (done) break;
  }
  if (!result) throw new ApiError(502, 'incomplete', ANALYSIS_MESSAGES.unknownError);
  return result;
}

async function post(
  path: string,
  body: BodyInit,
  headers: Record<string, string>,
  handlers: TStreamHandlers,
) {
  const schemas = analysisSchemas();
  schemas.catch(() => {}); // awaited in readEvents, where a failure surfaces
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: withSessionHeaders({
        accept: 'text/event-stream',
        ...guestKeyHeaders(),
        ...headers,
      }),
      body,
      signal: handlers.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(
      0,
      'network_error',
      'Could not reach the server. Check your connection and try again.',
    );
  }
  return readEvents(response, handlers, schemas);
}

export function analyzeImage(
  file: Blob,
  options: { placement: string; sizeCm: number; analyst: TAnalyst },
  handlers: TStreamHandlers = {},
): Promise<TAnalysisResult> {
  const form = new FormData();
  form.append('placement', options.placement);
  form.append('sizeCm', String(options.sizeCm));
  form.append('analyst', options.analyst);
  form.append('image', file, file instanceof File ? file.name : 'image');
  return post('/api/analyze/image', form, {}, handlers);
}

export function analyzeConcept(concept: string, analyst: TAnalyst, handlers: TStreamHandlers = {}) {
  return post(
    '/api/analyze/concept',
    JSON.stringify({ concept, analyst }),
    { 'content-type': 'application/json' },
    handlers,
  );
}

/** Fetches an image of ours (generator output, saved design) to analyse it. */
export async function fetchOwnImage(url: string): Promise<File> {
  const parsed = new URL(url, window.location.origin);
  if (parsed.origin !== window.location.origin || !parsed.pathname.startsWith('/api/images/')) {
    throw new ApiError(400, 'bad_image_url', 'Only images from this site can be opened here.');
  }
  const response = await fetch(parsed.pathname + parsed.search, { credentials: 'include' });
  if (!response.ok)
    throw new ApiError(response.status, 'image_unavailable', 'That image could not be loaded.');
  const blob = await response.blob();
  return new File([blob], 'design', { type: blob.type });
}
