// PGlite has no lock of its own: two processes on one folder would silently lose writes. We take
// an exclusive lock file holding our pid; a lock left by a dead process is taken over.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDataDirLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'inkglow.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
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
      const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isFinite(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `Another InkGlow process (pid ${holder}) is already using DATA_DIR ${dir}. ` +
            'Stop it, or give this process its own DATA_DIR (or use DATABASE_URL to share a PostgreSQL server).',
        );
      }
      unlinkSync(file); // stale lock from a process that died
    }
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${dir}`);
}
