import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../testing/build-test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("Fastify's own errors in the app's error shape", () => {
  it('a broken %-escape in the path is a 400 { error: { code, message } }', async () => {
    const res = await t.app.inject('/api/designs/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'bad_url', message: 'The address is not valid.' } });
  });

  it('an over-long path parameter is a 414 in the same shape', async () => {
    const res = await t.app.inject(`/api/catalog/styles/${'a'.repeat(200)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ error: { code: 'max_param_length', message: 'The address is too long.' } });
  });

  it('malformed HTTP on the socket gets a JSON 400 too', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'));
      let data = '';
      socket.on('data', (chunk) => (data += chunk));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1.1 400/);
    expect(answer.slice(answer.indexOf('\r\n\r\n') + 4)).toBe(
      JSON.stringify({ error: { code: 'bad_request', message: 'The request could not be read.' } }),
    );
  });
});
