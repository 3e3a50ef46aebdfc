// PGlite has no lock of its own: two processes on one folder would silently lose writes. We take
// an exclusive lock file naming our process by pid AND start time: a pid alone can be reused by an
// unrelated process after a crash, which would block every restart until someone deletes the file.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

export const LOCK_FILE_NAME = 'inkglow.lock';

/** Who holds the lock: `start` identifies one run of a pid (null where the OS does not tell). */
export interface TLockHolder {
  pid: number;
  start: string | null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Boot id + the process's start time in clock ticks since boot (Linux /proc); null elsewhere. */
export function processStartId(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const startTicks = fields[19]; // field 22 of the whole line
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return startTicks ? `${boot}:${startTicks}` : null;
  } catch {
    return null;
  }
}

/** Reads a lock file: JSON `{ pid, start }`, or the bare pid older versions wrote. */
export function parseLockHolder(text: string): TLockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<TLockHolder> | number;
    if (typeof value === 'number') return Number.isInteger(value) ? { pid: value, start: null } : null;
    if (value && Number.isInteger(value.pid)) return { pid: value.pid as number, start: typeof value.start === 'string' ? value.start : null };
  } catch {
    /* not JSON */
  }
  return null;
}

/** True when the recorded holder is still the same running process. */
export function holderIsRunning(holder: TLockHolder, startOf: (pid: number) => string | null = processStartId): boolean {
  if (!isAlive(holder.pid)) return false;
  if (holder.start === null) return true; // nothing better to compare with: trust the pid
  const now = startOf(holder.pid);
  return now === null || now === holder.start;
}

export function acquireDataDirLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, start: processStartId(process.pid) }));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = parseLockHolder(readFileSync(file, 'utf8'));
      if (holder && holder.pid !== process.pid && holderIsRunning(holder)) {
        throw new DataDirLockedError(
          `Another InkGlow process (pid ${holder.pid}) is already using DATA_DIR ${dir}. ` +
            'Stop it, or give this process its own DATA_DIR (or use DATABASE_URL to share a PostgreSQL server).',
        );
      }
      unlinkSync(file); // left by a process that died (or a pid now used by another program)
    }
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${dir}`);
}
