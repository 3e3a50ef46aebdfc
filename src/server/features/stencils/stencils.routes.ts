// POST /api/stencils (ARCHITECTURE §6): multipart `image` (checked by content, never stored) or
// JSON `{ imageId }`, with the stencil options; answers with the stored stencil (SVG and PNG).
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ZStencilJsonRequest, ZStencilOptions } from '../../../core/print/print-schemas';
import { HttpError, parseWith } from '../../http-errors';
import { renderPngAsync } from '../../images/render';
import { MAX_UPLOAD_BYTES, checkUpload, tooLarge } from '../../images/upload-check';
import { createStencilService } from './stencils.service';

export const NO_IMAGE_MESSAGE = 'Please upload an image or choose a design to turn into a stencil.';

async function readForm(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } })) {
      if (part.type === 'file') {
        if (part.fieldname === 'image') bytes = await part.toBuffer();
        else await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  const options = parseWith(
    ZStencilOptions,
    Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== '')),
  );
  return { bytes, options, imageId: fields.imageId || undefined };
}

export async function stencilsRoutes(app: FastifyInstance) {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
  }
  const service = createStencilService({
    find: (id) => app.images.find(id),
    read: (record) => app.images.read(record),
    save: (input) => app.images.save(input),
    renderSvg: renderPngAsync,
  });

  app.post('/api/stencils', async (request) => {
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
