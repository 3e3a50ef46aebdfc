// Generation constants the web's generator page needs at once, kept free of zod so the page's first
// load does not build every wire schema (generation-schemas.ts re-exports them for everyone else).

export const EMPTY_PROMPT_MESSAGE = 'Please enter a prompt or select tattoo attributes.';
export const DEFAULT_DESCRIPTION = 'AI-generated tattoo based on your specifications';
/** The offline engine is not an AI model, and its designs say so (the spec's text claims AI). */
export const ENGINE_DESCRIPTION = 'Drawn by the InkGlow offline engine from your specifications';

/** A new design's description, by the model that made it. */
export const descriptionFor = (model: string) => (model === 'local' ? ENGINE_DESCRIPTION : DEFAULT_DESCRIPTION);

/** Variations per request (the page offers 1 to 4). */
export const MAX_VARIATIONS = 4;
export const SUBJECT_MAX_LENGTH = 80;
export const DESCRIPTION_MAX_LENGTH = 500;
export const UINT32_MAX = 0xffff_ffff;
