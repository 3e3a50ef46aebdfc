import { useQuery } from '@tanstack/react-query';
// Types only: the site config is on every page, and the zod runtime stays out of the first visit.
import type { TSiteConfig } from '../../core/site-schemas';
import { apiFetch } from './api-client';

export type { TSiteConfig };

/** Shown only until /api/config answers (or if it fails), so the footer never renders empty. */
export const FALLBACK_SITE_CONFIG: TSiteConfig = {
  contactEmail: 'hello@inkglow.app',
  googleEnabled: false,
  emailVerificationRequired: false,
  embedAllowedOrigins: [],
};

export const siteConfigQueryKey = ['site-config'] as const;

export function fetchSiteConfig(): Promise<TSiteConfig> {
  return apiFetch<TSiteConfig>('/api/config');
}

/** The site config plus `isLoading`; fields fall back to FALLBACK_SITE_CONFIG while loading. */
export function useSiteConfig(): TSiteConfig & { isLoading: boolean; isError: boolean } {
  const query = useQuery({
    queryKey: siteConfigQueryKey,
    queryFn: fetchSiteConfig,
    staleTime: 5 * 60_000,
  });
  return {
    ...FALLBACK_SITE_CONFIG,
    ...query.data,
    isLoading: query.isLoading,
    isError: query.isError,
  };
}
