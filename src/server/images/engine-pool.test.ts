import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { runEngineJob } from './engine-jobs';
import { createEnginePool, type TEnginePool } from './engine-pool';

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

  it('refuses work once closed', async () => {
    pool = createEnginePool({ size: 1 });
    await pool.close();
    await expect(pool.draw(request, 64)).rejects.toThrow('closed');
  });
});
