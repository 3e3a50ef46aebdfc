import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorBody } from '../../core/api-error-schemas';
import { HttpError } from '../http-errors';

const GENERIC = 'Something went wrong on our side. Please try again.';

/** Errors Fastify raises before routing (a bad %-escape, an over-long path parameter). */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
};

/** Fastify's `frameworkErrors` option: the same `{ error: { code, message } }` shape as every other answer. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const code = error.code ? error.code.replace(/^FST_ERR_/, '').toLowerCase() : 'bad_request';
  void reply.status(status).send(apiErrorBody(code, FRAMEWORK_MESSAGES[error.code] ?? 'The request is not valid.'));
}

/** Malformed HTTP that never becomes a request: answered on the socket in the same shape. */
export function clientErrorHandler(error: NodeJS.ErrnoException & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'HPE_URI_TOO_LONG' ? 414 : 400;
  const body = JSON.stringify(apiErrorBody('bad_request', 'The request could not be read.'));
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 414 ? 'URI Too Long' : 'Bad Request'}\r\n` +
      `Connection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return reply
        .status(error.statusCode)
        .send(apiErrorBody(error.code, error.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(apiErrorBody('internal_error', GENERIC));
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type...)
    const code = error.code ? error.code.replace(/^FST_ERR_/, '').toLowerCase() : 'bad_request';
    const message =
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? 'The request body is too large.'
        : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Unsupported content type.'
          : error.message;
    return reply.status(status).send(apiErrorBody(code, message));
  });
}
