// A real (tiny) PNG in the image store, for tests that need an image id.
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

export async function createTestImage(app: FastifyInstance, ownerId: string | null, color = '#222222') {
  const bytes = await sharp({
    create: { width: 8, height: 8, channels: 3, background: color },
  })
    .png()
    .toBuffer();
  return app.images.save({ bytes, mime: 'image/png', model: 'local', ownerId });
}

/** A stored line drawing (a ring and a rule on white paper): something the stencil tracer finds lines in. */
export async function createTestDrawing(app: FastifyInstance, ownerId: string | null) {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="200"><rect width="240" height="200" fill="#fff"/>' +
    '<circle cx="100" cy="95" r="60" fill="none" stroke="#111" stroke-width="6"/>' +
    '<path d="M20 180 L220 180" stroke="#000" stroke-width="6"/></svg>';
  const bytes = await sharp(Buffer.from(svg)).png().toBuffer();
  return app.images.save({ bytes, mime: 'image/png', model: 'local', ownerId });
}
