// The retention sweep: runs inside the app process on an unref'd timer (it never keeps the process
// alive) and deletes unsaved images: a guest's after 24 hours, a signed-in user's history after
// IMAGE_RETENTION_DAYS. Saved designs' images are never touched (retention.repository.ts decides).
// Several processes may sweep at once: each DELETE takes only rows still there, so they never clash.
import type { FastifyBaseLogger } from 'fastify';
import type { TImageStore } from './image-store';
import type { TRetentionRepository } from './retention.repository';

export const GUEST_IMAGE_HOURS = 24;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Rows per DELETE, and at most this many batches per pass, so one pass never holds the database long. */
const BATCH = 200;
const MAX_BATCHES = 50;

export interface TRetentionOptions {
  repo: TRetentionRepository;
  images: Pick<TImageStore, 'removeFilesOf'>;
  retentionDays: number;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** Time between passes; the first pass runs after `firstRunMs`. */
  intervalMs?: number;
  firstRunMs?: number;
}

export function createRetentionSweep(options: TRetentionOptions) {
  const { repo, images, retentionDays, log } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  /** One pass: deletes what has expired at `now`; answers how many images went. */
  async function sweep(now = Date.now()): Promise<number> {
    const cutoffs = {
      guestBefore: new Date(now - GUEST_IMAGE_HOURS * HOUR),
      ownedBefore: new Date(now - retentionDays * DAY),
    };
    let deleted = 0;
    for (let i = 0; i < MAX_BATCHES; i++) {
      const rows = await repo.deleteExpired(cutoffs, BATCH);
      await images.removeFilesOf(rows);
      deleted += rows.length;
      if (rows.length < BATCH) break;
    }
    if (deleted) log.info({ deleted, retentionDays }, 'retention sweep deleted unsaved images');
    return deleted;
  }

  function runGuarded() {
    if (running) return;
    running = sweep()
      .catch((error) => {
        log.error({ err: error }, 'retention sweep failed');
        return 0;
      })
      .finally(() => (running = undefined));
  }

  return {
    sweep,
    start() {
      if (timer) return;
      const interval = options.intervalMs ?? HOUR;
      timer = setTimeout(function tick() {
        runGuarded();
        timer = setTimeout(tick, interval).unref();
      }, options.firstRunMs ?? 60_000).unref();
    },
    /** Stops the timer and waits for a pass in progress (before the database closes). */
    async stop() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
    get started() {
      return timer !== undefined;
    },
  };
}
export type TRetentionSweep = ReturnType<typeof createRetentionSweep>;
