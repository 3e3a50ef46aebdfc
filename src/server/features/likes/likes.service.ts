import { notFound } from '../../http-errors';
import { toLike, type TLike } from '../../../core/like-schemas';
import type { TLikesRepository } from './likes.repository';

export function createLikesService(repo: TLikesRepository) {
  return {
    async list(userId: string): Promise<TLike[]> {
      return (await repo.list(userId)).map(toLike);
    },

    async add(userId: string, styleId: string): Promise<{ like: TLike; created: boolean }> {
      // Only styles in the catalogue can be liked; anything else is a 404 like any unknown style.
      if (!(await repo.styleExists(styleId))) throw notFound('Style');
      const { row, created } = await repo.add(userId, styleId);
      return { like: toLike(row), created };
    },

    async remove(userId: string, idOrStyleId: string): Promise<void> {
      if (!(await repo.remove(userId, idOrStyleId))) throw notFound('Like');
    },
  };
}
export type TLikesService = ReturnType<typeof createLikesService>;
