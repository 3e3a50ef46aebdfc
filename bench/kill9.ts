// Durability under `kill -9`: starts the product, signs a user up, fires acknowledged writes
// (saved designs) from many connections at once, kills the process with SIGKILL mid-stream,
// starts it again on the same data and counts the acknowledged writes that are there.
//   npx tsx bench/kill9.ts                 (PGlite in a throw-away DATA_DIR, then PostgreSQL)
//   KILL9_DB=pglite|postgres npx tsx bench/kill9.ts     (one of the two)
// PostgreSQL: a database of its own is made on PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432)
// and dropped at the end. Prints figures; every acknowledged write must be present (exit 1 if not).
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const WRITERS = Number(process.env.KILL9_WRITERS ?? 16);
/** Kill after this many acknowledged writes (the stream is still in full flow then). */
const KILL_AFTER = Number(process.env.KILL9_AFTER ?? 300);
const PORT = Number(process.env.KILL9_PORT ?? 4910);
const origin = `http://127.0.0.1:${PORT}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function startServer(env: Record<string, string>): { child: ChildProcess; exited: Promise<void> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(PORT), HOST: '127.0.0.1', PUBLIC_URL: origin, NODE_ENV: 'production', LOG_LEVEL: 'error', AUTH_SECRET: 'kill9-bench-secret-kill9-bench-secret-0001' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, exited };
}

async function waitReady(child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    const ok = await fetch(`${origin}/api/health/ready`).then((r) => r.ok, () => false);
    if (ok) return;
    await sleep(200);
  }
  throw new Error('the server did not become ready');
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

async function run(label: string, env: Record<string, string>) {
  let server = startServer(env);
  try {
    return await writeKillCount(label, env, server, (next) => (server = next));
  } finally {
    server.child.kill('SIGKILL'); // never leave a server on a data folder about to be removed
    await server.exited;
  }
}

async function writeKillCount(
  label: string,
  env: Record<string, string>,
  first: ReturnType<typeof startServer>,
  replace: (next: ReturnType<typeof startServer>) => void,
) {
  let server = first;
  await waitReady(server.child);
  const email = `kill9-${Date.now()}@example.com`;
  const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: 'Kill-nine-durability-7', name: 'Kill Nine' }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0];
  const headers = { 'content-type': 'application/json', cookie, origin };
  const made = await json<{ images: { id: string }[] }>(
    await fetch(`${origin}/api/generate`, { method: 'POST', headers, body: JSON.stringify({ prompt: 'a rose', model: 'local', seed: 1 }) }),
  );
  const imageId = made.images[0].id;

  const acknowledged = new Set<string>();
  let failed = 0;
  let sent = 0;
  let killed = false;
  let killedAt = 0;
  const writer = async (w: number) => {
    while (!killed) {
      sent += 1;
      try {
        const res = await fetch(`${origin}/api/designs`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ image_id: imageId, model: 'local', title: `kill9 ${w}-${sent}`, prompt: 'a rose' }),
        });
        if (res.status !== 201) {
          if (!killed) throw new Error(`POST /api/designs answered ${res.status}: ${await res.text()}`);
          throw new Error(String(res.status));
        }
        const { id } = (await res.json()) as { id: string };
        acknowledged.add(id); // an answer that arrived is acknowledged, whenever it arrived
        if (acknowledged.size >= KILL_AFTER && !killed) {
          killed = true;
          killedAt = acknowledged.size;
          server.child.kill('SIGKILL');
        }
      } catch (error) {
        // Before the kill every write must succeed; after it, a write in flight died with the process.
        if (!killed) {
          killed = true; // stops the other writers
          server.child.kill('SIGKILL');
          throw error;
        }
        failed += 1;
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
  await server.exited;

  server = startServer(env);
  replace(server);
  {
    await waitReady(server.child);
    const stored = await json<{ id: string }[] | { designs: { id: string }[] }>(await fetch(`${origin}/api/designs`, { headers: { cookie } }));
    const ids = new Set((Array.isArray(stored) ? stored : stored.designs).map((d) => d.id));
    const present = [...acknowledged].filter((id) => ids.has(id)).length;
    const lost = acknowledged.size - present;
    console.log(
      `| ${label} | ${WRITERS} | ${acknowledged.size} | ${present} | ${lost} | ${failed} | ${ids.size} |`,
    );
    if (killedAt === 0) throw new Error('the process was never killed');
    return lost;
  }
}

const which = process.env.KILL9_DB;
console.log('| database | concurrent writers | writes acknowledged | present after restart | lost | in flight at the kill (unacknowledged) | rows after restart |');
console.log('|---|---|---|---|---|---|---|');
let lost = 0;
if (!which || which === 'pglite') {
  const dataDir = mkdtempSync(join(tmpdir(), 'inkglow-kill9-'));
  try {
    lost += await run('PGlite (DATA_DIR)', { DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (!which || which === 'postgres') {
  const admin = new URL(process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const name = `inkglow_kill9_${process.pid}`;
  const pgArgs = ['-h', admin.hostname, '-p', admin.port || '5432', '-U', decodeURIComponent(admin.username)];
  execFileSync('createdb', [...pgArgs, name]);
  const dataDir = mkdtempSync(join(tmpdir(), 'inkglow-kill9-pg-'));
  try {
    const url = new URL(admin);
    url.pathname = `/${name}`;
    lost += await run('PostgreSQL', { DATABASE_URL: url.href, DATA_DIR: dataDir });
  } finally {
    execFileSync('dropdb', [...pgArgs, '--if-exists', '--force', name]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (lost > 0) {
  console.log(`\n${lost} acknowledged writes were lost`);
  process.exitCode = 1;
}
