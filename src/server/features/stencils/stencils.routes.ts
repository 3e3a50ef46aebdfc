// POST /api/stencils (ARCHITECTURE §6): multipart `image` (checked by content, never stored) or
// JSON `{ imageId }`, with the stencil options; answers with the stored stencil (SVG and PNG).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ZStencilJsonRequest, ZStencilOptions } from '../../../core/print/print-schemas';
import { HttpError, parseWith } from '../../http-errors';
import { renderPngAsync } from '../../images/render';
import { checkUpload } from '../../images/upload-check';
import { ensureMultipart, readUploadForm } from '../../images/upload-form';
import { createStencilService } from './stencils.service';

export const NO_IMAGE_MESSAGE = 'Please upload an image or choose a design to turn into a stencil.';

async function readForm(request: FastifyRequest) {
  const { bytes, fields } = await readUploadForm(request);
  const options = parseWith(
    ZStencilOptions,
    Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== '')),
  );
  return { bytes, options, imageId: fields.imageId || undefined };
}

export async function stencilsRoutes(app: FastifyInstance) {
  await ensureMultipart(app);
  const service = createStencilService({
    find: (id) => app.images.find(id),
    read: (record) => app.images.read(record),
    save: (input) => app.images.save(input),
    renderSvg: renderPngAsync,
  });

  app.post('/api/stencils', async (request) => {
    // Uploaded or from a stored design, a stencil is stored: it counts as an upload.
    await app.abuseLimits.upload(request);
    const user = await app.getSessionUser(request);
    const ownerId = user?.id ?? null;
    if (request.isMultipart()) {
      const { bytes, options, imageId } = await readForm(request);
      if (bytes && bytes.length > 0) {
        const image = await checkUpload(bytes);
        return service.fromUpload(image.bytes, options, ownerId);
      }
      if (imageId) return service.fromImage(parseWith(ZStencilJsonRequest, { ...options, imageId }).imageId, options, ownerId);
      throw new HttpError(400, 'no_image', NO_IMAGE_MESSAGE);
    }
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (!body.imageId) throw new HttpError(400, 'no_image', NO_IMAGE_MESSAGE);
    const { imageId, ...options } = parseWith(ZStencilJsonRequest, body);
    return service.fromImage(imageId, options, ownerId);
  });
}
