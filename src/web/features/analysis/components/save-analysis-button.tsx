// Save for signed-in users; guests are offered to sign up (they cannot save, spec §6).
import { Link } from 'react-router';
import { Save, UserPlus } from 'lucide-react';
import type { TAnalysisResult } from '../../../../core/analysis/analysis-schemas';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { useSaveAnalysis } from '../../../lib/saved-analyses-api';

export function SaveAnalysisButton(props: {
  userId: string | null;
  result: TAnalysisResult;
  file: Blob | null;
  concept?: string;
}) {
  if (!props.userId) {
    return (
      <Button variant="outline" asChild>
        <Link to="/auth?tab=signup&redirect=/analysis">
          <UserPlus aria-hidden="true" />
          Sign Up to Save
        </Link>
      </Button>
    );
  }
  return <SaveButton {...props} userId={props.userId} />;
}

function SaveButton({
  userId,
  result,
  file,
  concept,
}: {
  userId: string;
  result: TAnalysisResult;
  file: Blob | null;
  concept?: string;
}) {
  const save = useSaveAnalysis(userId);
  return (
    <Button
      type="button"
      disabled={save.isPending || save.isSuccess}
      onClick={() =>
        save.mutate(
          { result, file, concept },
          {
            onSuccess: () =>
              toast({
                title: 'Analysis Saved',
                description: 'Find it under Saved analyses on this page and in your profile.',
              }),
            onError: (error) =>
              toast({
                title: 'Save Failed',
                description: error instanceof Error ? error.message : 'Please try again.',
                variant: 'destructive',
              }),
          },
        )
      }
    >
      {save.isPending ? <Spinner label="Saving" /> : <Save aria-hidden="true" />}
      {save.isSuccess ? 'Saved' : 'Save Analysis'}
    </Button>
  );
}
