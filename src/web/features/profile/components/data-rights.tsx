import * as React from 'react';
import { useNavigate } from 'react-router';
import { Download, Trash2 } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { forgetSession } from '../../../lib/session';
import { deleteMyAccount, downloadMyData } from '../api/profile-api';

const CONFIRM_WORD = 'DELETE';

/** Download my data (GET /api/me/export) and Delete my account (DELETE /api/me, typed confirmation). */
export function DataRights() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [exporting, setExporting] = React.useState(false);
  const [deleting, setDeleting] = React.useState(false);
  const [typed, setTyped] = React.useState('');

  const exportData = async () => {
    setExporting(true);
    try {
      await downloadMyData();
      toast({ title: 'Download Started', description: 'Your data is being saved as a JSON file.' });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: (error as Error).message || 'Failed to export your data' });
    } finally {
      setExporting(false);
    }
  };

  const deleteAccount = async () => {
    setDeleting(true);
    try {
      await deleteMyAccount();
      // The session died with the account: every useAuth() sees a guest, cached data goes.
      forgetSession(queryClient);
      toast({ title: 'Account deleted', description: 'Your account and all of its data have been removed.' });
      navigate('/', { replace: true });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: (error as Error).message || 'Failed to delete your account' });
      setDeleting(false);
    }
  };

  return (
    <section aria-labelledby="data-rights-title" className="grid max-w-xl gap-4 border-t border-border pt-6">
      <div>
        <h3 id="data-rights-title" className="text-sm font-semibold">
          Your data
        </h3>
        <p className="text-sm text-muted-foreground">
          Download everything InkGlow keeps about you, or delete your account and all of it for good.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void exportData()} disabled={exporting}>
          {exporting ? <Spinner className="size-4 text-current" label="Preparing download" /> : <Download aria-hidden="true" />}
          Download my data
        </Button>
        <AlertDialog onOpenChange={(open) => !open && setTyped('')}>
          <AlertDialogTrigger asChild>
            <Button variant="destructive">
              <Trash2 aria-hidden="true" />
              Delete my account
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Delete your account?</AlertDialogTitle>
              <AlertDialogDescription>
                This removes your account, profile, saved designs, likes, preferences, history and images. It cannot
                be undone.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <div className="grid gap-2">
              <Label htmlFor="delete-confirm">
                Type <span className="font-mono font-semibold">{CONFIRM_WORD}</span> to confirm
              </Label>
              <Input
                id="delete-confirm"
                autoComplete="off"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
              />
            </div>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={deleting}>Cancel</AlertDialogCancel>
              <Button
                variant="destructive"
                disabled={typed.trim() !== CONFIRM_WORD || deleting}
                onClick={() => void deleteAccount()}
              >
                {deleting && <Spinner className="size-4 text-current" label="Deleting" />}
                Delete my account
              </Button>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
    </section>
  );
}
