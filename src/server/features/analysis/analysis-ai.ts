// The slice of the AI layer (`app.ai`, ARCHITECTURE §3, built by the AI-layer issue) the analysis
// tool uses: the vision model for images and the chat model for concepts, per caller.
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type TAnalysisAvailability = { available: true } | { available: false; reason: string };

interface TTextModel<R> {
  availability(caller: unknown): TAnalysisAvailability;
  complete(caller: unknown, request: R): Promise<string>;
  stream(caller: unknown, request: R): AsyncIterable<string>;
}

export interface TAnalysisAi {
  callerFor(request: FastifyRequest): Promise<unknown>;
  chat: TTextModel<{
    messages: { role: 'system' | 'user' | 'assistant'; content: string }[];
    maxTokens?: number;
    temperature?: number;
    signal?: AbortSignal;
  }>;
  vision: TTextModel<{
    prompt: string;
    system?: string;
    image: { bytes: Buffer; mime: string };
    maxTokens?: number;
    signal?: AbortSignal;
  }>;
}

/** `app.ai` when the AI layer is registered; null means every analysis is offline. */
export function analysisAi(app: FastifyInstance): TAnalysisAi | null {
  return app.hasDecorator('ai') ? ((app as unknown as { ai: TAnalysisAi }).ai ?? null) : null;
}
