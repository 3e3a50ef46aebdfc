// The image store (ARCHITECTURE §7): bytes on disk under DATA_DIR/images, content-addressed by
// sha256 so identical images are kept once; a row in `images` per stored image.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile, access } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { TDatabase } from '../db/client';
import { images } from '../db/schema';

export type TImageRecord = typeof images.$inferSelect;

const EXT: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'image/avif': 'avif',
};

export const VARIANT_WIDTHS = [160, 320, 480, 640, 768, 1024] as const;

export interface TSaveImage {
  bytes: Buffer;
  mime: string;
  model: string;
  ownerId?: string | null;
  width?: number;
  height?: number;
}

export class ImageStore {
  constructor(
    private readonly db: TDatabase,
    readonly dir: string,
  ) {}

  async save(input: TSaveImage): Promise<TImageRecord> {
    const ext = EXT[input.mime];
    if (!ext) throw new Error(`Unsupported image type ${input.mime}`);
    let { width, height } = input;
    if (!width || !height) {
      const meta = await sharp(input.bytes).metadata();
      width = meta.width ?? 0;
      height = meta.height ?? 0;
    }
    const sha256 = createHash('sha256').update(input.bytes).digest('hex');
    const storageKey = `${sha256.slice(0, 2)}/${sha256}.${ext}`;
    const path = join(this.dir, storageKey);
    if (!(await exists(path))) {
      await mkdir(dirname(path), { recursive: true });
      const temp = `${path}.${process.pid}.${randomUUID()}.tmp`;
      await writeFile(temp, input.bytes);
      await rename(temp, path); // atomic: readers never see half a file
    }
    const [row] = await this.db
      .insert(images)
      .values({
        id: randomUUID(),
        owner_id: input.ownerId ?? null,
        sha256,
        mime: input.mime,
        width,
        height,
        storage_key: storageKey,
        model: input.model,
      })
      .returning();
    return row;
  }

  async find(id: string): Promise<TImageRecord | undefined> {
    const [row] = await this.db.select().from(images).where(eq(images.id, id)).limit(1);
    return row;
  }

  read(record: TImageRecord): Promise<Buffer> {
    return readFile(join(this.dir, record.storage_key));
  }

  /** A resized WebP of a stored raster image, cached on disk next to the original. */
  async variant(record: TImageRecord, width: number): Promise<Buffer> {
    const path = join(this.dir, 'variants', `${record.sha256}-${width}.webp`);
    try {
      return await readFile(path);
    } catch {
      const bytes = await sharp(await this.read(record))
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
      return bytes;
    }
  }

  /** Removes the rows and, where no other row shares the bytes, the files. */
  async deleteOwnedBy(ownerId: string): Promise<number> {
    const rows = await this.db.select().from(images).where(eq(images.owner_id, ownerId));
    if (rows.length === 0) return 0;
    await this.db.delete(images).where(eq(images.owner_id, ownerId));
    await this.removeOrphanFiles(rows);
    return rows.length;
  }

  private async removeOrphanFiles(rows: TImageRecord[]) {
    const hashes = [...new Set(rows.map((r) => r.sha256))];
    // Identical bytes are stored once: a file stays while any other row still points at it.
    const stillUsed = await this.db
      .select({ sha256: images.sha256 })
      .from(images)
      .where(inArray(images.sha256, hashes));
    const used = new Set(stillUsed.map((r) => r.sha256));
    for (const row of rows) {
      if (used.has(row.sha256)) continue;
      await rm(join(this.dir, row.storage_key), { force: true });
      for (const w of VARIANT_WIDTHS) {
        await rm(join(this.dir, 'variants', `${row.sha256}-${w}.webp`), { force: true });
      }
    }
  }
}

async function exists(path: string) {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
