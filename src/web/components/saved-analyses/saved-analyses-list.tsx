// A signed-in user's saved analyses: loading, empty and error states, a list that opens each one
// to read again (its image, summary and the formatted analysis), and delete after confirmation.
// Shared by /profile and /analysis, so it takes its data and actions as props (features never
// import each other); `SavedAnalysesSection` wires it to the server.
import * as React from 'react';
import { Link } from 'react-router';
import { Expand, FileSearch, Trash2 } from 'lucide-react';
import type { TSavedAnalysis } from '../../../core/analysis/analysis-schemas';
import { labelOf, PLACEMENTS } from '../../../core/options';
import { useDeleteAnalysis, useSavedAnalyses } from '../../lib/saved-analyses-api';
import { AnalysisMarkdown } from '../analysis-markdown';
import { Button } from '../ui/button';
import { ConfirmDeleteDialog } from '../ui/confirm-delete-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { Spinner } from '../ui/spinner';
import { toast } from '../ui/use-toast';

export interface SavedAnalysesListProps {
  analyses: TSavedAnalysis[] | undefined;
  loading: boolean;
  failed: boolean;
  onDelete: (id: string) => Promise<unknown>;
  /** Where the list sits: on /analysis an empty list shows nothing (the tool is right there). */
  hideWhenEmpty?: boolean;
}

const dateOf = (a: TSavedAnalysis) => new Date(a.created_at).toLocaleDateString();

function placementText(a: TSavedAnalysis): string | null {
  if (a.kind !== 'image' || !a.placement) return null;
  const place = PLACEMENTS.some((p) => p.value === a.placement)
    ? labelOf(PLACEMENTS, a.placement as (typeof PLACEMENTS)[number]['value']).toLowerCase()
    : a.placement;
  return a.size_cm ? `${a.size_cm} cm on the ${place}` : `on the ${place}`;
}

export function SavedAnalysesList({
  analyses,
  loading,
  failed,
  onDelete,
  hideWhenEmpty = false,
}: SavedAnalysesListProps) {
  const [open, setOpen] = React.useState<TSavedAnalysis | null>(null);
  const [confirming, setConfirming] = React.useState<TSavedAnalysis | null>(null);
  const [deleting, setDeleting] = React.useState(false);

  const confirmDelete = async () => {
    if (!confirming) return;
    const target = confirming;
    setDeleting(true);
    try {
      await onDelete(target.id);
      toast({ title: 'Analysis Deleted', description: `"${target.title}" was removed.` });
    } catch {
      toast({
        variant: 'destructive',
        title: 'Delete Failed',
        description: 'Failed to delete the analysis',
      });
    } finally {
      setDeleting(false);
      setConfirming(null);
    }
  };

  if (loading) {
    return hideWhenEmpty ? null : (
      <div className="flex justify-center py-10">
        <Spinner className="size-8" label="Loading your saved analyses" />
      </div>
    );
  }
  if (failed) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Your saved analyses could not be loaded. Please reload the page to try again.
      </p>
    );
  }
  const list = analyses ?? [];
  if (list.length === 0) {
    return hideWhenEmpty ? null : (
      <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-border px-6 py-12 text-center">
        <FileSearch className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-base text-muted-foreground">You don't have any saved analyses yet</p>
        <Button asChild variant="outline">
          <Link to="/analysis">Analyze a Design</Link>
        </Button>
      </div>
    );
  }

  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Your saved analyses">
        {list.map((a) => (
          <li key={a.id} className="flex gap-3 rounded-xl border border-border bg-card p-3">
            {a.image_url ? (
              <img
                src={`${a.image_url}?w=160`}
                alt=""
                loading="lazy"
                className="size-16 shrink-0 rounded-md border border-border bg-muted object-cover"
              />
            ) : (
              <div
                aria-hidden="true"
                className="flex size-16 shrink-0 items-center justify-center rounded-md border border-border bg-muted"
              >
                <FileSearch className="size-6 text-muted-foreground" />
              </div>
            )}
            <div className="min-w-0 flex-1 space-y-2">
              <p className="truncate text-sm font-medium" title={a.title}>
                {a.title}
              </p>
              <p className="text-xs text-muted-foreground">
                {a.kind === 'image' ? 'Image' : 'Concept'} · {dateOf(a)}
                {a.analyst === 'ai' ? ' · AI analyst' : ' · offline analyst'}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setOpen(a)}
                  aria-label={`Open ${a.title}`}
                >
                  <Expand aria-hidden="true" />
                  Open
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setConfirming(a)}
                  aria-label={`Delete ${a.title}`}
                >
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>

      <ConfirmDeleteDialog
        open={Boolean(confirming)}
        title="Delete this analysis?"
        description={`"${confirming?.title ?? ''}" and its image will be removed from your profile. This cannot be undone.`}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirming(null)}
      />

      <Dialog open={Boolean(open)} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl">
          {open && (
            <>
              <DialogHeader>
                <DialogTitle>{open.title}</DialogTitle>
                <DialogDescription>
                  Saved {dateOf(open)}
                  {placementText(open) ? ` · ${placementText(open)}` : ''}
                </DialogDescription>
              </DialogHeader>
              {open.image_url && (
                <img
                  src={`${open.image_url}?w=640`}
                  alt={`Image of ${open.title}`}
                  className="mx-auto max-h-64 w-auto rounded-lg border border-border bg-muted object-contain"
                />
              )}
              {open.concept && (
                <p className="text-sm">
                  <span className="font-medium">Concept: </span>
                  {open.concept}
                </p>
              )}
              {open.summary && (
                <div className="grid gap-1">
                  <p className="text-xs font-medium uppercase tracking-wider text-muted-foreground">
                    Summary
                  </p>
                  <p className="text-sm leading-relaxed">{open.summary}</p>
                </div>
              )}
              <AnalysisMarkdown text={open.analysis} />
              <div className="flex justify-end">
                <Button
                  variant="destructive"
                  size="sm"
                  onClick={() => {
                    setOpen(null);
                    setConfirming(open);
                  }}
                >
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              </div>
            </>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}

/** The list wired to the server for the signed-in user, under a heading. */
export function SavedAnalysesSection({
  userId,
  hideWhenEmpty = false,
  className,
}: {
  userId: string;
  hideWhenEmpty?: boolean;
  className?: string;
}) {
  const list = useSavedAnalyses(userId);
  const remove = useDeleteAnalysis(userId);
  if (hideWhenEmpty && !list.data?.length) return null;
  return (
    <section aria-labelledby="saved-analyses-title" className={className ?? 'space-y-4'}>
      <h2 id="saved-analyses-title" className="font-display text-xl font-semibold">
        Saved analyses
      </h2>
      <SavedAnalysesList
        analyses={list.data}
        loading={list.isPending}
        failed={list.isError}
        onDelete={(id) => remove.mutateAsync(id)}
        hideWhenEmpty={hideWhenEmpty}
      />
    </section>
  );
}
