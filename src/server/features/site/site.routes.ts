import type { FastifyInstance } from 'fastify';
import type { TSiteConfig } from '../../../core/site-schemas';

/** Public, non-secret configuration the web app needs (contact address, which sign-ins exist). */
export async function siteRoutes(app: FastifyInstance) {
  app.get('/api/config', async (_request, reply): Promise<TSiteConfig> => {
    reply.header('Cache-Control', 'no-cache');
    return {
      contactEmail: app.config.CONTACT_EMAIL,
      googleEnabled: Boolean(app.config.GOOGLE_CLIENT_ID && app.config.GOOGLE_CLIENT_SECRET),
      emailVerificationRequired: app.config.REQUIRE_EMAIL_VERIFICATION,
      embedAllowedOrigins: app.config.EMBED_ALLOWED_ORIGINS,
    };
  });
}
