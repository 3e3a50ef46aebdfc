// Opens the database: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set. The same
// schema and SQL migrations run on both.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './data-dir-lock';

export type TDatabase = ReturnType<typeof drizzlePglite<typeof schema>>;
export type TDbKind = 'pglite' | 'postgres';

export interface TDbHandle {
  db: TDatabase;
  kind: TDbKind;
  close: () => Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface TOpenDbOptions {
  databaseUrl?: string;
  /** Folder for PGlite's files; omit for an in-memory database (tests). */
  dataDir?: string;
}

export async function openDatabase(options: TOpenDbOptions): Promise<TDbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema });
    try {
      await migratePg(db, { migrationsFolder });
    } catch (error) {
      await pool.end();
      throw error;
    }
    // Both drivers expose the same query builder; the type is the PGlite one for brevity.
    return { db: db as unknown as TDatabase, kind: 'postgres', close: () => pool.end() };
  }

  const release = options.dataDir ? acquireDataDirLock(options.dataDir) : () => {};
  try {
    const client = options.dataDir
      ? new PGlite(join(options.dataDir, 'pglite'))
      : new PGlite();
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
