// Model fallback chains and the chat's automatic model choice (spec §4). Pure.
import type { TModelId } from './models';

/**
 * Next model to try when one fails. The first three pairs are the spec's; the rest are ours:
 * flux-schnell falls back to its bigger sibling (same key, different model), the legacy DALL·E
 * ids to the current OpenAI image model.
 */
export const FALLBACK_NEXT: Partial<Record<TModelId, TModelId>> = {
  'chatgpt-image-1': 'flux-context',
  ideogram: 'chatgpt-image-1',
  'flux-context': 'chatgpt-image-1',
  'flux-schnell': 'flux-context',
  'dall-e-3': 'chatgpt-image-1',
  'dall-e-2': 'chatgpt-image-1',
};

/**
 * Ordered models to attempt for a request: the requested model (if this caller can use it), then
 * its fallback chain, skipping models the caller cannot use, without repeats, always ending with
 * the offline engine 'local' (which needs no key and is always available).
 */
export function planModels(requested: TModelId, available: ReadonlySet<TModelId>): TModelId[] {
  const plan: TModelId[] = [];
  const seen = new Set<TModelId>();
  let current: TModelId | undefined = requested;
  while (current && current !== 'local' && !seen.has(current)) {
    seen.add(current);
    if (available.has(current)) plan.push(current);
    current = FALLBACK_NEXT[current];
  }
  plan.push('local');
  return plan;
}

export type TChatMode = 'design' | 'body_preview' | 'typography';

// Words that ask for letters in the design: Ideogram renders text far better than the others.
const LETTERING_WORDS = [
  'lettering',
  'letters',
  'letter',
  'text',
  'word',
  'words',
  'quote',
  'quotes',
  'script',
  'font',
  'typography',
  'calligraphy',
  'name',
  'initials',
  'writing',
  'written',
  'inscription',
  'saying',
  'phrase',
];

// Words that ask for a photographic look: FLUX Kontext handles realism and skin previews best.
const REALISM_WORDS = [
  'realism',
  'realistic',
  'photorealistic',
  'photo-realistic',
  'photorealism',
  'hyperrealistic',
  'hyper-realistic',
  'lifelike',
  'life-like',
  'photographic',
  'photo',
  'real life',
];

function hasWord(text: string, words: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return words.some((w) => new RegExp(`(^|[^a-z])${w.replace(/[-\s]/g, '[-\\s]')}($|[^a-z])`).test(lower));
}

export interface TAutoSelectInput {
  /** The user's latest message (or the whole prompt being built). */
  text: string;
  mode: TChatMode;
  currentModel: TModelId;
}

/**
 * Spec §4: lettering/text words (or typography mode) give ideogram; body_preview mode or realism words give
 * flux-context; otherwise chatgpt-image-1. Applies only while the model is still the default
 * chatgpt-image-1, so a model the user picked is never overridden.
 */
export function autoSelectModel({ text, mode, currentModel }: TAutoSelectInput): TModelId {
  if (currentModel !== 'chatgpt-image-1') return currentModel;
  // typography mode is lettering by definition.
  if (mode === 'typography' || hasWord(text, LETTERING_WORDS)) return 'ideogram';
  if (mode === 'body_preview' || hasWord(text, REALISM_WORDS)) return 'flux-context';
  return 'chatgpt-image-1';
}
