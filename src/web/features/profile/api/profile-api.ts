// Fetchers and query hooks for the profile page: designs, profile, preferences, likes, catalogue
// lists, data export and account deletion. All calls carry the session (authFetch).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TColorList, TStyleList, TTechniqueList } from '../../../../core/catalog-schemas';
import { ZDesignList, type TDesign } from '../../../../core/design-schemas';
import { ZLikeList } from '../../../../core/like-schemas';
import { PALETTES, STYLES, TECHNIQUES } from '../../../../core/options';
import { ZPreferencesView, type TPreferences, type TPreferencesView } from '../../../../core/preference-schemas';
import type { TMe, TProfile } from '../../../../core/profile-schemas';
import { authFetch } from '../../../lib/session';

export type { TDesign, TPreferences };

export const designsKey = (userId: string) => ['designs', userId] as const;
export const preferencesKey = (userId: string) => ['preferences', userId] as const;
export const likesKey = (userId: string) => ['likes', userId] as const;

export function useDesigns(userId: string) {
  return useQuery({ queryKey: designsKey(userId), queryFn: async () => ZDesignList.parse(await authFetch<unknown>('/api/designs')) });
}

export function useDeleteDesign(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => authFetch<void>(`/api/designs/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_data, id) => {
      client.setQueryData<TDesign[]>(designsKey(userId), (list) => list?.filter((d) => d.id !== id));
    },
  });
}

export function useUpdateProfile(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: Pick<TProfile, 'username' | 'full_name'>) =>
      authFetch<TProfile>('/api/profile', { method: 'PATCH', body: patch }),
    onSuccess: (profile) => {
      client.setQueryData(['me', userId], (me: TMe | undefined) => (me ? { ...me, profile } : me));
    },
  });
}

export function usePreferences(userId: string) {
  return useQuery({
    queryKey: preferencesKey(userId),
    queryFn: async () => ZPreferencesView.parse(await authFetch<unknown>('/api/preferences')),
  });
}

export function useSavePreferences(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (prefs: TPreferences) => authFetch<TPreferencesView>('/api/preferences', { method: 'PUT', body: prefs }),
    onSuccess: (prefs) => client.setQueryData(preferencesKey(userId), prefs),
  });
}

export function useLikes(userId: string) {
  return useQuery({ queryKey: likesKey(userId), queryFn: async () => ZLikeList.parse(await authFetch<unknown>('/api/likes')) });
}

export interface TCatalogChoices {
  styles: { id: string; name: string }[];
  colors: string[];
  techniques: string[];
}

/** The option lists bundled with the app, used until (or if) the catalogue answers. */
export const FALLBACK_CHOICES: TCatalogChoices = {
  styles: STYLES.map((s) => ({ id: s.value, name: s.label })),
  colors: PALETTES.map((p) => p.label),
  techniques: TECHNIQUES.map((t) => t.label),
};

async function loadChoices(): Promise<TCatalogChoices> {
  const [styles, colors, techniques] = await Promise.allSettled([
    authFetch<TStyleList>('/api/catalog/styles'),
    authFetch<TColorList>('/api/catalog/colors'),
    authFetch<TTechniqueList>('/api/catalog/techniques'),
  ]);
  return {
    styles:
      styles.status === 'fulfilled' && styles.value.styles?.length
        ? styles.value.styles.map((s) => ({ id: s.id, name: s.name }))
        : FALLBACK_CHOICES.styles,
    colors:
      colors.status === 'fulfilled' && colors.value.colors?.length
        ? colors.value.colors.map((c) => c.keyword)
        : FALLBACK_CHOICES.colors,
    techniques:
      techniques.status === 'fulfilled' && techniques.value.techniques?.length
        ? techniques.value.techniques.map((t) => t.keyword)
        : FALLBACK_CHOICES.techniques,
  };
}

export function useCatalogChoices() {
  return useQuery({ queryKey: ['profile-catalog-choices'], queryFn: loadChoices, staleTime: 10 * 60_000 });
}

/** Downloads GET /api/me/export as a JSON file. */
export async function downloadMyData(): Promise<void> {
  const data = await authFetch<unknown>('/api/me/export');
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `inkglow-data-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const deleteMyAccount = () => authFetch<void>('/api/me', { method: 'DELETE' });
