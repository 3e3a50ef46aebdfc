// Who is using the generator: a signed-in user or a guest (spec §4: guest = no signed-in user).
// Reads Better Auth's session endpoint directly; switch to src/web/lib/auth-client.ts once it lands.
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface TViewer {
  id: string;
  email: string;
  name: string;
}

export interface TViewerState {
  loading: boolean;
  user: TViewer | null;
}

export const VIEWER_QUERY_KEY = ['auth', 'session'] as const;

export function useViewer(): TViewerState {
  const query = useQuery({
    queryKey: VIEWER_QUERY_KEY,
    queryFn: async () => {
      const session = await apiFetch<{ user?: TViewer } | null>('/api/auth/get-session');
      return session?.user ?? null;
    },
    staleTime: 60_000,
    retry: false,
  });
  // A failed session check means we cannot prove a sign-in: treat the viewer as a guest.
  return { loading: query.isPending, user: query.data ?? null };
}
