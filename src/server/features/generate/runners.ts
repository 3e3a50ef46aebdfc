// The plug-in point for image models: every runner this server has is registered here: the
// offline engine and one runner per provider model (keys and quota decide their availability).
import type { FastifyInstance } from 'fastify';
import { createLocalRunner } from './local-runner';
import { localEngine } from './local-engine';
import { ModelRegistry } from './model-registry';
import { createProviderRunners } from './provider-runners';

export function createModelRegistry(app: FastifyInstance): ModelRegistry {
  return new ModelRegistry([createLocalRunner(localEngine), ...createProviderRunners(app)]);
}
