// Abuse limits on the routes that spend disk or compute: designs (generate and edit, offline
// included) and uploads (analysis, stencils, saved analyses). Counted in the database's
// `rate_limit` table so every app process shares them; past a limit the answer is 429 with
// Retry-After in the one error shape. Key tests keep their own limit (features/providers).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TConfig } from '../config';
import { createRateLimitRepository, type TRateLimitRepository } from '../db/rate-limit.repository';
import { describeWait } from '../auth/auth-rate-limit';
import { HttpError } from '../http-errors';

export interface TAbuseLimitValues {
  /** Designs per client address per hour for guests (their images stay on our disk for a day). */
  guestGenerationsPerHour: number;
  /** Designs per signed-in user per minute, offline engine included. */
  generationsPerMinute: number;
  /** Image uploads per user (guests: per address) per hour. */
  uploadsPerHour: number;
}

export interface TWho {
  userId: string | null;
  ip: string;
}

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** Every this many hits, a process drops counters whose windows ended long ago. */
const PRUNE_EVERY = 500;

export function abuseLimitValues(config: TConfig): TAbuseLimitValues {
  return {
    guestGenerationsPerHour: config.GUEST_GENERATIONS_PER_HOUR,
    generationsPerMinute: config.GENERATIONS_PER_MINUTE,
    uploadsPerHour: config.UPLOADS_PER_HOUR,
  };
}

export function createAbuseLimits(repo: TRateLimitRepository, values: TAbuseLimitValues) {
  let hits = 0;

  async function count(key: string, max: number, windowMs: number, message: string, now: number) {
    if (++hits % PRUNE_EVERY === 0) {
      await repo.prune('gen:', now - HOUR);
      await repo.prune('upload:', now - HOUR);
    }
    const { count, windowStart } = await repo.hit(key, windowMs, now);
    if (count <= max) return;
    const seconds = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
    throw new HttpError(429, 'rate_limited', `${message} Please try again in ${describeWait(seconds)}.`, {
      'Retry-After': String(seconds),
    });
  }

  return {
    /** One design request (any model, any n); throws 429 past the caller's limit. */
    async generation(who: TWho, now = Date.now()): Promise<void> {
      if (who.userId) {
        const max = values.generationsPerMinute;
        await count(`gen:user:${who.userId}`, max, MINUTE, `You can make ${max} designs a minute.`, now);
      } else {
        const max = values.guestGenerationsPerHour;
        const message = `Guests can make ${max} designs an hour; sign in for more.`;
        await count(`gen:guest:${who.ip}`, max, HOUR, message, now);
      }
    },

    /** One image upload; throws 429 past the limit. */
    async upload(who: TWho, now = Date.now()): Promise<void> {
      const max = values.uploadsPerHour;
      const key = who.userId ? `upload:user:${who.userId}` : `upload:ip:${who.ip}`;
      await count(key, max, HOUR, `You can upload ${max} images an hour.`, now);
    },
  };
}
export type TAbuseLimits = ReturnType<typeof createAbuseLimits>;

/** Decorates the app with `abuseLimits` and a helper that reads who is asking from the request. */
export function registerAbuseLimits(app: FastifyInstance) {
  const limits = createAbuseLimits(createRateLimitRepository(app.db), abuseLimitValues(app.config));
  const who = async (request: FastifyRequest): Promise<TWho> => ({
    userId: (await app.getSessionUser(request))?.id ?? null,
    ip: request.ip,
  });
  app.decorate('abuseLimits', {
    generation: async (request: FastifyRequest) => limits.generation(await who(request)),
    upload: async (request: FastifyRequest) => limits.upload(await who(request)),
  });
}
