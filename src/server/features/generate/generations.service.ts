// A signed-in user's generator history: listing (newest first, paged) and description edits.
import {
  descriptionFor,
  ZOutputKind,
  type TGeneration,
  type TGenerationsQuery,
  type TGenerationsResponse,
} from '../../../core/generation-schemas';
import { normalizeModelId, type TModelId } from '../../../core/models';
import { notFound } from '../../http-errors';
import { printPngUrl } from '../../images/image-store';
import type { TGenerationListRow, TGenerationsRepository } from '../../ai/images/generations.repository';

const imageUrl = (id: string) => `/api/images/${id}`;

export function toGeneration(row: TGenerationListRow): TGeneration {
  const output = ZOutputKind.safeParse(row.output);
  return {
    id: row.id,
    image_id: row.image_id,
    url: imageUrl(row.image_id),
    svg_url: row.svg_image_id ? imageUrl(row.svg_image_id) : null,
    // Older engine rows kept a print PNG made at generation; newer ones render it from the SVG.
    print_url: row.print_image_id ? imageUrl(row.print_image_id) : row.svg_image_id ? printPngUrl(row.svg_image_id) : null,
    width: row.width,
    height: row.height,
    prompt: row.prompt,
    description: row.description ?? descriptionFor(row.model),
    model: normalizeModelId(row.model) ?? ('local' as TModelId),
    fallback_from: (row.fallback_from && normalizeModelId(row.fallback_from)) || null,
    // Stored as int4 (the uint32's bit pattern): give back the uint32.
    seed: row.seed === null ? null : row.seed >>> 0,
    output: output.success ? output.data : 'design',
    mirror: row.mirror,
    attributes: row.attributes ?? {},
    created_at: row.created_at.toISOString(),
  };
}

export function createGenerationsService(repo: TGenerationsRepository) {
  return {
    async list(userId: string, query: TGenerationsQuery): Promise<TGenerationsResponse> {
      const rows = await repo.listForUser(userId, { limit: query.limit + 1, before: query.before });
      const page = rows.slice(0, query.limit);
      return {
        generations: page.map(toGeneration),
        ...(rows.length > query.limit ? { nextBefore: page[page.length - 1].id } : {}),
      };
    },

    async updateDescription(userId: string, id: string, description: string): Promise<TGeneration> {
      // Cleared: the answer falls back to the text for the model that made it.
      const row = await repo.updateDescription(userId, id, description || null);
      if (!row) throw notFound('Generation');
      return toGeneration(row);
    },
  };
}
