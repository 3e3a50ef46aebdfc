// GET /api/images/:id/print.pdf and GET /api/images/:id/brief.pdf (ARCHITECTURE §6): thin routes
// over the print service. Anyone holding an image id may print it, as with GET /api/images/:id.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZBriefQuery, ZPrintQuery } from '../../../core/print/print-schemas';
import { parseWith } from '../../http-errors';
import { renderPngAsync } from '../../images/render';
import { createPrintService } from './print.service';
import { createPrintRepository } from './print.repository';

const ZParams = z.object({ id: z.uuid({ message: 'must be an image id' }) });

export async function printRoutes(app: FastifyInstance) {
  const repo = createPrintRepository(app.db);
  const service = createPrintService({
    find: (id) => app.images.find(id),
    read: (record) => app.images.read(record),
    contextOf: (id) => repo.contextOf(id),
    renderSvg: renderPngAsync,
    clock: () => new Date(),
  });

  app.get('/api/images/:id/print.pdf', async (request, reply) => {
    const { id } = parseWith(ZParams, request.params);
    const query = parseWith(ZPrintQuery, request.query);
    const pdf = await service.print(id, query);
    return reply
      .type('application/pdf')
      .header('Cache-Control', 'private, max-age=300')
      .header('Content-Disposition', `inline; filename="${pdf.filename}"`)
      .send(Buffer.from(pdf.bytes));
  });

  app.get('/api/images/:id/brief.pdf', async (request, reply) => {
    const { id } = parseWith(ZParams, request.params);
    const query = parseWith(ZBriefQuery, request.query);
    const pdf = await service.brief(id, query);
    return reply
      .type('application/pdf')
      .header('Cache-Control', 'private, max-age=300')
      .header('Content-Disposition', `inline; filename="${pdf.filename}"`)
      .send(Buffer.from(pdf.bytes));
  });
}
