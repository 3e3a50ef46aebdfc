// POST /api/images/:id/edit: iterate on a stored image with instructions.
import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EDIT_INSTRUCTIONS_REQUIRED_MESSAGE } from '../../../core/edit-instructions';
import { HttpError, parseWith } from '../../http-errors';
import { abortOnClientClose, requestKeyContext } from '../../keys/request-keys';
import { createGenerateService } from '../generate/generate.service';
import { createModelRegistry } from '../generate/runners';
import { createGenerationsRepository } from '../generations/generations.repository';
import { createImageEditRepository } from './image-edit.repository';
import { ZImageEditRequest } from './image-edit.schemas';
import { claimSecret, withClaimTokens } from '../../images/claim-token';
import { createImageEditService } from './image-edit.service';

const ZParams = z.object({ id: z.uuid({ message: 'must be an image id' }) });

export async function imageEditRoutes(app: FastifyInstance) {
  const secret = claimSecret(app.config);
  const registry = createModelRegistry(app);
  const generations = createGenerationsRepository(app.db);
  const randomSeed = () => randomInt(0, 2 ** 32 - 1);
  const service = createImageEditService({
    registry,
    generate: createGenerateService({
      registry,
      images: app.images,
      generations,
      clock: () => new Date(),
      randomSeed,
      newId: randomUUID,
    }),
    images: app.images,
    generations,
    generationOf: createImageEditRepository(app.db).generationOf,
    randomSeed,
    newId: randomUUID,
    clock: () => new Date(),
  });

  app.post('/api/images/:id/edit', async (request, reply) => {
    const { id } = parseWith(ZParams, request.params);
    const raw = (request.body ?? {}) as { instructions?: unknown };
    // The spec's sentence as it is, without the field prefix of other validation errors.
    if (typeof raw.instructions !== 'string' || !raw.instructions.trim()) {
      throw new HttpError(400, 'edit_instructions_required', EDIT_INSTRUCTIONS_REQUIRED_MESSAGE);
    }
    const body = parseWith(ZImageEditRequest, request.body);
    const context = await requestKeyContext(app, request);
    const signal = abortOnClientClose(reply.raw);
    reply.header('Cache-Control', 'no-store');
    return withClaimTokens(await service.edit(id, body, context, signal), secret, context.userId);
  });
}
