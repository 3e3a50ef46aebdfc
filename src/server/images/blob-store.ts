// Where image bytes live, behind one small interface: a folder on this machine (the default), or an
// S3-compatible bucket so several app processes on several machines serve each other's images.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export interface TBlobStore {
  /** Where the bytes go, for operators: a folder path or s3://bucket/prefix. */
  readonly location: string;
  put(key: string, bytes: Buffer, mime: string): Promise<void>;
  /** The bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
  has(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Bytes and files stored (for /api/health details); may walk the whole store. */
  usage(): Promise<{ bytes: number; files: number }>;
}

const notFound = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function createDiskBlobStore(dir: string): TBlobStore {
  const pathOf = (key: string) => join(dir, key);
  return {
    location: dir,
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temp = `${path}.${process.pid}.${randomUUID()}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, path); // atomic: readers never see half a file
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (notFound(error)) return undefined;
        throw error;
      }
    },
    async has(key) {
      try {
        await stat(pathOf(key));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async usage() {
      let bytes = 0;
      let files = 0;
      try {
        for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
          if (!entry.isFile()) continue;
          files += 1;
          bytes += (await stat(join(entry.parentPath, entry.name))).size;
        }
      } catch (error) {
        if (!notFound(error)) throw error;
      }
      return { bytes, files };
    },
  };
}
