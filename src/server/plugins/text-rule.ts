// The text rule (src/core/text) applied once, to every request, before any handler or query: a NUL
// or a lone surrogate anywhere in the path parameters, the query or a parsed body is a 400 naming
// the field. Better Auth's routes go through it too (their name field also gets the name cap).
import type { FastifyInstance } from 'fastify';
import { findBadText, NAME_MAX_LENGTH, TEXT_PROBLEM_MESSAGES } from '../../core/text/text-rule';
import { HttpError } from '../http-errors';

/** Better Auth endpoints that take a display name. */
const NAMED_AUTH_PATHS = ['/api/auth/sign-up/email', '/api/auth/update-user'];

export function registerTextRule(app: FastifyInstance) {
  // Synchronous: it runs on every request, and a promise per request costs more than the check.
  app.addHook('preValidation', (request, _reply, done) => {
    const bad =
      findBadText(request.params, 'path') ?? findBadText(request.query, 'query') ?? findBadText(request.body, 'body');
    if (bad) return done(new HttpError(400, 'invalid_text', `${bad.path}: ${TEXT_PROBLEM_MESSAGES[bad.problem]}`));
    if (request.body !== undefined && NAMED_AUTH_PATHS.includes(request.url.split('?')[0])) {
      const name = (request.body as { name?: unknown } | null)?.name;
      if (typeof name === 'string' && name.length > NAME_MAX_LENGTH) {
        return done(new HttpError(400, 'invalid_request', `name: at most ${NAME_MAX_LENGTH} characters`));
      }
    }
    done();
  });
}
