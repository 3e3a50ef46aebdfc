import { notFound } from '../../http-errors';
import type { LikesRepository, TLikeRecord } from './likes.repository';

export interface TLike {
  id: string;
  style_id: string;
  created_at: string;
}

export const toLike = (row: TLikeRecord): TLike => ({
  id: row.id,
  style_id: row.style_id,
  created_at: row.created_at.toISOString(),
});

export class LikesService {
  constructor(private readonly repo: LikesRepository) {}

  async list(userId: string): Promise<TLike[]> {
    return (await this.repo.list(userId)).map(toLike);
  }

  async add(userId: string, styleId: string): Promise<{ like: TLike; created: boolean }> {
    const { row, created } = await this.repo.add(userId, styleId);
    return { like: toLike(row), created };
  }

  async remove(userId: string, idOrStyleId: string): Promise<void> {
    if (!(await this.repo.remove(userId, idOrStyleId))) throw notFound('Like');
  }
}
