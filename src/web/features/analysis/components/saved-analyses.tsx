// The signed-in user's saved analyses: open one to read it again, or delete it.
import { useState } from 'react';
import { Expand, Trash2 } from 'lucide-react';
import type { TSavedAnalysis } from '../../../../core/analysis/analysis-schemas';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { useDeleteAnalysis, useSavedAnalyses } from '../api/saved-analyses-api';
import { AnalysisMarkdown } from './analysis-markdown';

export function SavedAnalyses({ userId }: { userId: string }) {
  const list = useSavedAnalyses(userId);
  const remove = useDeleteAnalysis(userId);
  const [open, setOpen] = useState<TSavedAnalysis | null>(null);
  if (!list.data?.length) return null;
  return (
    <section aria-labelledby="saved-analyses-title" className="mt-10 space-y-4">
      <h2 id="saved-analyses-title" className="font-display text-xl font-semibold">
        Saved analyses
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {list.data.map((a) => (
          <li key={a.id} className="flex gap-3 rounded-xl border border-border bg-card p-3">
            {a.image_url && (
              <img
                src={`${a.image_url}?w=160`}
                alt=""
                className="size-16 shrink-0 rounded-md object-cover"
              />
            )}
            <div className="min-w-0 flex-1 space-y-2">
              <p className="truncate text-sm font-medium">{a.title}</p>
              <p className="text-xs text-muted-foreground">
                {new Date(a.created_at).toLocaleDateString()}
              </p>
              <div className="flex gap-2">
                <Button size="sm" variant="outline" onClick={() => setOpen(a)}>
                  <Expand aria-hidden="true" />
                  Open<span className="sr-only"> {a.title}</span>
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(a.id, {
                      onSuccess: () => toast({ title: 'Analysis Deleted' }),
                      onError: () =>
                        toast({
                          title: 'Delete Failed',
                          description: 'Failed to delete the analysis',
                          variant: 'destructive',
                        }),
                    })
                  }
                >
                  <Trash2 aria-hidden="true" />
                  Delete<span className="sr-only"> {a.title}</span>
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <Dialog open={Boolean(open)} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent className="max-h-[85vh] max-w-2xl overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{open?.title}</DialogTitle>
            <DialogDescription>
              {open?.summary ?? (open?.concept ? `Concept: ${open.concept}` : 'Saved analysis')}
            </DialogDescription>
          </DialogHeader>
          {open?.image_url && (
            <img
              src={`${open.image_url}?w=640`}
              alt="Analysed tattoo"
              className="mx-auto max-h-64 rounded-lg"
            />
          )}
          {open && <AnalysisMarkdown text={open.analysis} />}
        </DialogContent>
      </Dialog>
    </section>
  );
}
