// The style library's server calls and their query hooks (GET /api/catalog/styles[/:id]) and the
// signed-in user's likes (GET/POST/DELETE /api/likes).
import { useMutation, useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import type { TStyleDetail, TStyleList } from '../../../../core/catalog-schemas';
import type { TLike } from '../../../../core/like-schemas';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { authFetch } from '../../../lib/session';

/** Shared with the gallery (same key, one cache entry). */
export const STYLES_QUERY_KEY = ['catalog', 'styles'] as const;
export const styleQueryKey = (id: string) => ['catalog', 'style', id] as const;
export const LIKES_QUERY_KEY = ['likes'] as const;

/** While example images are still being drawn on the server, look again every few seconds. */
export const PENDING_IMAGES_POLL_MS = 4000;

/** The catalogue's zod schemas, loaded with the first fetch: a prerendered page already holds its
 * data and hydrates without them (building them is main-thread work a phone feels at startup). */
const catalogSchemas = () => import('../../../../core/catalog-schemas');

export async function fetchStyles(signal?: AbortSignal): Promise<TStyleList> {
  const [body, { ZStyleList }] = await Promise.all([apiFetch<unknown>('/api/catalog/styles', { signal }), catalogSchemas()]);
  return ZStyleList.parse(body);
}

export async function fetchStyle(id: string, signal?: AbortSignal): Promise<TStyleDetail> {
  const [body, { ZStyleDetail }] = await Promise.all([
    apiFetch<unknown>(`/api/catalog/styles/${encodeURIComponent(id)}`, { signal }),
    catalogSchemas(),
  ]);
  return ZStyleDetail.parse(body);
}

export function useStyles() {
  return useQuery({
    queryKey: STYLES_QUERY_KEY,
    queryFn: ({ signal }) => fetchStyles(signal),
    staleTime: 5 * 60_000,
    refetchInterval: (query: Query<TStyleList>) =>
      query.state.data?.styles.some((s) => !s.image) ? PENDING_IMAGES_POLL_MS : false,
  });
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export function useStyle(id: string) {
  return useQuery({
    queryKey: styleQueryKey(id),
    queryFn: ({ signal }) => fetchStyle(id, signal),
    staleTime: 5 * 60_000,
    retry: (count, error) => !isNotFound(error) && count < 1,
    refetchInterval: (query: Query<TStyleDetail>) =>
      query.state.data && !query.state.data.image ? PENDING_IMAGES_POLL_MS : false,
  });
}

export function useLikes(enabled: boolean) {
  return useQuery({
    queryKey: LIKES_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const [body, { ZLikeList }] = await Promise.all([
        authFetch<unknown>('/api/likes', { signal }),
        import('../../../../core/like-schemas'),
      ]);
      return ZLikeList.parse(body);
    },
    enabled,
    staleTime: 60_000,
  });
}

/** Likes or unlikes a style with an optimistic cache update, rolled back when the server says no. */
export function useToggleLike() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ styleId, like }: { styleId: string; like: boolean }): Promise<void> => {
      if (like) await authFetch<TLike>('/api/likes', { method: 'POST', body: { style_id: styleId } });
      else await authFetch<void>(`/api/likes/${encodeURIComponent(styleId)}`, { method: 'DELETE' });
    },
    onMutate: async ({ styleId, like }) => {
      await client.cancelQueries({ queryKey: LIKES_QUERY_KEY });
      const previous = client.getQueryData<TLike[]>(LIKES_QUERY_KEY);
      client.setQueryData<TLike[]>(LIKES_QUERY_KEY, (likes = []) =>
        like
          ? [{ id: `pending-${styleId}`, style_id: styleId, created_at: new Date().toISOString() }, ...likes]
          : likes.filter((l) => l.style_id !== styleId),
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      client.setQueryData(LIKES_QUERY_KEY, context?.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: LIKES_QUERY_KEY }),
  });
}
