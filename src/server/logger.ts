import type { FastifyServerOptions } from 'fastify';
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
