// The chat's server calls: POST /api/chat streamed (server-sent events), /api/conversations,
// POST /api/transcribe.
import type {
  TChatReply,
  TChatRequestInput,
  TConversation,
  TConversationList,
  TConversationPatch,
  TConversationWriteInput,
  TTranscribeRequestInput,
  TTranscribeResponse,
} from '../../../../core/chat/chat-schemas';
import { ApiError, apiErrorFrom } from '../../../lib/api-client';
import { parseStreamEvent } from '../../../lib/stream-events';
import { authFetch, withSessionHeaders } from '../../../lib/session';

const CHAT_STREAM = 'the chat answer';

/**
 * Sends the conversation and calls `onDelta` with each piece of the reply as it is written.
 * Resolves with the whole answer; rejects with ApiError (the server's clear message) on failure, or
 * with ApiError code `bad_stream_event` when an event does not match its src/core schema.
 */
export async function streamChat(
  body: TChatRequestInput,
  headers: Record<string, string>,
  onDelta: (text: string) => void,
  signal?: AbortSignal,
): Promise<TChatReply> {
  // The stream's zod schemas load with the first message (alongside the request), not with the page.
  const schemas = import('../../../../core/chat/chat-schemas');
  schemas.catch(() => {}); // awaited below, where a failure surfaces
  const response = await fetch('/api/chat', {
    method: 'POST',
    headers: withSessionHeaders({ ...headers, 'content-type': 'application/json', accept: 'text/event-stream' }),
    body: JSON.stringify(body),
    credentials: 'same-origin',
    signal,
  }).catch((error: unknown) => {
    throw new ApiError(0, 'network_error', error instanceof Error ? error.message : 'Network error');
  });
  if (!response.ok || !response.body) {
    throw apiErrorFrom(response, await response.json().catch(() => null));
  }
  const { ZChatDelta, ZChatMeta, ZChatReply, ZChatStreamError } = await schemas;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (!event || data === undefined) continue;
      // Unknown event names are skipped (a newer server may add some); known ones must parse.
      if (event === 'meta') parseStreamEvent(ZChatMeta, data, CHAT_STREAM);
      else if (event === 'delta') onDelta(parseStreamEvent(ZChatDelta, data, CHAT_STREAM).text);
      else if (event === 'done') return parseStreamEvent(ZChatReply, data, CHAT_STREAM);
      else if (event === 'error') {
        const { error } = parseStreamEvent(ZChatStreamError, data, CHAT_STREAM);
        throw new ApiError(502, error.code, error.message);
      }
    }
  }
  throw new ApiError(502, 'chat_incomplete', 'The answer stopped before it was complete.');
}

export const listConversations = () => authFetch<TConversationList>('/api/conversations');
export const getConversation = (id: string) => authFetch<TConversation>(`/api/conversations/${encodeURIComponent(id)}`);
export const createConversation = (body: TConversationWriteInput) =>
  authFetch<TConversation>('/api/conversations', { method: 'POST', body });
export const updateConversation = (id: string, body: TConversationPatch) =>
  authFetch<TConversation>(`/api/conversations/${encodeURIComponent(id)}`, { method: 'PATCH', body });
export const deleteConversation = (id: string) =>
  authFetch<void>(`/api/conversations/${encodeURIComponent(id)}`, { method: 'DELETE' });

export async function transcribe(audio: Blob, headers: Record<string, string>, durationMs: number): Promise<TTranscribeResponse> {
  const bytes = new Uint8Array(await audio.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  const body: TTranscribeRequestInput = { audio: btoa(binary), mime: audio.type || 'audio/webm', durationMs };
  return authFetch<TTranscribeResponse>('/api/transcribe', { method: 'POST', headers, body });
}
