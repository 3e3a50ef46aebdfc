// POST /api/images/:id/edit: iterate on a stored image with instructions.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EDIT_INSTRUCTIONS_REQUIRED_MESSAGE } from '../../../core/edit-instructions';
import { ZImageEditRequest } from '../../../core/image-edit-schemas';
import { abortOnClientClose } from '../../http-abort';
import { HttpError, parseWith } from '../../http-errors';
import { claimSecret, withClaimTokens } from '../../images/claim-token';

const ZParams = z.object({ id: z.uuid({ message: 'must be an image id' }) });

export async function imageEditRoutes(app: FastifyInstance) {
  const secret = claimSecret(app.config);
  app.post('/api/images/:id/edit', async (request, reply) => {
    const { id } = parseWith(ZParams, request.params);
    const raw = (request.body ?? {}) as { instructions?: unknown };
    // The spec's sentence as it is, without the field prefix of other validation errors.
    if (typeof raw.instructions !== 'string' || !raw.instructions.trim()) {
      throw new HttpError(400, 'edit_instructions_required', EDIT_INSTRUCTIONS_REQUIRED_MESSAGE);
    }
    const body = parseWith(ZImageEditRequest, request.body);
    // An edit stores new images like a generation does: the same limit.
    await app.abuseLimits.generation(request);
    const caller = await app.ai.callerFor(request);
    const signal = abortOnClientClose(reply.raw);
    reply.header('Cache-Control', 'no-store');
    return withClaimTokens(await app.ai.images.edit(id, body, caller, signal), secret, caller.userId);
  });
}
