import * as React from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './alert-dialog';
import { buttonVariants } from './button';
import { Spinner } from './spinner';

export interface TConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  description: React.ReactNode;
  /** The delete is under way: both buttons wait and the dialog cannot be dismissed. */
  busy: boolean;
  /** Why the last attempt failed, shown above the buttons. */
  error?: string | null;
  onConfirm: () => void;
  /** Asked to close (Cancel, Escape, outside press); not called while busy. */
  onClose: () => void;
}

/**
 * Asks before something is deleted for good. The Delete press does not close the dialog by itself
 * (Radix's Action would): the caller closes it once the delete has succeeded, so a failure can be
 * shown here and tried again.
 */
export function ConfirmDeleteDialog({ open, title, description, busy, error, onConfirm, onClose }: TConfirmDeleteDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            disabled={busy}
            onClick={(event) => {
              event.preventDefault();
              onConfirm();
            }}
          >
            {busy && <Spinner className="size-4 text-current" label="Deleting" />}
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
