import * as React from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/utils';

/** A spinning ring announced to screen readers as a status (label defaults to "Loading"). */
function Spinner({
  className,
  label = 'Loading',
  ...props
}: React.ComponentProps<'svg'> & { label?: string }) {
  return (
    <LoaderCircle
      data-slot="spinner"
      role="status"
      aria-label={label}
      className={cn('size-5 animate-spin text-primary', className)}
      {...props}
    />
  );
}

export { Spinner };
