// The plug-in point for image models: every runner this server has is registered here. Provider
// runners (chatgpt-image-1, flux-context, ideogram...) are added beside the offline engine.
import type { FastifyInstance } from 'fastify';
import { createLocalRunner } from './local-runner';
import { localEngine } from './local-engine';
import { ModelRegistry } from './model-registry';

export function createModelRegistry(_app: FastifyInstance): ModelRegistry {
  return new ModelRegistry([createLocalRunner(localEngine)]);
}
