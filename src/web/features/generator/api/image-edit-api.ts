// POST /api/images/:id/edit: iterate on a generated image with instructions.
import type { TImageEditRequestInput, TImageEditResponse } from '../../../../core/image-edit-schemas';
import { authFetch } from '../../../lib/session';

export const editImage = (imageId: string, body: TImageEditRequestInput, headers: Record<string, string>, signal?: AbortSignal) =>
  authFetch<TImageEditResponse>(`/api/images/${encodeURIComponent(imageId)}/edit`, { method: 'POST', body, headers, signal });
