// API speed against a bare Fastify sending the same bytes, in one run on one machine:
//   npx tsx bench/api.ts            (BENCH_SECONDS=10 per measurement, BENCH_CONNECTIONS=100, BENCH_PORT)
// Prints req/s, p99 and the ratio for the catalogue and health; then an offline design end to end
// (request to stored image), and the event loop and /api/health during 20 concurrent designs.
// Figures only; nothing is asserted. Runs on PGlite unless DATABASE_URL is set.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const PATHS = ['/api/catalog/styles', '/api/catalog/styles/japanese', '/api/health'];
const here = fileURLToPath(new URL('.', import.meta.url));

function start(script: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = fork(join(here, script), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => (m === 'ready' ? resolve(child) : reject(new Error(String(m)))));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

const ask = <T>(child: ChildProcess, message: string) =>
  new Promise<T>((resolve) => {
    child.once('message', (m) => resolve(m as T));
    child.send(message);
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function load(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx + result.timeouts };
}

// BENCH_PORT fixes the product's port (the bare server takes the next one) on a shared machine.
const productPort = Number(process.env.BENCH_PORT ?? 3900 + Math.floor(Math.random() * 40));
const barePort = process.env.BENCH_PORT ? productPort + 1 : productPort + 50;
const product = `http://127.0.0.1:${productPort}`;
const node = await start('api-node.ts', {
  PORT: String(productPort),
  HOST: '127.0.0.1',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'inkglow-bench-api-')),
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  GUEST_GENERATIONS_PER_HOUR: '100000',
  GENERATIONS_PER_MINUTE: '100000',
});
try {
  // Steady state: the style library's examples are drawn in the background after start.
  for (let i = 0; i < 240; i++) {
    const list = (await (await fetch(`${product}/api/catalog/styles`)).json()) as { styles: { image: unknown }[] };
    if (list.styles.every((s) => s.image)) break;
    await sleep(500);
  }
  const answers: Record<string, { type: string; body: string }> = {};
  for (const path of PATHS) {
    const res = await fetch(`${product}${path}`, { headers: { 'accept-encoding': 'identity' } });
    answers[path] = { type: res.headers.get('content-type') ?? 'application/json', body: Buffer.from(await res.arrayBuffer()).toString('base64') };
  }
  const file = join(mkdtempSync(join(tmpdir(), 'inkglow-bench-bare-')), 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const bare = await start('api-bare.ts', { PORT: String(barePort), BENCH_ANSWERS: file });
  console.log(`${CONNECTIONS} connections, ${SECONDS} s each, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
  console.log('| path | bytes | InkGlow req/s | p99 ms | errors | bare Fastify req/s | p99 ms | ratio |');
  console.log('|---|---|---|---|---|---|---|---|');
  try {
    for (const path of PATHS) {
      const ours = await load(`${product}${path}`);
      const theirs = await load(`http://127.0.0.1:${barePort}${path}`);
      const bytes = Buffer.from(answers[path].body, 'base64').length;
      console.log(
        `| ${path} | ${bytes} | ${ours.rps} | ${ours.p99} | ${ours.errors} | ${theirs.rps} | ${theirs.p99} | ${(ours.rps / theirs.rps).toFixed(2)} |`,
      );
    }
  } finally {
    bare.kill();
  }

  const design = () =>
    fetch(`${product}/api/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'a traditional swallow with a banner reading Mom', model: 'local' }),
    }).then(async (res) => {
      if (!res.ok) throw new Error(`generate answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
    });
  const one: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    await design();
    one.push(performance.now() - t);
  }
  console.log(`\noffline design end to end (request to stored image), one at a time x20: median ${pct(one, 50).toFixed(0)} ms, p95 ${pct(one, 95).toFixed(0)} ms`);

  await ask(node, 'reset');
  const health: number[] = [];
  let running = true;
  const poll = (async () => {
    while (running) {
      const t = performance.now();
      await (await fetch(`${product}/api/health`)).arrayBuffer();
      health.push(performance.now() - t);
      await sleep(10);
    }
  })();
  const t = performance.now();
  await Promise.all(Array.from({ length: 20 }, design));
  const wall = performance.now() - t;
  running = false;
  await poll;
  const loop = await ask<{ p50: number; p99: number; max: number }>(node, 'read');
  console.log(`20 concurrent designs: all stored in ${wall.toFixed(0)} ms`);
  console.log(`  /api/health meanwhile (${health.length} requests): p50 ${pct(health, 50).toFixed(1)} ms, p99 ${pct(health, 99).toFixed(1)} ms`);
  console.log(`  server event loop delay: p50 ${loop.p50} ms, p99 ${loop.p99} ms, max ${loop.max} ms`);
} finally {
  node.kill('SIGTERM');
}
