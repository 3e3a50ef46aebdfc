import { Loader2, WandSparkles } from 'lucide-react';
import { useState } from 'react';
import { EDIT_INSTRUCTIONS_MAX_LENGTH, EDIT_INSTRUCTIONS_REQUIRED_MESSAGE, EDIT_INSTRUCTIONS_REQUIRED_TITLE } from '../../../../core/edit-instructions';
import { MODEL_LABELS } from '../../../../core/models';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogForm,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import type { TGeneratedDesign } from '../generator-types';

export const EDIT_FAILED_MESSAGE = 'Could not edit image. Please try again.';

const EXAMPLES = ['make it a stencil', 'add "MOM" on a banner', 'in japanese style', 'more color', 'use a wolf instead'];

export interface EditDesignDialogProps {
  design: TGeneratedDesign;
  disabled?: boolean;
  /** Runs the edit; resolves when the new design is shown, rejects with the error to report. */
  onEdit: (instructions: string) => Promise<void>;
}

/** Iterate on the shown design with plain instructions (POST /api/images/:id/edit). */
export function EditDesignDialog({ design, disabled, onEdit }: EditDesignDialogProps) {
  const [open, setOpen] = useState(false);
  const [instructions, setInstructions] = useState('');
  const [busy, setBusy] = useState(false);
  // Said inside the dialog too: while it is open, the toast region is hidden from screen readers.
  const [blank, setBlank] = useState(false);
  const engine = design.model === 'local';

  async function submit() {
    if (!instructions.trim()) {
      setBlank(true);
      toast({ title: EDIT_INSTRUCTIONS_REQUIRED_TITLE, description: EDIT_INSTRUCTIONS_REQUIRED_MESSAGE, variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      await onEdit(instructions.trim());
      setOpen(false);
      setInstructions('');
    } catch {
      // The page reported it; the dialog stays open so the words can be changed and sent again.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" disabled={disabled}>
          <WandSparkles className="size-4" aria-hidden="true" />
          Edit
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Edit this design</DialogTitle>
          <DialogDescription>
            {engine
              ? 'Describe the change. The offline engine redraws the design from the same seed with your changes.'
              : `Describe the change. ${MODEL_LABELS[design.model].replace(/\s*\(.*\)$/, '')} edits this image and keeps the rest.`}
          </DialogDescription>
        </DialogHeader>
        <DialogForm className="space-y-3" onSubmit={() => void submit()}>
          <div className="space-y-2">
            <Label htmlFor="edit-instructions">Edit instructions</Label>
            <Textarea
              id="edit-instructions"
              rows={3}
              maxLength={EDIT_INSTRUCTIONS_MAX_LENGTH}
              value={instructions}
              onChange={(e) => {
                setInstructions(e.target.value);
                setBlank(false);
              }}
              aria-invalid={blank || undefined}
              aria-describedby={blank ? 'edit-instructions-error' : undefined}
              placeholder="e.g. make it a stencil"
              className="resize-y"
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) {
                  e.preventDefault();
                  void submit();
                }
              }}
            />
            {blank && (
              <p id="edit-instructions-error" role="alert" className="text-sm text-destructive">
                {EDIT_INSTRUCTIONS_REQUIRED_MESSAGE}
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-1.5" aria-label="Examples">
            {EXAMPLES.map((example) => (
              <button
                key={example}
                type="button"
                className="rounded-full border border-border px-2.5 py-1 text-xs text-muted-foreground transition-colors hover:border-primary/50 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                onClick={() => {
                  setInstructions(example);
                  setBlank(false);
                }}
              >
                {example}
              </button>
            ))}
          </div>
          <DialogFooter className="gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
              {busy ? 'Editing…' : 'Apply edit'}
            </Button>
          </DialogFooter>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
