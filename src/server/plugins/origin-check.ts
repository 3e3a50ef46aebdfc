// A second layer against cross-site requests: the SameSite session cookie already keeps browsers
// from sending our session along, but a write that a browser says came from another site is refused
// outright. Clients that send no Origin (curl, server-to-server) are not browsers and pass.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-errors';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const FOREIGN_ORIGIN_MESSAGE = 'Requests from other sites are not allowed.';

export function registerOriginCheck(app: FastifyInstance, allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  // Synchronous: it runs on every request, reads included.
  app.addHook('onRequest', (request, _reply, done) => {
    // A WebSocket upgrade (Voice Glow) is a GET that acts like a write: check it too.
    const upgrade = request.headers.upgrade?.toLowerCase() === 'websocket';
    if (!(WRITES.has(request.method) || upgrade) || !request.url.startsWith('/api/')) return done();
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    const foreign = origin !== undefined ? !allowed.has(origin) : site === 'cross-site';
    done(foreign ? new HttpError(403, 'forbidden_origin', FOREIGN_ORIGIN_MESSAGE) : undefined);
  });
}
