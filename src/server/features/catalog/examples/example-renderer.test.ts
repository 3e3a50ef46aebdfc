import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { workerExampleRenderer } from './example-renderer';

const run = promisify(execFile);
const tsxCli = fileURLToPath(new URL('../../../../../node_modules/tsx/dist/cli.mjs', import.meta.url));
const probe = fileURLToPath(new URL('./worker-probe.ts', import.meta.url));

describe('workerExampleRenderer', () => {
  it('renders in a worker thread under tsx, byte for byte like the inline renderer', async () => {
    // The server runs under tsx; the worker must load the TypeScript engine through the same loader.
    const { stdout } = await run(process.execPath, [tsxCli, probe], { timeout: 60_000 });
    const out = JSON.parse(stdout) as { width: number; height: number; same: boolean };
    expect(Math.max(out.width, out.height)).toBe(1024);
    expect(out.same).toBe(true);
  });
});

describe('workerExampleRenderer when its worker dies', () => {
  it('renders inline instead of failing, and reports the lost worker', async () => {
    const lost: Error[] = [];
    // A worker that exits at once, as one that cannot load the engine would.
    const renderer = workerExampleRenderer({
      start: () => new Worker('process.exit(3)', { eval: true }),
      onWorkerLost: (error) => lost.push(error),
    });
    const example = {
      subject: 'rose',
      style: 'traditional',
      technique: 'bold-lines',
      composition: 'symmetrical',
      palette: 'traditional',
      placement: 'forearm',
      prompt: 'a rose',
    } as const;
    const first = await renderer.render('traditional', example);
    const second = await renderer.render('traditional', example);
    expect(Math.max(first.width, first.height)).toBe(1024);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(lost).toHaveLength(1);
    expect(lost[0].message).toMatch(/exited \(3\)/);
    await renderer.close();
    await expect(renderer.render('traditional', example)).rejects.toThrow('closed');
  });
});
