// POST /api/chat behind the route: two brains behind one answer. With a chat model available to
// this caller (the server's key for signed-in users, a guest's own key), the model answers with a
// system prompt per assistant; otherwise the offline assistant does. Either way the design fields,
// keywords and completion come from the same core rules over the whole conversation.
import { asksForImage, completion, conversationState } from '../../../core/chat/fields';
import { CHAT_MAX_TOKENS, CHAT_TEMPERATURE, type TChatReply, type TChatRequest } from '../../../core/chat/chat-schemas';
import { HttpError } from '../../http-errors';
import { ProviderError } from '../../providers/errors';
import type { TOfflineAssistant } from '../../ai/offline-assistant';
import { isHateRequest } from '../../ai/offline-assistant/safety';
import type { TChatAi, TChatCaller } from './chat-ai';
import { systemPrompt } from './system-prompts';

export interface TChatTurn {
  source: 'llm' | 'offline';
  /** The reply as it is written. Throws HttpError (never with a key in it) when the model fails. */
  chunks: AsyncIterable<string>;
  /** The whole answer once the text is known. */
  result(text: string): TChatReply;
}

export interface TChatServiceDeps {
  offline: TOfflineAssistant;
  ai: TChatAi | null;
  onModelError?: (error: unknown) => void;
}

/** A chat model failure as a clear HTTP error; the page shows its message under 'Failed to get response from assistant'. */
export function chatModelError(error: unknown, keySource: 'server' | 'guest'): HttpError {
  if (error instanceof HttpError) return error;
  if (!(error instanceof ProviderError)) return new HttpError(502, 'chat_failed', 'The chat model failed to answer. Please try again.');
  switch (error.kind) {
    case 'auth':
      return keySource === 'guest'
        ? new HttpError(400, 'provider_key_rejected', 'OpenAI rejected your API key. Check it in API keys, or remove it to use the offline assistant.')
        : new HttpError(502, 'provider_key_rejected', "The server's OpenAI key was rejected. Please contact the administrator.");
    case 'rate_limit': {
      const seconds = Math.max(1, Math.ceil(error.retryAfterSec ?? 30));
      return new HttpError(429, 'provider_rate_limited', `OpenAI is receiving too many requests. Please try again in ${seconds} seconds.`, {
        'retry-after': String(seconds),
      });
    }
    case 'timeout':
      return new HttpError(504, 'provider_timeout', 'OpenAI took too long to respond. Please try again.');
    case 'moderation':
      return new HttpError(422, 'content_refused', 'This message was refused by OpenAI.');
    case 'aborted':
      return new HttpError(499, 'aborted', 'The request was cancelled.');
    default:
      return new HttpError(502, 'chat_failed', 'The chat model failed to answer. Please try again.');
  }
}

export function createChatService(deps: TChatServiceDeps) {
  function offlineTurn(request: TChatRequest): TChatTurn {
    const reply = deps.offline.reply({ assistantId: request.assistantId, messages: request.messages, mode: request.mode, model: request.model });
    return {
      source: 'offline',
      chunks: reply.chunks(),
      result: (text) => ({
        message: text,
        keywords: reply.keywords,
        fields: reply.fields,
        missing: reply.missing,
        completion: reply.completion,
        readyToGenerate: reply.readyToGenerate,
        generate: reply.generate,
        source: 'offline',
      }),
    };
  }

  return {
    turn(request: TChatRequest, caller: TChatCaller | null, signal?: AbortSignal): TChatTurn {
      const availability = deps.ai && caller ? deps.ai.chat.availability(caller) : undefined;
      const last = request.messages[request.messages.length - 1].content;
      if (!deps.ai || !caller || !availability?.available || isHateRequest(last)) return offlineTurn(request);

      const users = request.messages.filter((m) => m.role === 'user').map((m) => m.content);
      const state = conversationState(users, { mode: request.mode, model: request.model });
      const done = completion(state.fields, state.keywords.mode);
      const ai = deps.ai;
      const keySource = availability.keySource;
      const messages = [
        { role: 'system' as const, content: systemPrompt(request.assistantId, state.fields, done) },
        ...request.messages.map((m) => ({ role: m.role, content: m.content })),
      ];
      async function* chunks(): AsyncIterable<string> {
        try {
          yield* ai.chat.stream(caller!, { messages, maxTokens: CHAT_MAX_TOKENS, temperature: CHAT_TEMPERATURE, signal });
        } catch (error) {
          deps.onModelError?.(error);
          throw chatModelError(error, keySource);
        }
      }
      return {
        source: 'llm',
        chunks: chunks(),
        result: (text) => ({
          message: text,
          keywords: state.keywords,
          fields: state.fields,
          missing: done.missing,
          completion: done.percent,
          readyToGenerate: done.complete,
          generate: done.complete && asksForImage(last),
          source: 'llm',
        }),
      };
    },
  };
}
export type TChatService = ReturnType<typeof createChatService>;
