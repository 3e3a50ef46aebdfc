import type { FastifyInstance, FastifyError } from 'fastify';
import { HttpError } from '../http-errors';

const GENERIC = 'Something went wrong on our side. Please try again.';

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return reply
        .status(error.statusCode)
        .send({ error: { code: error.code, message: error.message } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ error: { code: 'internal_error', message: GENERIC } });
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type...)
    const code = error.code ? error.code.replace(/^FST_ERR_/, '').toLowerCase() : 'bad_request';
    const message =
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? 'The request body is too large.'
        : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Unsupported content type.'
          : error.message;
    return reply.status(status).send({ error: { code, message } });
  });
}
