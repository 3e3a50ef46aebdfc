// Keeping an analysis: a signed-in user's choice. The image (already checked and stripped of
// metadata by checkUpload) is stored only now, owned by the user; deleting the analysis deletes it.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TSaveAnalysisRequest, TSavedAnalysis } from '../../../core/analysis/analysis-schemas';
import { notFound } from '../../http-errors';
import type { TCheckedUpload } from '../../images/upload-check';
import type { TSavedAnalysesRepository, TSavedAnalysisRow } from './saved-analyses.repository';

export function toSavedAnalysis(row: TSavedAnalysisRow): TSavedAnalysis {
  return {
    id: row.id,
    kind: row.kind === 'concept' ? 'concept' : 'image',
    title: row.title,
    concept: row.concept,
    summary: row.summary,
    analysis: row.analysis,
    analyst: row.analyst,
    placement: row.placement,
    size_cm: row.size_cm,
    image_url: row.image_id ? `/api/images/${row.image_id}` : null,
    created_at: row.created_at.toISOString(),
  };
}

const defaultTitle = (input: TSaveAnalysisRequest) =>
  input.kind === 'concept'
    ? `Concept: ${(input.concept ?? '').trim().slice(0, 60) || 'untitled'}`
    : `Image analysis${input.measures?.styleGuesses[0] ? `: ${input.measures.styleGuesses[0].name}` : ''}`;

export function createSavedAnalysesService(repo: TSavedAnalysesRepository, images: FastifyInstance['images']) {
  return {
    async list(userId: string): Promise<TSavedAnalysis[]> {
      return (await repo.list(userId)).map(toSavedAnalysis);
    },

    async save(userId: string, input: TSaveAnalysisRequest, image: TCheckedUpload | null): Promise<TSavedAnalysis> {
      const stored = image ? await images.save({ ...image, model: 'upload', ownerId: userId }) : null;
      const row = await repo.create({
        id: randomUUID(),
        user_id: userId,
        kind: input.kind,
        title: input.title?.trim() || defaultTitle(input),
        concept: input.concept ?? null,
        summary: input.summary ?? null,
        analysis: input.analysis,
        analyst: input.analyst,
        placement: input.placement ?? null,
        size_cm: input.sizeCm ?? null,
        measures: input.measures ?? null,
        image_id: stored?.id ?? null,
      });
      return toSavedAnalysis(row);
    },

    async delete(userId: string, id: string): Promise<void> {
      const row = await repo.delete(userId, id);
      if (!row) throw notFound('Analysis');
      if (row.image_id) await images.deleteOwned(userId, [row.image_id]);
    },
  };
}
export type TSavedAnalysesService = ReturnType<typeof createSavedAnalysesService>;
