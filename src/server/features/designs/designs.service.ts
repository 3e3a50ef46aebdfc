import { HttpError, notFound } from '../../http-errors';
import { toDesign, type TDesign, type TDesignCreate } from '../../../core/design-schemas';
import type { TDesignsRepository } from './designs.repository';

export interface TDesignsDeps {
  /** True when `token` proves the caller's browser generated this guest image (claim-token.ts). */
  isClaimToken(imageId: string, token: string | undefined): boolean;
}

export function createDesignsService(repo: TDesignsRepository, deps: TDesignsDeps) {
  return {
    async list(userId: string): Promise<TDesign[]> {
      return (await repo.list(userId)).map(toDesign);
    },

    async create(userId: string, input: TDesignCreate): Promise<TDesign> {
      const standing = await repo.imageStanding(userId, input.image_id);
      // A guest's image is saved only with the token its generation gave that guest's browser:
      // an id alone (it is in every shared link) claims nothing. Either way the answer is the same,
      // so ids cannot be probed.
      const usable =
        standing === 'own' || (standing === 'guest' && deps.isClaimToken(input.image_id, input.claim_token));
      if (!usable) throw new HttpError(400, 'invalid_request', 'image_id: no such image');
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
