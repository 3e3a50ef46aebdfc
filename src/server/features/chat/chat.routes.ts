// POST /api/chat: `{ assistantId, messages, mode?, model? }` answered as JSON `{ message,
// keywords, ... }` or, when the request accepts text/event-stream, as server-sent events:
// `delta` {text} while the reply is written, then `done` (the JSON answer) or `error`.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZChatRequest, type TChatMeta, type TChatReply } from '../../../core/chat/chat-schemas';
import { HttpError, parseWith } from '../../http-errors';
import { ProviderError } from '../../providers/errors';
import { createOfflineAssistant, loadOfflineCatalog } from '../../ai/offline-assistant';
import { chatAi } from './chat-ai';
import { createChatService, type TChatTurn } from './chat.service';
import { apiErrorBody } from '../../../core/api-error-schemas';

/** 60 messages of 4000 characters, with room for JSON escaping. */
const CHAT_BODY_LIMIT = 1024 * 1024;

const wantsStream = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/event-stream');

async function collect(turn: TChatTurn): Promise<TChatReply> {
  let text = '';
  for await (const chunk of turn.chunks) text += chunk;
  return turn.result(text.trim());
}

function sse(reply: FastifyReply) {
  const raw = reply.raw;
  return (event: string, data: unknown) => {
    if (!raw.writableEnded) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
}

async function stream(request: FastifyRequest, reply: FastifyReply, turn: TChatTurn) {
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store, no-transform',
    'x-accel-buffering': 'no',
  });
  const send = sse(reply);
  send('meta', { source: turn.source } satisfies TChatMeta);
  let text = '';
  try {
    for await (const chunk of turn.chunks) {
      text += chunk;
      send('delta', { text: chunk });
    }
    send('done', turn.result(text.trim()));
  } catch (error) {
    const known = error instanceof HttpError ? error : undefined;
    if (!known) request.log.error({ err: error }, 'chat stream failed');
    send('error', apiErrorBody(known?.code ?? 'chat_failed', known?.message ?? 'The chat model failed to answer. Please try again.'));
  } finally {
    reply.raw.end();
  }
}

export async function chatRoutes(app: FastifyInstance) {
  const offline = createOfflineAssistant({ catalog: await loadOfflineCatalog() });
  const ai = chatAi(app);
  const service = createChatService({
    offline,
    ai,
    // Safe fields only: kind and status, never the request (which held the key).
    onModelError: (error) =>
      app.log.warn(error instanceof ProviderError ? { chatModel: error.toLog() } : { err: error }, 'chat model failed'),
  });

  app.post('/api/chat', { bodyLimit: CHAT_BODY_LIMIT }, async (request, reply) => {
    const body = parseWith(ZChatRequest, request.body ?? {});
    const caller = ai ? await ai.callerFor(request) : null;
    const controller = new AbortController();
    request.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    reply.header('cache-control', 'no-store');
    const turn = service.turn(body, caller, controller.signal);
    if (wantsStream(request)) return stream(request, reply, turn);
    return collect(turn);
  });
}
