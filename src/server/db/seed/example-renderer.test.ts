import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const tsxCli = fileURLToPath(new URL('../../../../node_modules/tsx/dist/cli.mjs', import.meta.url));
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
