// What buildApp decorates the Fastify instance with, so routes and plugins are typed.
import type { TAi } from './ai/ai';
import type { TConfig } from './config';
import type { TDatabase, TDbKind } from './db/client';
import type { TEnginePool } from './images/engine-pool';
import type { TImageStore } from './images/image-store';
import type { TRetentionSweep } from './images/retention-sweep';
import type { TAuth, TSessionUser } from './plugins/auth';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    config: TConfig;
    db: TDatabase;
    dbKind: TDbKind;
    images: TImageStore;
    /** Worker threads that compose and render offline-engine designs off the event loop. */
    engine: TEnginePool;
    /** Deletes unsaved images past their retention (images/retention-sweep.ts); runs on a timer. */
    retention: TRetentionSweep;
    /** Every AI model, key resolution and the generation service (src/server/ai), built once. */
    ai: TAi;
    /** Better Auth instance (accounts). */
    auth: TAuth;
    /** The user of a session token (what `Authorization: Bearer` carries), or null. */
    getSessionUserByToken(token: string): Promise<TSessionUser | null>;
    /** The signed-in user of this request (session cookie or Authorization: Bearer), or null. */
    getSessionUser(request: FastifyRequest): Promise<TSessionUser | null>;
    /** The signed-in user, or HttpError 401 'Please sign in to continue.'. */
    requireUser(request: FastifyRequest): Promise<TSessionUser>;
    /** Database-counted abuse limits (plugins/abuse-limits.ts): each throws HttpError 429 past its limit. */
    abuseLimits: {
      generation(request: FastifyRequest): Promise<void>;
      upload(request: FastifyRequest): Promise<void>;
    };
  }
}

export {};
