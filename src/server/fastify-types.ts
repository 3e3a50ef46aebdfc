// What buildApp decorates the Fastify instance with, so routes and plugins are typed.
import type { TConfig } from './config';
import type { TDatabase, TDbKind } from './db/client';
import type { ImageStore } from './images/image-store';

declare module 'fastify' {
  interface FastifyInstance {
    config: TConfig;
    db: TDatabase;
    dbKind: TDbKind;
    images: ImageStore;
  }
}

export {};
