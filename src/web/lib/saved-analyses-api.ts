// Saved analyses of the signed-in user: list, save (with the image for image analyses), delete.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAnalysisResult,
  TSaveAnalysisRequest,
  TSavedAnalysis,
  TSavedAnalysisList,
} from '../../core/analysis/analysis-schemas';
import { authFetch } from './session';

export const savedAnalysesKey = (userId: string) => ['analyses', userId] as const;

export function useSavedAnalyses(userId: string | null) {
  return useQuery({
    queryKey: savedAnalysesKey(userId ?? 'guest'),
    queryFn: async () =>
      (await authFetch<TSavedAnalysisList>('/api/analyses')).analyses,
    enabled: Boolean(userId),
  });
}

export function useSaveAnalysis(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      result,
      file,
      concept,
    }: {
      result: TAnalysisResult;
      file: Blob | null;
      concept?: string;
    }) => {
      const data: TSaveAnalysisRequest = {
        kind: result.kind,
        concept: result.kind === 'concept' ? concept : undefined,
        summary: result.summary || undefined,
        analysis: result.analysis,
        analyst: result.analyst,
        placement: result.placement,
        sizeCm: result.sizeCm,
        measures: result.measures,
      };
      const form = new FormData();
      form.append('data', JSON.stringify(data));
      if (file && result.kind === 'image') form.append('image', file, 'image');
      return authFetch<TSavedAnalysis>('/api/analyses', { method: 'POST', body: form });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: savedAnalysesKey(userId) }),
  });
}

export function useDeleteAnalysis(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      authFetch<void>(`/api/analyses/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: savedAnalysesKey(userId) }),
  });
}
