import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', async (_request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { status: 'ok', db: app.dbKind };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unavailable');
      return reply.status(503).send({ status: 'error', db: app.dbKind });
    }
  });
}
