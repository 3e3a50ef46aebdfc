import * as React from 'react';
import { Link } from 'react-router';
import { Download, Expand, Eye, ImagePlus, PenTool, ScanSearch, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/utils';
import { useDeleteDesign, useDesigns, type TDesign } from '../api/profile-api';

const UNTITLED = 'Untitled Design';
const titleOf = (d: TDesign) => d.title?.trim() || UNTITLED;

/** Saved designs: a 1/2/3-column grid with a hover/focus overlay (seed-spec §2 Your Designs). */
export function DesignsTab({ userId }: { userId: string }) {
  const designs = useDesigns(userId);
  const remove = useDeleteDesign(userId);
  const [confirming, setConfirming] = React.useState<TDesign | null>(null);
  const [open, setOpen] = React.useState<TDesign | null>(null);

  React.useEffect(() => {
    if (designs.isError) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'Failed to load your saved designs.',
      });
    }
  }, [designs.isError]);

  const confirmDelete = async () => {
    if (!confirming) return;
    const target = confirming;
    try {
      await remove.mutateAsync(target.id);
      toast({
        title: 'Design Deleted',
        description: `"${titleOf(target)}" was removed from your designs.`,
      });
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to delete the design' });
    } finally {
      setConfirming(null);
    }
  };

  if (designs.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-8" label="Loading your designs" />
      </div>
    );
  }

  const list = designs.data ?? [];
  if (list.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-border px-6 py-16 text-center">
        <ImagePlus className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-base text-muted-foreground">You don't have any saved designs yet</p>
        <Button asChild>
          <Link to="/generator">Create Your First Design</Link>
        </Button>
      </div>
    );
  }

  return (
    <>
      <ul
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
        aria-label="Your saved designs"
      >
        {list.map((design) => (
          <li
            key={design.id}
            className="group relative aspect-[4/5] overflow-hidden rounded-xl border border-border bg-muted"
          >
            {/* Whole designs, never cropped: a tall piece keeps its top and bottom (issue #9). */}
            <img
              src={design.design_url}
              alt={titleOf(design)}
              loading="lazy"
              className="size-full object-contain p-3 transition-transform duration-300 group-hover:scale-[1.03] group-focus-within:scale-[1.03]"
            />
            <div
              className={cn(
                'absolute inset-0 flex flex-col justify-end gap-3 bg-gradient-to-t from-black/85 via-black/40 to-transparent p-4 text-white',
                'opacity-0 transition-opacity duration-200 group-hover:opacity-100 group-focus-within:opacity-100',
                '[@media(hover:none)]:opacity-100',
              )}
            >
              <p className="truncate font-medium">{titleOf(design)}</p>
              <div className="flex gap-2">
                <Button size="sm" variant="secondary" onClick={() => setOpen(design)}>
                  <Expand aria-hidden="true" />
                  Open
                  <span className="sr-only"> {titleOf(design)}</span>
                </Button>
                <Button size="sm" variant="secondary" asChild>
                  <Link to={`/analysis?image=${encodeURIComponent(design.design_url)}`}>
                    <ScanSearch aria-hidden="true" />
                    Analyze
                    <span className="sr-only"> {titleOf(design)}</span>
                  </Link>
                </Button>
                <Button size="sm" variant="destructive" onClick={() => setConfirming(design)}>
                  <Trash2 aria-hidden="true" />
                  Delete
                  <span className="sr-only"> {titleOf(design)}</span>
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>

      <ConfirmDeleteDialog
        open={Boolean(confirming)}
        title="Delete this design?"
        description={`"${confirming ? titleOf(confirming) : ''}" will be removed from your saved designs. This cannot be undone.`}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirming(null)}
      />

      <Dialog open={Boolean(open)} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl">
          {open && (
            <>
              <DialogHeader>
                <DialogTitle>{titleOf(open)}</DialogTitle>
                <DialogDescription>
                  Saved {new Date(open.created_at).toLocaleDateString()} · {open.model}
                </DialogDescription>
              </DialogHeader>
              <img
                src={open.design_url}
                alt={titleOf(open)}
                className="mx-auto max-h-[60dvh] w-auto rounded-lg border border-border bg-muted object-contain"
              />
              {open.prompt && (
                <div className="grid gap-1">
                  <p className="text-xs font-medium uppercase tracking-wider text-muted-foreground">
                    Prompt
                  </p>
                  <p className="text-sm leading-relaxed">{open.prompt}</p>
                </div>
              )}
              <div className="flex flex-wrap gap-2">
                <Button asChild>
                  <a href={open.design_url} download="tattoo-design.png">
                    <Download aria-hidden="true" />
                    Download
                  </a>
                </Button>
                <Button asChild variant="outline">
                  <Link
                    to={`/preview?image=${open.image_id}${open.attributes.svg_id ? `&print=${open.attributes.svg_id}` : ''}${open.attributes.placement ? `&placement=${open.attributes.placement}` : ''}`}
                  >
                    <Eye aria-hidden="true" />
                    Preview on the body
                  </Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to={`/stencil?image=${open.image_id}`}>
                    <PenTool aria-hidden="true" />
                    Make a stencil
                  </Link>
                </Button>
              </div>
            </>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
