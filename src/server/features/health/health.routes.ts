// GET /api/health: liveness, answered from memory (load balancers poll it constantly; it must not
// queue behind the database). GET /api/health/ready: readiness, which asks the database, plus
// figures for operators (image store size, walked at most once a minute).
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

const USAGE_TTL_MS = 60_000;

export async function healthRoutes(app: FastifyInstance) {
  const live = Buffer.from(JSON.stringify({ status: 'ok', db: app.dbKind }));
  // A few bytes, never worth compressing: no compression hooks on this route. Synchronous: there
  // is nothing to wait for.
  app.get('/api/health', { compress: false }, (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'no-store').send(live),
  );

  let usage: { at: number; value: Promise<{ bytes: number; files: number }> } | undefined;
  const imageUsage = () => {
    if (!usage || Date.now() - usage.at > USAGE_TTL_MS) {
      const value = app.images.blobs.usage();
      usage = { at: Date.now(), value };
      value.catch(() => (usage = undefined));
    }
    return usage.value;
  };

  app.get('/api/health/ready', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await app.db.execute(sql`select 1`);
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unavailable');
      return reply.status(503).send({ status: 'error', db: app.dbKind });
    }
    // The kind of store, never its path or bucket: this answer is public.
    const store = app.images.blobs.location.startsWith('s3://') ? 's3' : 'disk';
    let images: { store: string; bytes: number; files: number } | { store: string; error: string };
    try {
      images = { store, ...(await imageUsage()) };
    } catch {
      images = { store, error: 'image store unreadable' };
    }
    return { status: 'ok', db: app.dbKind, images, uptimeSeconds: Math.round(process.uptime()) };
  });
}
