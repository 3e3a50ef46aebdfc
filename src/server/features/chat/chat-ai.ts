// The part of the AI layer (app.ai, ARCHITECTURE §3) the chat uses: whose keys serve a request,
// the chat model and the transcription model. Read through a narrow type so the feature does not
// depend on how the layer is built.
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface TChatCaller {
  userId: string | null;
  guestKeys: Partial<Record<'openai' | 'flux' | 'ideogram', string>>;
}

export type TChatAvailability = { available: true; keySource: 'server' | 'guest' } | { available: false; reason: string };

export interface TChatAi {
  callerFor(request: FastifyRequest): Promise<TChatCaller>;
  chat: {
    availability(caller: TChatCaller): TChatAvailability;
    stream(
      caller: TChatCaller,
      request: { messages: { role: 'system' | 'user' | 'assistant'; content: string }[]; maxTokens?: number; temperature?: number; signal?: AbortSignal },
    ): AsyncIterable<string>;
  };
  transcription: {
    availability(caller: TChatCaller): TChatAvailability;
    transcribe(caller: TChatCaller, request: { audio: Buffer; mime: string; language?: string; signal?: AbortSignal }): Promise<{ text: string }>;
  };
}

/** The app's AI layer, or null when it is not registered (then the chat is offline only). */
export function chatAi(app: FastifyInstance): TChatAi | null {
  return app.hasDecorator('ai') ? ((app as unknown as { ai?: TChatAi }).ai ?? null) : null;
}
