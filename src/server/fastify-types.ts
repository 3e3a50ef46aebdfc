// What buildApp decorates the Fastify instance with, so routes and plugins are typed.
import type { TAi } from './ai/ai';
import type { TConfig } from './config';
import type { TDatabase, TDbKind } from './db/client';
import type { ImageStore } from './images/image-store';
import type { TAuth, TSessionUser } from './plugins/auth';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    config: TConfig;
    db: TDatabase;
    dbKind: TDbKind;
    images: ImageStore;
    /** Every AI model, key resolution and the generation service (src/server/ai), built once. */
    ai: TAi;
    /** Better Auth instance (accounts). */
    auth: TAuth;
    /** The signed-in user of this request (session cookie or Authorization: Bearer), or null. */
    getSessionUser(request: FastifyRequest): Promise<TSessionUser | null>;
    /** The signed-in user, or HttpError 401 'Please sign in to continue.'. */
    requireUser(request: FastifyRequest): Promise<TSessionUser>;
  }
}

export {};
