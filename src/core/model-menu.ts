// The generator's model menu and its order, free of zod so the web's generator page loads it
// without the wire schemas (provider-schemas.ts re-exports it).
import type { TModelId } from './models';

/** The generator's model menu, in order: the offline engine first (the default). */
export const GENERATOR_MODELS: readonly TModelId[] = ['local', 'flux-context', 'chatgpt-image-1', 'ideogram'];

/** Every image model GET /api/providers reports: the generator's menu, then the rest. */
export const LISTED_MODELS: readonly TModelId[] = [...GENERATOR_MODELS, 'flux-schnell'];

/** The models of a GET /api/providers answer that `menu` lists, in the menu's order. */
export function menuOf<M extends { id: TModelId }>(models: readonly M[], menu: readonly TModelId[] = GENERATOR_MODELS): M[] {
  return menu.flatMap((id) => models.filter((m) => m.id === id));
}
