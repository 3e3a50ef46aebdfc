// Keeps the generator's designs in this browser and, after a guest signs up or in, saves the
// design they pressed 'Sign Up to Save' on (issue #9 item 1). See generator-work.ts.
import { useEffect, useState } from 'react';
import { descriptionFor } from '../../../../core/generation-rules';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import type { TDesignCreate } from '../../../../core/design-schemas';
import { useSaveDesign } from '../api/generator-api';
import type { TGeneratedDesign } from '../generator-types';
import { keepWork, restoreWork, settleClaim, workStorage, type TRestoredWork } from '../generator-work';

/** What POST /api/designs gets for a design. */
export function saveInput(design: TGeneratedDesign): TDesignCreate {
  return {
    image_id: design.imageId,
    title: (design.description.trim() || descriptionFor(design.model)).slice(0, 120),
    prompt: design.prompt,
    model: design.model,
    attributes: design.attributes,
    ...(design.claimToken ? { claim_token: design.claimToken } : {}),
  };
}

/** Designs being claimed in this page's life: a remount must not save one twice. */
const claiming = new Set<string>();

/** The work restored for this viewer, read once when the generator mounts. */
export function useRestoredWork(userId: string | null): TRestoredWork {
  const [restored] = useState(() => restoreWork(workStorage(), userId));
  return restored;
}

/** Writes the page's designs back on every change. */
export function useKeepWork(userId: string | null, designs: TGeneratedDesign[], current: TGeneratedDesign | null) {
  useEffect(() => {
    keepWork(workStorage(), userId, designs, current);
  }, [userId, designs, current]);
}

/** Saves a former guest's pending designs to the account now signed in, once, and says so. */
export function useClaimDesigns(userId: string | null, toClaim: TGeneratedDesign[]) {
  const saveDesign = useSaveDesign();
  const { mutateAsync } = saveDesign;
  useEffect(() => {
    if (!userId) return;
    const todo = toClaim.filter((d) => !claiming.has(d.id));
    if (todo.length === 0) return;
    for (const d of todo) claiming.add(d.id);
    void (async () => {
      let saved = 0;
      let failure: string | null = null;
      for (const design of todo) {
        try {
          await mutateAsync(saveInput(design));
          saved += 1;
        } catch (error) {
          failure = error instanceof ApiError ? error.message : 'Could not save the design. Please try again.';
        } finally {
          settleClaim(workStorage(), design.id);
        }
      }
      if (failure) {
        toast({ title: 'Save Failed', description: failure, variant: 'destructive' });
      } else if (saved > 0) {
        toast({
          title: 'Design Saved',
          description: `Your design from before you signed in is saved. Find it in Your Designs on your profile.`,
        });
      }
    })();
  }, [userId, toClaim, mutateAsync]);
}
