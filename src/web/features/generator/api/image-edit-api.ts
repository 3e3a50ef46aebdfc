// POST /api/images/:id/edit: iterate on a generated image with instructions.
import type { TGenerateResponse, TOutputKind } from '../../../../core/generation-schemas';
import type { TModelId } from '../../../../core/models';
import { authFetch } from '../../../lib/session';

export interface TImageEditBody {
  instructions: string;
  model?: TModelId;
  /** What the page knows of an engine design (a guest has no stored history to read it from). */
  design?: { prompt?: string; attributes?: Record<string, string>; seed?: number; output?: TOutputKind; mirror?: boolean };
}

export interface TImageEditResponse extends TGenerateResponse {
  edit?: {
    prompt: string;
    attributes: Record<string, string>;
    output: TOutputKind;
    mirror: boolean;
    changes: string[];
    seed: number;
  };
}

export const editImage = (imageId: string, body: TImageEditBody, headers: Record<string, string>, signal?: AbortSignal) =>
  authFetch<TImageEditResponse>(`/api/images/${encodeURIComponent(imageId)}/edit`, { method: 'POST', body, headers, signal });
