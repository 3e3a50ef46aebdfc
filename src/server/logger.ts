import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { TConfig } from './config';
import { serializeError, serializeRequest } from './log-redaction';

// Secrets must never reach a log line: provider keys travel in these headers and cookies.
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-openai-key"]',
  'req.headers["x-flux-key"]',
  'req.headers["x-ideogram-key"]',
  'res.headers["set-cookie"]',
];

export function loggerOptions(config: TConfig): FastifyServerOptions['logger'] {
  const pretty = config.NODE_ENV === 'development' && process.stdout.isTTY;
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACT, censor: '[redacted]' },
    // Request URLs without one-time tokens; errors without SQL parameters (user content).
    serializers: { req: serializeRequest, err: serializeError },
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
}

/** Load balancers and orchestrators poll these constantly; one access line per poll drowns the log. */
const isHealthProbe = (request: FastifyRequest) => request.routeOptions.url?.startsWith('/api/health') === true;

/**
 * Fastify's access log ("incoming request", "request completed"), with health probes at debug
 * instead of info. A failed probe (an error, or a 4xx/5xx answer) is still logged at info or
 * error, with its request, since its "incoming request" line was at debug.
 */
export class AccessLogController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>) {
    if (isHealthProbe(request)) request.log.debug({ req: request }, 'incoming request');
    else super.incomingRequest(request, reply, metadata);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>) {
    if (!isHealthProbe(request)) return super.requestCompleted(error, request, reply, metadata);
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log[reply.statusCode < 400 ? 'debug' : 'info'](fields, 'request completed');
  }
}
