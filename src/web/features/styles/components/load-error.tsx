import { RotateCcw, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

/** A failed load says so and offers a retry: never a silent empty list. */
export function LoadError({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const message =
    error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
  return (
    <EmptyState role="alert" icon={<TriangleAlert aria-hidden="true" />} title={title} description={message}>
      <Button onClick={onRetry} disabled={retrying}>
        <RotateCcw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        {retrying ? 'Retrying...' : 'Retry'}
      </Button>
    </EmptyState>
  );
}
