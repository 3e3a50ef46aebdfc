import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound, parseWith } from '../../http-errors';
import { VARIANT_WIDTHS } from '../../images/image-store';

const ZParams = z.object({ id: z.uuid({ message: 'must be an image id' }) });
const ZQuery = z.object({
  w: z.coerce
    .number()
    .refine((w) => (VARIANT_WIDTHS as readonly number[]).includes(w), {
      message: `must be one of ${VARIANT_WIDTHS.join(', ')}`,
    })
    .optional(),
  download: z.string().optional(),
});

const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function imagesRoutes(app: FastifyInstance) {
  app.get('/api/images/:id', async (request, reply) => {
    const { id } = parseWith(ZParams, request.params);
    const query = parseWith(ZQuery, request.query);
    const record = await app.images.find(id);
    if (!record) throw notFound('Image');
    const etag = `"${record.sha256}${query.w ? `-${query.w}` : ''}"`;
    reply.header('Cache-Control', IMMUTABLE).header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    if (query.download) {
      const safe = query.download.replace(/[^a-z0-9._-]/gi, '-').slice(0, 80) || 'tattoo-design';
      reply.header('Content-Disposition', `attachment; filename="${safe}"`);
    }
    if (query.w && record.mime !== 'image/svg+xml') {
      return reply.type('image/webp').send(await app.images.variant(record, query.w));
    }
    // SVG is served as an attachment-safe image: the CSP already forbids scripts inside it.
    return reply.type(record.mime).send(await app.images.read(record));
  });
}
