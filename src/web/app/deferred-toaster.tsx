import * as React from 'react';
import { useToast } from '../components/ui/use-toast';

const Toaster = React.lazy(() =>
  import('../components/ui/toaster').then((module) => ({ default: module.Toaster })),
);

/**
 * Mounts the Radix toaster the first time something calls `toast()`, then keeps it. The toast
 * store lives in use-toast.ts, so the first toast is shown as soon as the chunk arrives.
 */
export function DeferredToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = React.useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <React.Suspense fallback={null}>
      <Toaster />
    </React.Suspense>
  );
}
