// The gallery's data: one example per style, from GET /api/catalog/styles (the same cache entry the
// style list uses, so moving between the two pages loads nothing twice).
import { useQuery, type Query } from '@tanstack/react-query';
import type { TStyleList } from '../../../../core/catalog-schemas';
import { apiFetch } from '../../../lib/api-client';

export const GALLERY_QUERY_KEY = ['catalog', 'styles'] as const;
const PENDING_IMAGES_POLL_MS = 4000;

export function useGalleryStyles() {
  return useQuery({
    queryKey: GALLERY_QUERY_KEY,
    // The zod schemas load with the first fetch: the prerendered gallery hydrates without them.
    queryFn: async ({ signal }) => {
      const [body, { ZStyleList }] = await Promise.all([
        apiFetch<unknown>('/api/catalog/styles', { signal }),
        import('../../../../core/catalog-schemas'),
      ]);
      return ZStyleList.parse(body);
    },
    staleTime: 5 * 60_000,
    // Examples still being drawn on the server appear as they are ready.
    refetchInterval: (query: Query<TStyleList>) =>
      query.state.data?.styles.some((s) => !s.image) ? PENDING_IMAGES_POLL_MS : false,
  });
}
