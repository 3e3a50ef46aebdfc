import { HttpError, notFound } from '../../http-errors';
import type { TDesignCreate } from './designs.schemas';
import type { DesignsRepository, TDesignRecord } from './designs.repository';

export interface TDesign {
  id: string;
  image_id: string;
  design_url: string;
  title: string | null;
  prompt: string;
  model: string;
  attributes: Record<string, string>;
  created_at: string;
}

export const designUrl = (imageId: string) => `/api/images/${imageId}`;

export function toDesign(row: TDesignRecord): TDesign {
  return {
    id: row.id,
    image_id: row.image_id,
    design_url: designUrl(row.image_id),
    title: row.title,
    prompt: row.prompt,
    model: row.model,
    attributes: row.attributes,
    created_at: row.created_at.toISOString(),
  };
}

export interface TDesignsDeps {
  /** True when `token` proves the caller's browser generated this guest image (claim-token.ts). */
  isClaimToken(imageId: string, token: string | undefined): boolean;
}

export class DesignsService {
  constructor(
    private readonly repo: DesignsRepository,
    private readonly deps: TDesignsDeps,
  ) {}

  async list(userId: string): Promise<TDesign[]> {
    return (await this.repo.list(userId)).map(toDesign);
  }

  async create(userId: string, input: TDesignCreate): Promise<TDesign> {
    const standing = await this.repo.imageStanding(userId, input.image_id);
    // A guest's image is saved only with the token its generation gave that guest's browser:
    // an id alone (it is in every shared link) claims nothing. Either way the answer is the same,
    // so ids cannot be probed.
    const usable =
      standing === 'own' || (standing === 'guest' && this.deps.isClaimToken(input.image_id, input.claim_token));
    if (!usable) throw new HttpError(400, 'invalid_request', 'image_id: no such image');
    const row = await this.repo.create(userId, {
      image_id: input.image_id,
      title: input.title ? input.title : null,
      prompt: input.prompt ?? '',
      model: input.model,
      attributes: input.attributes ?? {},
    });
    return toDesign(row);
  }

  async delete(userId: string, id: string): Promise<void> {
    if (!(await this.repo.delete(userId, id))) throw notFound('Design');
  }
}
