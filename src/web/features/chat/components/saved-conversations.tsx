// The saved conversations list: open, rename (an in-app dialog with validation messages, not the
// browser's prompt box) and delete (confirmed first: a signed-in user's delete cannot be undone).
import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { CONVERSATION_TITLE_MAX } from '../../../../core/chat/chat-values';
import { checkConversationTitle } from '../../../../core/chat/conversation-title';
import { Button } from '../../../components/ui/button';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';

export interface TSavedSummary {
  id: string;
  title: string;
}

export interface SavedConversationsProps {
  saved: TSavedSummary[];
  /** For ids and labels: the list appears twice (desktop column, phone tab). */
  idPrefix: string;
  onOpen: (id: string) => void;
  /** Resolves when stored; rejects with a message to show in the dialog. */
  onRename: (id: string, title: string) => Promise<void>;
  onDelete: (id: string) => Promise<void>;
}

export function SavedConversations(props: SavedConversationsProps) {
  const [renaming, setRenaming] = useState<TSavedSummary | null>(null);
  const [deleting, setDeleting] = useState<TSavedSummary | null>(null);
  return (
    <>
      <ul className="space-y-1" aria-label="Saved conversations">
        {props.saved.map((c) => (
          <li key={c.id} className="flex items-center gap-1">
            <button
              type="button"
              className="min-w-0 flex-1 truncate rounded px-2 py-1 text-left text-sm hover:bg-accent"
              onClick={() => props.onOpen(c.id)}
            >
              {c.title}
            </button>
            <Button size="icon" variant="ghost" className="size-8" onClick={() => setRenaming(c)} aria-label={`Rename ${c.title}`}>
              <Pencil aria-hidden="true" />
            </Button>
            <Button size="icon" variant="ghost" className="size-8" onClick={() => setDeleting(c)} aria-label={`Delete ${c.title}`}>
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <RenameDialog
        key={renaming?.id ?? 'none'}
        conversation={renaming}
        inputId={`${props.idPrefix}-rename`}
        onClose={() => setRenaming(null)}
        onRename={props.onRename}
      />
      <DeleteDialog conversation={deleting} onClose={() => setDeleting(null)} onDelete={props.onDelete} />
    </>
  );
}

function RenameDialog(props: {
  conversation: TSavedSummary | null;
  inputId: string;
  onClose: () => void;
  onRename: (id: string, title: string) => Promise<void>;
}) {
  const [value, setValue] = useState(props.conversation?.title ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = `${props.inputId}-error`;

  async function submit() {
    if (!props.conversation) return;
    const checked = checkConversationTitle(value);
    if (!checked.ok) return setError(checked.message);
    setBusy(true);
    try {
      await props.onRename(props.conversation.id, checked.title);
      props.onClose();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : 'Could not rename the conversation. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={Boolean(props.conversation)} onOpenChange={(open) => !open && !busy && props.onClose()}>
      <DialogContent>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <DialogHeader>
            <DialogTitle>Rename conversation</DialogTitle>
            <DialogDescription>Up to {CONVERSATION_TITLE_MAX} characters.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={props.inputId}>Conversation name</Label>
            <Input
              id={props.inputId}
              value={value}
              autoFocus
              onChange={(e) => {
                setValue(e.target.value);
                setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            {error && (
              <p id={errorId} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={props.onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy && <Spinner className="size-4 text-current" label="Saving" />}
              Rename
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DeleteDialog(props: { conversation: TSavedSummary | null; onClose: () => void; onDelete: (id: string) => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    if (!props.conversation) return;
    setBusy(true);
    setError(null);
    try {
      await props.onDelete(props.conversation.id);
      props.onClose();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : 'Could not delete the conversation. Please try again.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <ConfirmDeleteDialog
      open={Boolean(props.conversation)}
      title="Delete this conversation?"
      description={`"${props.conversation?.title ?? ''}" and its messages will be removed. This cannot be undone.`}
      busy={busy}
      error={error}
      onConfirm={() => void confirm()}
      onClose={() => {
        setError(null);
        props.onClose();
      }}
    />
  );
}
