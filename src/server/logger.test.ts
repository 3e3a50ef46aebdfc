import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { AccessLogController } from './logger';

/** The access lines of a liveness probe, a failing readiness probe and a read: [message, level, url]. */
async function accessLog(level: 'info' | 'debug') {
  const lines: { msg: string; level: number; req?: { url: string } }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(String(chunk)));
      callback();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new AccessLogController() });
  app.get('/api/health', async () => ({ status: 'ok' }));
  app.get('/api/health/ready', async (_request, reply) => reply.status(503).send({ status: 'error' }));
  app.get('/api/designs', async () => ({ designs: [] }));
  for (const url of ['/api/health', '/api/health/ready', '/api/designs']) await app.inject(url);
  await app.close();
  return lines
    .filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')
    .map((l) => [l.msg, l.level, l.req?.url]);
}

const DEBUG = 20;
const INFO = 30;

describe('access log', () => {
  it('keeps answered health probes out of the info log, but not failed ones or other routes', async () => {
    expect(await accessLog('info')).toEqual([
      ['request completed', INFO, '/api/health/ready'], // a failed probe names its URL
      ['incoming request', INFO, '/api/designs'],
      ['request completed', INFO, undefined],
    ]);
  });

  it('logs health probes at debug', async () => {
    expect(await accessLog('debug')).toEqual([
      ['incoming request', DEBUG, '/api/health'],
      ['request completed', DEBUG, '/api/health'],
      ['incoming request', DEBUG, '/api/health/ready'],
      ['request completed', INFO, '/api/health/ready'],
      ['incoming request', INFO, '/api/designs'],
      ['request completed', INFO, undefined],
    ]);
  });
});
