// The image store (ARCHITECTURE §7): bytes in a blob store (DATA_DIR/images, or an S3 bucket),
// content-addressed by sha256 so identical images are kept once; a row in `images` per stored image.
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { TDatabase } from '../db/client';
import { images } from '../db/schema';
import type { TBlobStore } from './blob-store';

export type TImageRecord = typeof images.$inferSelect;

const EXT: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'image/avif': 'avif',
};

export const VARIANT_WIDTHS = [160, 320, 480, 640, 768, 1024] as const;

/** Resized copies are WebP, or AVIF for browsers that say they take it. */
export const VARIANT_FORMATS = ['webp', 'avif'] as const;
export type TVariantFormat = (typeof VARIANT_FORMATS)[number];

/** Print PNGs of stored SVGs are rendered at this resolution. */
export const PRINT_PNG_DPI = 300;

/**
 * Longest side of a print PNG in pixels. Engine designs (450 mm at most) stay at 300 DPI; a stencil
 * can be asked for up to 1.2 m, which at 300 DPI would be a pixmap of over half a gigabyte, so past
 * this side the resolution drops instead (still over 125 DPI at 1.2 m).
 */
export const MAX_PRINT_PNG_SIDE = 6000;

/** The resolution a print PNG of this physical size is drawn at. */
export function printPngDpi(widthMm: number, heightMm: number): number {
  return Math.min(PRINT_PNG_DPI, (MAX_PRINT_PNG_SIDE * 25.4) / Math.max(widthMm, heightMm));
}

/** Where the 300 DPI print PNG of a stored SVG is served (rendered on first request). */
export const printPngUrl = (svgImageId: string) => `/api/images/${svgImageId}/print.png`;

export interface TSaveImage {
  bytes: Buffer;
  mime: string;
  model: string;
  ownerId?: string | null;
  width?: number;
  height?: number;
}

export function createImageStore(db: TDatabase, blobs: TBlobStore) {
  const printsInFlight = new Map<string, Promise<Buffer>>();

  async function read(record: TImageRecord): Promise<Buffer> {
    const bytes = await blobs.get(record.storage_key);
    if (!bytes) throw new Error(`Image file missing for ${record.id}`);
    return bytes;
  }

  async function removeOrphanFiles(rows: TImageRecord[]) {
    const hashes = [...new Set(rows.map((r) => r.sha256))];
    // Identical bytes are stored once: a file stays while any other row still points at it.
    const stillUsed = await db
      .select({ sha256: images.sha256 })
      .from(images)
      .where(inArray(images.sha256, hashes));
    const used = new Set(stillUsed.map((r) => r.sha256));
    for (const row of rows) {
      if (used.has(row.sha256)) continue;
      await blobs.delete(row.storage_key);
      for (const w of VARIANT_WIDTHS)
        for (const format of VARIANT_FORMATS) await blobs.delete(variantKey(row.sha256, w, format));
      if (row.mime === 'image/svg+xml') await blobs.delete(printKey(row.sha256));
    }
  }

  return {
    blobs,

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
      if (!(await blobs.has(storageKey))) await blobs.put(storageKey, input.bytes, input.mime);
      const [row] = await db
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
    },

    async find(id: string): Promise<TImageRecord | undefined> {
      const [row] = await db.select().from(images).where(eq(images.id, id)).limit(1);
      return row;
    },

    read,

    /** A resized WebP or AVIF of a stored raster image, cached in the blob store next to the original. */
    async variant(record: TImageRecord, width: number, format: TVariantFormat = 'webp'): Promise<Buffer> {
      const key = variantKey(record.sha256, width, format);
      const cached = await blobs.get(key);
      if (cached) return cached;
      const resized = sharp(await read(record)).resize({ width, withoutEnlargement: true });
      // AVIF at this quality looks like the WebP at 82 on our flash art and is about 40% smaller
      // (a style example at 768 px: 63 KB against 107 KB), which on a phone's link is what holds
      // the largest paint back. Effort 2: five times faster to encode than the default, hardly larger.
      const bytes = await (format === 'avif' ? resized.avif({ quality: 50, effort: 2 }) : resized.webp({ quality: 82 })).toBuffer();
      await blobs.put(key, bytes, `image/${format}`);
      return bytes;
    },

    /**
     * The print PNG of a stored SVG: rendered by `render` on first request, then kept in the blob store
     * next to the original (concurrent first requests share one render).
     */
    async printPng(
      record: TImageRecord,
      render: (svg: string) => Promise<Buffer>,
    ): Promise<Buffer> {
      const key = printKey(record.sha256);
      const cached = await blobs.get(key);
      if (cached) return cached;
      let rendering = printsInFlight.get(key);
      if (!rendering) {
        rendering = (async () => {
          const bytes = await render((await read(record)).toString('utf8'));
          await blobs.put(key, bytes, 'image/png');
          return bytes;
        })().finally(() => printsInFlight.delete(key));
        printsInFlight.set(key, rendering);
      }
      return rendering;
    },

    /** Removes the rows and, where no other row shares the bytes, the files. */
    async deleteOwnedBy(ownerId: string): Promise<number> {
      const rows = await db.select().from(images).where(eq(images.owner_id, ownerId));
      if (rows.length === 0) return 0;
      await db.delete(images).where(eq(images.owner_id, ownerId));
      await removeOrphanFiles(rows);
      return rows.length;
    },

    /** Removes these rows (only the owner's) and any file no other row shares. */
    async deleteOwned(ownerId: string, ids: string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await db
        .select()
        .from(images)
        .where(and(eq(images.owner_id, ownerId), inArray(images.id, ids)));
      if (rows.length === 0) return 0;
      await db.delete(images).where(
        inArray(
          images.id,
          rows.map((r) => r.id),
        ),
      );
      await removeOrphanFiles(rows);
      return rows.length;
    },

    /** After rows were deleted elsewhere (the retention sweep): removes files no remaining row shares. */
    async removeFilesOf(rows: TImageRecord[]): Promise<void> {
      if (rows.length) await removeOrphanFiles(rows);
    },
  };
}
export type TImageStore = ReturnType<typeof createImageStore>;

const variantKey = (sha256: string, width: number, format: TVariantFormat) => `variants/${sha256}-${width}.${format}`;
const printKey = (sha256: string) => `prints/${sha256}-${PRINT_PNG_DPI}dpi.png`;
