import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('the server process', () => {
  it('stops with exit code 1 and one line naming a bad variable', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
      env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT /);
  });
});
