// A bare Fastify that answers the same bytes as the product for the paths bench/api.ts measures:
// the ceiling the product is compared with. Not part of the product.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const answers = JSON.parse(readFileSync(process.env.BENCH_ANSWERS!, 'utf8')) as Record<string, { type: string; body: string }>;
const app = Fastify();
for (const [path, answer] of Object.entries(answers)) {
  const body = Buffer.from(answer.body, 'base64');
  app.get(path, async (_request, reply) => reply.type(answer.type).send(body));
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
