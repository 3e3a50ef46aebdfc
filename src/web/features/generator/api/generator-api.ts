// The generator's server calls and their query hooks.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TGenerateRequestInput,
  TGenerateResponse,
  TGeneration,
  TGenerationsResponse,
  TGenerationUpdate,
} from '../../../../core/generation-schemas';
import type { TDesign as TSavedDesign, TDesignCreate } from '../../../../core/design-schemas';
import { menuOf } from '../../../../core/model-menu';
import type { TProvidersResponse } from '../../../../core/provider-schemas';
import { fetchProviders, providersQueryKey } from '../../../lib/provider-keys';
import { authFetch as apiFetch } from '../../../lib/session';

export type { TModelChoice } from '../../../../core/provider-schemas';

/** The generator's cache key of a caller's models (see providersQueryKey). */
export const generatorModelsQueryKey = (signature: string) => [...providersQueryKey(signature), 'generator'] as const;

/** GET /api/providers as the generator shows it: its menu's models, in the menu's order. */
export const generatorModelsFrom = (answer: TProvidersResponse) => ({ ...answer, models: menuOf(answer.models) });

/**
 * The model menu for this caller from GET /api/providers (true availability and reasons);
 * `keySignature` names which guest keys are sent (never the keys).
 */
export function useGeneratorModels(headers: Record<string, string>, keySignature: string, userId: string | undefined) {
  return useQuery({
    queryKey: generatorModelsQueryKey(userId ? `user:${userId}` : keySignature),
    queryFn: async () => generatorModelsFrom(await fetchProviders(headers)),
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
}

export const generate = (body: TGenerateRequestInput, signal?: AbortSignal, headers: Record<string, string> = {}) =>
  apiFetch<TGenerateResponse>('/api/generate', { method: 'POST', body, signal, headers });

const HISTORY_KEY = ['generator', 'history'] as const;
const historyKey = (userId: string | undefined) => [...HISTORY_KEY, userId ?? 'guest'] as const;
const HISTORY_PAGE = 24;

/** The signed-in user's saved history, newest first, a page at a time. */
export function useGenerationHistory(userId: string | undefined) {
  return useInfiniteQuery({
    queryKey: historyKey(userId),
    enabled: Boolean(userId),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      apiFetch<TGenerationsResponse>(
        `/api/generations?limit=${HISTORY_PAGE}${pageParam ? `&before=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    getNextPageParam: (last) => last.nextBefore,
  });
}

export function useInvalidateHistory() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: HISTORY_KEY });
}

export function useUpdateDescription() {
  return useMutation({
    mutationFn: ({ id, description }: { id: string } & TGenerationUpdate) =>
      apiFetch<TGeneration>(`/api/generations/${encodeURIComponent(id)}`, { method: 'PATCH', body: { description } }),
  });
}

export function useSaveDesign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TDesignCreate) => apiFetch<TSavedDesign>('/api/designs', { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['designs'] }),
  });
}
