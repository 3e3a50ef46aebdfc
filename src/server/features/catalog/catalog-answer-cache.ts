// The style library changes only when it is seeded (at start) and while its example images are
// drawn: its answers are built once, kept in memory with their ETag, and served without touching
// the database. An answer whose examples are still being drawn is not kept: the next request reads
// the rows again and sees each example as soon as it is stored.
import { createHash } from 'node:crypto';

export interface TCachedAnswer {
  json: string;
  etag: string;
  pending: boolean;
}

export interface TAnswerCacheOptions {
  /** How long a complete answer is served from memory (default 60 s; seeding clears it anyway). */
  ttlMs?: number;
  now?: () => number;
}

export const etagOf = (json: string) => `"${createHash('sha1').update(json).digest('base64url')}"`;

export function createAnswerCache(options: TAnswerCacheOptions = {}) {
  const ttl = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { answer: TCachedAnswer; expires: number }>();
  const inFlight = new Map<string, Promise<TCachedAnswer>>();
  let generation = 0;

  return {
    /** The cached answer for `key`, else `load()` once (concurrent callers share one load). */
    async get<T>(key: string, load: () => Promise<T>, isPending: (value: T) => boolean = () => false): Promise<TCachedAnswer> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.answer;
      const running = inFlight.get(key);
      if (running) return running;
      const startedAt = generation;
      const work = load()
        .then((value) => {
          const json = JSON.stringify(value);
          const answer = { json, etag: etagOf(json), pending: isPending(value) };
          // A load that began before a clear() may hold old rows: serve it, do not keep it.
          if (startedAt === generation && !answer.pending) entries.set(key, { answer, expires: now() + ttl });
          return answer;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, work);
      return work;
    },
    /** Forget everything (the catalogue was seeded or its examples changed). */
    clear() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

export type TAnswerCache = ReturnType<typeof createAnswerCache>;
