import { HttpError, notFound } from '../../http-errors';
import { toDesign, type TDesign, type TDesignCreate } from '../../../core/design-schemas';
import type { TDesignsRepository } from './designs.repository';

export function createDesignsService(repo: TDesignsRepository) {
  return {
    async list(userId: string): Promise<TDesign[]> {
      return (await repo.list(userId)).map(toDesign);
    },

    async create(userId: string, input: TDesignCreate): Promise<TDesign> {
      if (!(await repo.imageUsableBy(userId, input.image_id))) {
        throw new HttpError(400, 'invalid_request', 'image_id: no such image');
      }
      const row = await repo.create(userId, {
        image_id: input.image_id,
        title: input.title ? input.title : null,
        prompt: input.prompt ?? '',
        model: input.model,
        attributes: input.attributes ?? {},
      });
      return toDesign(row);
    },

    async delete(userId: string, id: string): Promise<void> {
      if (!(await repo.delete(userId, id))) throw notFound('Design');
    },
  };
}
export type TDesignsService = ReturnType<typeof createDesignsService>;
