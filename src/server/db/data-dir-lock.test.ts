import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  acquireDataDirLock,
  DataDirLockedError,
  holderIsRunning,
  LOCK_FILE_NAME,
  parseLockHolder,
  processStartId,
} from './data-dir-lock';

const newDir = () => mkdtempSync(join(tmpdir(), 'inkglow-lock-'));

describe('acquireDataDirLock', () => {
  it('refuses a second holder while a live process holds the folder', async () => {
    const dir = newDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      const pid = other.pid!;
      writeFileSync(join(dir, LOCK_FILE_NAME), JSON.stringify({ pid, start: processStartId(pid) }));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(`Another InkGlow process (pid ${pid})`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a dead process, records itself, and removes the file on release', () => {
    const dir = newDir();
    const file = join(dir, LOCK_FILE_NAME);
    writeFileSync(file, '999999');
    const release = acquireDataDirLock(dir);
    expect(parseLockHolder(readFileSync(file, 'utf8'))).toEqual({ pid: process.pid, start: processStartId(process.pid) });
    release();
    expect(existsSync(file)).toBe(false);
    const again = acquireDataDirLock(dir);
    expect(existsSync(file)).toBe(true);
    again();
  });

  it('takes over when the recorded pid now belongs to another program (pid reuse)', () => {
    const dir = newDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      // The pid is alive, but the start time recorded is not this run's: a crashed holder's pid reused.
      writeFileSync(join(dir, LOCK_FILE_NAME), JSON.stringify({ pid: other.pid, start: 'other-boot:1' }));
      const release = acquireDataDirLock(dir);
      expect(parseLockHolder(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8'))?.pid).toBe(process.pid);
      release();
    } finally {
      other.kill();
    }
  });
});

describe('lock holder checks', () => {
  it('reads the JSON format and the bare pid of older versions, and nothing else', () => {
    expect(parseLockHolder('{"pid":42,"start":"b:7"}')).toEqual({ pid: 42, start: 'b:7' });
    expect(parseLockHolder('42')).toEqual({ pid: 42, start: null });
    expect(parseLockHolder('garbage')).toBeNull();
    expect(parseLockHolder('{"pid":"x"}')).toBeNull();
  });

  it('compares start times when both are known', () => {
    const me = { pid: process.pid, start: 'boot:100' };
    expect(holderIsRunning(me, () => 'boot:100')).toBe(true);
    expect(holderIsRunning(me, () => 'boot:200')).toBe(false);
    expect(holderIsRunning({ pid: process.pid, start: null }, () => 'boot:200')).toBe(true);
    expect(holderIsRunning({ pid: 999999, start: null })).toBe(false);
  });

  it('gives this process a stable start id on Linux', () => {
    if (process.platform !== 'linux') return expect(processStartId(process.pid)).toBeNull();
    expect(processStartId(process.pid)).toMatch(/^[0-9a-f-]+:\d+$/);
    expect(processStartId(process.pid)).toBe(processStartId(process.pid));
  });
});
