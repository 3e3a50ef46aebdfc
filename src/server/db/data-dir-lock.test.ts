import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

describe('acquireDataDirLock', () => {
  it('refuses a second holder while a live process holds the folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'inkglow-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      writeFileSync(join(dir, 'inkglow.lock'), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(/Another InkGlow process \(pid \d+\)/);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a dead process, and releases it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'inkglow-lock-'));
    writeFileSync(join(dir, 'inkglow.lock'), '999999');
    const release = acquireDataDirLock(dir);
    release();
    const again = acquireDataDirLock(dir);
    again();
  });
});
