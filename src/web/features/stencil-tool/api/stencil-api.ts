// POST /api/stencils from the browser: an uploaded file (multipart) or a stored image by id.
import type { TDesign, TDesignCreate } from '../../../../core/design-schemas';
import type { TStencilOptionsInput, TStencilResponse } from '../../../../core/print/print-schemas';
import { authFetch } from '../../../lib/session';

export function makeStencil(source: { file: File } | { imageId: string }, options: TStencilOptionsInput): Promise<TStencilResponse> {
  if ('file' in source) {
    const form = new FormData();
    form.append('image', source.file);
    for (const [k, v] of Object.entries(options)) if (v !== undefined) form.append(k, String(v));
    return authFetch<TStencilResponse>('/api/stencils', { method: 'POST', body: form });
  }
  return authFetch<TStencilResponse>('/api/stencils', { method: 'POST', body: { imageId: source.imageId, ...options } });
}

export function saveStencil(stencil: TStencilResponse) {
  const body: TDesignCreate = {
    image_id: stencil.id,
    title: 'Stencil',
    prompt: '',
    model: 'stencil',
    attributes: { kind: 'stencil', svg_id: stencil.svgId },
  };
  return authFetch<TDesign>('/api/designs', { method: 'POST', body });
}
