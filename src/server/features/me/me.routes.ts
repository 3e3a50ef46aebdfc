import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createMeRepository } from './me.repository';
import { createMeService } from './me.service';

export async function meRoutes(app: FastifyInstance) {
  const service = createMeService(createMeRepository(app.db), app.images);

  app.get('/api/me', async (request, reply) => {
    const user = await app.requireUser(request);
    reply.header('Cache-Control', 'no-store');
    return service.me(user.id);
  });

  app.get('/api/me/export', async (request, reply) => {
    const user = await app.requireUser(request);
    const day = new Date().toISOString().slice(0, 10);
    reply
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', `attachment; filename="inkglow-data-${day}.json"`);
    return service.export(user.id, app.config.PUBLIC_URL);
  });

  app.delete('/api/me', async (request, reply) => {
    const user = await app.requireUser(request);
    await service.deleteAccount(user.id, user.email);
    clearSessionCookies(request, reply);
    return reply.status(204).send();
  });
}

/** The sessions are gone with the user; drop the browser's now-useless cookies too. */
function clearSessionCookies(request: FastifyRequest, reply: FastifyReply) {
  const names = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.split('=')[0].trim())
    .filter((name) => /^(__Secure-)?inkglow\./.test(name));
  if (names.length === 0) return;
  reply.header(
    'set-cookie',
    names.map(
      (name) =>
        `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith('__Secure-') ? '; Secure' : ''}`,
    ),
  );
}
