// The generator's server calls and their query hooks.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TGenerateRequestInput,
  TGenerateResponse,
  TGeneration,
  TGenerationsResponse,
} from '../../../../core/generation-schemas';
import type { TModelId } from '../../../../core/models';
import { authFetch as apiFetch } from '../../../lib/session';

export interface TModelChoice {
  id: TModelId;
  label: string;
  available: boolean;
  reason?: string;
}

/** The generator's menu, in order: the offline engine first (the default). */
export const GENERATOR_MENU: readonly TModelId[] = ['local', 'flux-context', 'chatgpt-image-1', 'ideogram'];

export interface TProvidersAnswer {
  models: (TModelChoice & { provider: string })[];
  keySource: 'server' | 'guest';
  quota?: { limit: number; used: number; resetsAt: string };
}

/**
 * The model menu for this caller from GET /api/providers (true availability and reasons);
 * `keySignature` names which guest keys are sent (never the keys).
 */
export function useGeneratorModels(headers: Record<string, string>, keySignature: string, userId: string | undefined) {
  return useQuery({
    queryKey: ['providers', userId ? `user:${userId}` : keySignature, 'generator'],
    queryFn: async () => {
      const answer = await apiFetch<TProvidersAnswer>('/api/providers', { headers });
      const models = GENERATOR_MENU.flatMap((id) => answer.models.filter((m) => m.id === id));
      return { ...answer, models };
    },
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
    mutationFn: ({ id, description }: { id: string; description: string }) =>
      apiFetch<TGeneration>(`/api/generations/${encodeURIComponent(id)}`, { method: 'PATCH', body: { description } }),
  });
}

export interface TSaveDesignInput {
  image_id: string;
  title?: string;
  prompt?: string;
  model: string;
  attributes?: Record<string, string>;
  /** For a design made as a guest: the token its generation returned. */
  claim_token?: string;
}

export function useSaveDesign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TSaveDesignInput) => apiFetch<{ id: string }>('/api/designs', { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['designs'] }),
  });
}
