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
