// A stored design's image address, without zod (design-schemas.ts re-exports these): the chat and
// analysis pages use them on their first screen without loading the zod schemas.
export const designUrl = (imageId: string) => `/api/images/${imageId}`;

/** The stored image's id in a designUrl (`/api/images/<uuid>`); null for any other address. */
export const imageIdOfUrl = (url: string): string | null =>
  /^\/api\/images\/([0-9a-f-]{36})$/i.exec(url)?.[1] ?? null;
