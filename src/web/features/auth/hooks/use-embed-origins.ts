import { useSiteConfig } from '../../../lib/site-config';

/** EMBED_ALLOWED_ORIGINS as published by GET /api/config (`embedAllowedOrigins`). */
export function useEmbedOrigins(): { origins: string[]; isLoading: boolean } {
  const config = useSiteConfig();
  return { origins: config.embedAllowedOrigins, isLoading: config.isLoading };
}
