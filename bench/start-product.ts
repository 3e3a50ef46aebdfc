// Starts the real product for a benchmark, as `npm start` does (build if stale, migrate, seed,
// serve), on a free port with a throw-away DATA_DIR, and waits until the style library's example
// images are drawn so pages measure what a visitor gets once the first start has settled.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface TRunningProduct {
  origin: string;
  stop: () => Promise<void>;
}

export async function startProduct(options: { port?: number; waitForExamples?: boolean } = {}): Promise<TRunningProduct> {
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'inkglow-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 300_000; // a first start may build the web app
  const get = async (path: string) => fetch(origin + path).catch(() => undefined);
  while (!(await get('/api/health'))?.ok) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error('the product did not start');
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  if (options.waitForExamples ?? true) {
    for (;;) {
      const list = (await (await get('/api/catalog/styles'))?.json().catch(() => undefined)) as
        | { styles: { image: unknown }[] }
        | undefined;
      if (list && list.styles.every((s) => s.image)) break;
      if (Date.now() > deadline) break; // measure anyway; the figures will say so
      await new Promise((r) => setTimeout(r, 2000));
    }
  }
  return { origin, stop };
}
