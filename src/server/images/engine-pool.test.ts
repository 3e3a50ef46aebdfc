import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runEngineJob } from './engine-jobs';
import { createEnginePool, ENGINE_TIMEOUT_MESSAGE, EngineTimeoutError, type TEnginePool } from './engine-pool';
import { buildTestApp } from '../testing/build-test-app';
import { authHeaders } from '../testing/auth-helpers';

const request = { prompt: 'a traditional swallow with a banner reading Mom', seed: 7, output: 'design' } as const;

let pool: TEnginePool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('engine pool', () => {
  it('draws on worker threads (under vitest, through tsx), byte for byte like the calling thread', async () => {
    const lost: Error[] = [];
    pool = createEnginePool({ size: 2, onWorkerLost: (error) => lost.push(error) });
    const [a, b] = await Promise.all([pool.draw(request, 256), pool.draw({ ...request, seed: 8 }, 256)]);
    expect(lost).toEqual([]);
    expect(pool.threads).toBe(2);
    const here = runEngineJob({ op: 'draw', request, longSidePx: 256 });
    expect(a.png.equals(Buffer.from(here.png))).toBe(true);
    expect(a.design.svg).toBe(here.design!.svg);
    expect(Math.max(a.width, a.height)).toBe(256);
    expect(b.png.equals(a.png)).toBe(false);
  });

  it('renders a print PNG at the physical size and dpi', async () => {
    pool = createEnginePool({ size: 1 });
    const { design } = await pool.draw({ ...request, placement: 'wrist' }, 64);
    const png = await pool.renderPrint(design, 150);
    expect(png.readUInt32BE(16)).toBe(Math.round((design.widthMm / 25.4) * 150));
  });

  it('draws on the calling thread when its worker cannot start, and reports the lost worker', async () => {
    const lost: Error[] = [];
    pool = createEnginePool({
      size: 1,
      start: () => new Worker('process.exit(3)', { eval: true }),
      onWorkerLost: (error) => lost.push(error),
    });
    const first = await pool.draw(request, 128);
    const second = await pool.draw(request, 128);
    expect(second.png.equals(first.png)).toBe(true);
    expect(pool.threads).toBe(0); // a worker that never started is not retried
    expect(lost.map((e) => e.message)).toEqual(['engine worker exited (3)']);
  });

  it('replaces a worker that dies after starting, and finishes its job', async () => {
    let started = 0;
    // A worker that says it is ready, then dies on its first job.
    const dying = () => {
      started += 1;
      return new Worker(
        `const { parentPort } = require('node:worker_threads');
         parentPort.postMessage('ready');
         parentPort.on('message', () => process.exit(${started === 1 ? 4 : 0}));`,
        { eval: true },
      );
    };
    pool = createEnginePool({ size: 1, start: dying });
    const out = await pool.draw(request, 64);
    expect(Math.max(out.width, out.height)).toBe(64);
    expect(started).toBe(2);
  });

  it('fails a job that runs past its time limit with a 503, terminates its worker and serves the queue on a fresh one', async () => {
    const workers: { worker: Worker; exited: boolean }[] = [];
    const track = (worker: Worker) => {
      const entry = { worker, exited: false };
      worker.once('exit', () => (entry.exited = true));
      workers.push(entry);
      return worker;
    };
    // The first worker says it is ready, then never answers (a hang in the engine); the ones
    // after it answer at once with a tiny drawing, so only the pool's handling is timed here.
    const hanging = `const { parentPort } = require('node:worker_threads');
      parentPort.postMessage('ready');
      parentPort.on('message', () => {});`;
    const answering = `const { parentPort } = require('node:worker_threads');
      parentPort.postMessage('ready');
      parentPort.on('message', ({ id }) => parentPort.postMessage({ id, ok: true,
        output: { png: new Uint8Array([1, 2, 3]), width: 3, height: 1, design: { svg: '<svg/>' } } }));`;
    const timeouts: EngineTimeoutError[] = [];
    const lost: Error[] = [];
    pool = createEnginePool({
      size: 1,
      jobTimeoutMs: 300,
      start: () => track(new Worker(workers.length === 0 ? hanging : answering, { eval: true })),
      onJobTimeout: (error) => timeouts.push(error),
      onWorkerLost: (error) => lost.push(error),
    });
    // The second job waits in the queue behind the hung one: queue time does not count against it.
    const [first, second] = await Promise.allSettled([pool.draw(request, 64), pool.draw(request, 64)]);
    expect(first.status).toBe('rejected');
    const error = (first as PromiseRejectedResult).reason as EngineTimeoutError;
    expect(error).toBeInstanceOf(EngineTimeoutError);
    expect(error).toMatchObject({ statusCode: 503, code: 'engine_timeout', message: ENGINE_TIMEOUT_MESSAGE, op: 'draw', timeoutMs: 300 });
    expect(second).toMatchObject({ status: 'fulfilled', value: { width: 3, height: 1 } });
    expect(timeouts).toEqual([error]);
    expect(lost).toEqual([]); // a worker we retire is not reported as lost
    await vi.waitFor(() => expect(workers[0].exited).toBe(true));
    expect(workers).toHaveLength(2);
    expect(workers[1].exited).toBe(false);
    expect(pool.threads).toBe(1);
  });

  it('does not retry a worker that hung before it was ready: later jobs are drawn on the calling thread', async () => {
    let started = 0;
    pool = createEnginePool({
      size: 1,
      jobTimeoutMs: 300,
      start: () => {
        started += 1;
        return new Worker('setInterval(() => {}, 1000)', { eval: true });
      },
    });
    await expect(pool.draw(request, 64)).rejects.toBeInstanceOf(EngineTimeoutError);
    expect(pool.threads).toBe(0);
    const out = await pool.draw(request, 64);
    expect(Math.max(out.width, out.height)).toBe(64);
    expect(started).toBe(1);
  });

  it('refuses work once closed', async () => {
    pool = createEnginePool({ size: 1 });
    await pool.close();
    await expect(pool.draw(request, 64)).rejects.toThrow('closed');
  });
});

describe('an engine job that hangs, in the app', () => {
  it('answers 503 engine_timeout with a clear message, and the server keeps answering', async () => {
    const t = await buildTestApp(
      { ENGINE_THREADS: '1', ENGINE_JOB_TIMEOUT_MS: '1000' },
      {
        engineWorker: () =>
          new Worker(
            `const { parentPort } = require('node:worker_threads');
             parentPort.postMessage('ready');
             parentPort.on('message', () => {});`,
            { eval: true },
          ),
      },
    );
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/generate',
        headers: authHeaders(t.app),
        payload: { prompt: 'a swallow', model: 'local' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: { code: 'engine_timeout', message: ENGINE_TIMEOUT_MESSAGE } });
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(t.app.engine.threads).toBe(1); // the hung worker was replaced
    } finally {
      await t.close();
    }
  }, 60_000);
});
