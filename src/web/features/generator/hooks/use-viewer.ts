// Who is using the generator: a signed-in user or a guest (spec §4: guest = no signed-in user).
import { displayName, useAuth } from '../../../lib/session';

export interface TViewer {
  id: string;
  email: string;
  /** What to greet them by: full name, else username, else e-mail. */
  name: string;
}

export interface TViewerState {
  loading: boolean;
  user: TViewer | null;
}

export function useViewer(): TViewerState {
  const auth = useAuth();
  if (!auth.user) return { loading: auth.loading, user: null };
  return {
    loading: auth.loading,
    user: { id: auth.user.id, email: auth.user.email, name: displayName(auth.profile, auth.user.email) },
  };
}
