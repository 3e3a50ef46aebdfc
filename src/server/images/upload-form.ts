// Reading an image upload sent as multipart/form-data: the one `image` file (any other file is
// drained and dropped) and the text fields. Shared by every route that takes an uploaded image.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, tooLarge } from './upload-check';

const FORM_LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 };

/** Registers the multipart parser in this plugin's context unless it is there already. */
export async function ensureMultipart(app: FastifyInstance): Promise<void> {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart, { limits: FORM_LIMITS });
}

/**
 * The `image` file's bytes (null when none came) and the text fields; a file over
 * MAX_UPLOAD_BYTES is a 413. `limits` narrows the field count or widens a field's size.
 */
export async function readUploadForm(
  request: FastifyRequest,
  limits: { fields?: number; fieldSize?: number } = {},
): Promise<{ bytes: Buffer | null; fields: Record<string, string> }> {
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { ...FORM_LIMITS, ...limits } })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === 'image') bytes = buffer;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  return { bytes, fields };
}
