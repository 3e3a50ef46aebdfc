import { useSiteConfig } from '../../../lib/site-config';

/** EMBED_ALLOWED_ORIGINS as published by GET /api/config (`embedAllowedOrigins`). */
export function useEmbedOrigins(): { origins: string[]; isLoading: boolean } {
  const config = useSiteConfig() as ReturnType<typeof useSiteConfig> & { embedAllowedOrigins?: unknown };
  const origins = Array.isArray(config.embedAllowedOrigins)
    ? config.embedAllowedOrigins.filter((o): o is string => typeof o === 'string')
    : [];
  return { origins, isLoading: config.isLoading };
}
