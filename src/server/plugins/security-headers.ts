import type { OutgoingHttpHeader } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/**
 * CSP: only our own origin, plus data:/blob: images; who may frame us comes from configuration.
 * Scripts: our files, and the built page's own inline head scripts by hash (`scriptHashes`, from
 * inline-scripts.ts), nothing else inline. HSTS only when users reach us over https (it would
 * break plain-http local use).
 */
export function securityHeaderOptions(embedOrigins: string[], publicUrl: URL, scriptHashes: string[] = []): FastifyHelmetOptions {
  return {
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
  };
}

/**
 * The headers helmet sets for these options, read once from a throwaway instance. They are the
 * same for every request (no nonces, no per-request directives), and @fastify/helmet rebuilds
 * helmet and re-parses the CSP on every request (a tenth of a small answer's CPU time).
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, OutgoingHttpHeader][]> {
  const probe = Fastify();
  await probe.register(helmet, options);
  let headers: [string, OutgoingHttpHeader][] = [];
  probe.get('/', async (_request, reply) => {
    headers = Object.entries(reply.raw.getHeaders()).filter((entry): entry is [string, OutgoingHttpHeader] => entry[1] !== undefined);
    return '';
  });
  await probe.inject('/');
  await probe.close();
  if (!headers.length) throw new Error('helmet set no headers');
  return headers;
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  embedOrigins: string[],
  publicUrl: URL,
  scriptHashes: string[] = [],
) {
  const headers = await helmetHeaders(securityHeaderOptions(embedOrigins, publicUrl, scriptHashes));
  // On the raw response, as helmet does: hijacked streams (SSE) keep them, and static files may
  // drop the document-only ones (web-app.ts).
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
}
