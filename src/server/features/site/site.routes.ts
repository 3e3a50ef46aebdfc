import type { FastifyInstance } from 'fastify';

/** Public, non-secret configuration the web app needs (contact address, which sign-ins exist). */
export async function siteRoutes(app: FastifyInstance) {
  app.get('/api/config', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return {
      contactEmail: app.config.CONTACT_EMAIL,
      googleEnabled: Boolean(app.config.GOOGLE_CLIENT_ID && app.config.GOOGLE_CLIENT_SECRET),
      emailVerificationRequired: app.config.REQUIRE_EMAIL_VERIFICATION,
      // Parents allowed to frame the app; the auth screens post AUTH_SUCCESS only to these.
      embedAllowedOrigins: app.config.EMBED_ALLOWED_ORIGINS,
    };
  });
}
