import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * CSP: only our own origin, plus data:/blob: images; who may frame us comes from configuration.
 * Scripts: our files, and the built page's own inline head scripts by hash (`scriptHashes`, from
 * inline-scripts.ts), nothing else inline. HSTS only when users reach us over https (it would
 * break plain-http local use).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  embedOrigins: string[],
  publicUrl: URL,
  scriptHashes: string[] = [],
) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'", ...embedOrigins],
      },
    },
    // frame-ancestors governs framing; X-Frame-Options cannot express an allow-list.
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity:
      publicUrl.protocol === 'https:' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}
