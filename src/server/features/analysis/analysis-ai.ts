// The slice of the AI layer (`app.ai`, src/server/ai) the analysis tool uses: the vision model for
// images, the chat model for concepts, and per-request key resolution.
import type { FastifyInstance } from 'fastify';
import type { TAi } from '../../ai/ai';

export type TAnalysisAi = Pick<TAi, 'callerFor' | 'chat' | 'vision'>;
export type TAnalysisCaller = Awaited<ReturnType<TAi['callerFor']>>;

export function analysisAi(app: FastifyInstance): TAnalysisAi {
  return app.ai;
}
