// Image model ids (ARCHITECTURE §6). `chatgpt-image-one` is the generator's alias of chatgpt-image-1.
export const MODEL_IDS = [
  'local',
  'chatgpt-image-1',
  'flux-context',
  'flux-schnell',
  'ideogram',
  'dall-e-3',
  'dall-e-2',
] as const;
export type TModelId = (typeof MODEL_IDS)[number];

export const MODEL_ALIASES: Record<string, TModelId> = {
  'chatgpt-image-one': 'chatgpt-image-1',
  'gpt-image-1': 'chatgpt-image-1',
  'flux.schnell': 'flux-schnell',
  flux: 'flux-schnell',
  'openai-dalle3': 'dall-e-3',
  'openai-dalle2': 'dall-e-2',
};

export function normalizeModelId(id: string): TModelId | undefined {
  if ((MODEL_IDS as readonly string[]).includes(id)) return id as TModelId;
  return MODEL_ALIASES[id];
}

export const MODEL_LABELS: Record<TModelId, string> = {
  local: 'InkGlow Offline Engine',
  'chatgpt-image-1': 'ChatGPT Image (gpt-image-1)',
  'flux-context': 'FLUX Kontext',
  'flux-schnell': 'FLUX Schnell',
  ideogram: 'Ideogram 3.0 (lettering)',
  'dall-e-3': 'DALL·E 3',
  'dall-e-2': 'DALL·E 2',
};

/** Which provider key a model needs; `local` needs none. */
export const MODEL_PROVIDER: Record<TModelId, 'openai' | 'flux' | 'ideogram' | null> = {
  local: null,
  'chatgpt-image-1': 'openai',
  'flux-context': 'flux',
  'flux-schnell': 'flux',
  ideogram: 'ideogram',
  'dall-e-3': 'openai',
  'dall-e-2': 'openai',
};
