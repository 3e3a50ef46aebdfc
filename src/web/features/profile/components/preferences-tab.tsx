import * as React from 'react';
import { Link } from 'react-router';
import { Heart } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import {
  FALLBACK_CHOICES,
  useCatalogChoices,
  useLikes,
  usePreferences,
  useSavePreferences,
  type TPreferences,
} from '../api/profile-api';
import { FavoritesEditor } from './favorites-editor';

/** Preferences tab: favourite styles, colours and techniques, liked styles (seed-spec §2). */
export function PreferencesTab({ userId }: { userId: string }) {
  const prefs = usePreferences(userId);
  const likes = useLikes(userId);
  const choices = useCatalogChoices().data ?? FALLBACK_CHOICES;
  const save = useSavePreferences(userId);

  React.useEffect(() => {
    // Spec §8: preference load errors are logged; the tab shows 'Failed to load preferences'.
    if (prefs.error) console.error('Failed to load preferences', prefs.error);
  }, [prefs.error]);

  const update = async (patch: Partial<TPreferences>) => {
    if (!prefs.data) return;
    try {
      const { favorite_styles, favorite_colors, favorite_techniques } = prefs.data;
      await save.mutateAsync({ favorite_styles, favorite_colors, favorite_techniques, ...patch });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: (error as Error).message || 'Failed to save preferences',
      });
    }
  };

  const styleName = (id: string) => choices.styles.find((s) => s.id === id)?.name ?? id;

  return (
    <div className="grid gap-8">
      {prefs.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner className="size-8" label="Loading preferences" />
        </div>
      ) : prefs.isError ? (
        <p className="text-sm text-destructive">Failed to load preferences</p>
      ) : (
        <div className="grid gap-8">
          <FavoritesEditor
            id="favorite-styles"
            title="Favorite styles"
            emptyText="No favorite styles selected"
            values={prefs.data.favorite_styles}
            suggestions={choices.styles.map((s) => s.name)}
            disabled={save.isPending}
            onChange={(favorite_styles) => void update({ favorite_styles })}
          />
          <FavoritesEditor
            id="favorite-colors"
            title="Favorite colors"
            emptyText="No favorite colors selected"
            values={prefs.data.favorite_colors}
            suggestions={choices.colors}
            disabled={save.isPending}
            onChange={(favorite_colors) => void update({ favorite_colors })}
          />
          <FavoritesEditor
            id="favorite-techniques"
            title="Favorite techniques"
            emptyText="No favorite techniques selected"
            values={prefs.data.favorite_techniques}
            suggestions={choices.techniques}
            disabled={save.isPending}
            onChange={(favorite_techniques) => void update({ favorite_techniques })}
          />
        </div>
      )}

      <section aria-labelledby="liked-styles-title" className="grid gap-3 border-t border-border pt-6">
        <h3 id="liked-styles-title" className="text-sm font-semibold">
          Liked styles
        </h3>
        {likes.isPending ? (
          <Spinner className="size-5" label="Loading liked styles" />
        ) : likes.data && likes.data.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {likes.data.map((like) => (
              <li key={like.id}>
                <Link
                  to={`/styles/${encodeURIComponent(like.style_id)}`}
                  className="inline-flex items-center gap-1.5 rounded-full border border-border px-3 py-1 text-sm transition-colors hover:border-primary/60 hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <Heart className="size-3.5 fill-primary text-primary" aria-hidden="true" />
                  {styleName(like.style_id)}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">You haven't liked any styles yet.</p>
        )}
        <Button asChild variant="outline" className="justify-self-start">
          <Link to="/styles">Explore Tattoo Styles</Link>
        </Button>
      </section>
    </div>
  );
}
