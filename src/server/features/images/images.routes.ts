import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound, parseWith } from '../../http-errors';
import { MAX_PRINT_MM } from '../../../core/print/print-layout';
import { PRINT_PNG_DPI, printPngDpi, VARIANT_WIDTHS } from '../../images/image-store';
import { svgSizeMm } from '../../images/svg-vector';

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
const ZPrintQuery = ZQuery.pick({ download: true });

const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function imagesRoutes(app: FastifyInstance) {
  /** Caching headers and the download name; true when the client's copy is current (answer 304). */
  function cacheAndName(request: FastifyRequest, reply: FastifyReply, etag: string, download: string | undefined): boolean {
    reply.header('Cache-Control', IMMUTABLE).header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return true;
    if (download) {
      const safe = download.replace(/[^a-z0-9._-]/gi, '-').slice(0, 80) || 'tattoo-design';
      reply.header('Content-Disposition', `attachment; filename="${safe}"`);
    }
    return false;
  }

  app.get('/api/images/:id', async (request, reply) => {
    const { id } = parseWith(ZParams, request.params);
    const query = parseWith(ZQuery, request.query);
    const record = await app.images.find(id);
    if (!record) throw notFound('Image');
    const variant = query.w !== undefined && record.mime !== 'image/svg+xml';
    // A resized copy comes as AVIF to browsers that accept it, else WebP: the answer depends on Accept.
    const format = variant && /\bimage\/avif\b/.test(request.headers.accept ?? '') ? 'avif' : 'webp';
    if (variant) reply.header('Vary', 'Accept');
    const etag = `"${record.sha256}${variant ? `-${query.w}.${format}` : ''}"`;
    if (cacheAndName(request, reply, etag, query.download)) return reply.status(304).send();
    if (variant && query.w) return reply.type(`image/${format}`).send(await app.images.variant(record, query.w, format));
    // SVG is served as an attachment-safe image: the CSP already forbids scripts inside it.
    return reply.type(record.mime).send(await app.images.read(record));
  });

  // The 300 DPI print PNG of an engine design's or a stencil's SVG, at the size the SVG declares in
  // mm (lower DPI past MAX_PRINT_PNG_SIDE pixels). Drawn on the first request (on the engine pool's
  // threads) and kept, rather than for every design or stencil made. Up to the largest size a
  // stencil can be asked for.
  app.get('/api/images/:id/print.png', async (request, reply) => {
    const { id } = parseWith(ZParams, request.params);
    const query = parseWith(ZPrintQuery, request.query);
    const record = await app.images.find(id);
    if (!record || record.mime !== 'image/svg+xml') throw notFound('Print file');
    if (cacheAndName(request, reply, `"${record.sha256}-print${PRINT_PNG_DPI}"`, query.download)) {
      return reply.status(304).send();
    }
    const png = await app.images.printPng(record, async (svg) => {
      const size = svgSizeMm(svg);
      if (!size || Math.max(size.widthMm, size.heightMm) > MAX_PRINT_MM) throw notFound('Print file');
      return app.engine.renderPrint({ svg, ...size }, printPngDpi(size.widthMm, size.heightMm));
    });
    return reply.type('image/png').send(png);
  });
}
