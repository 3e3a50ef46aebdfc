import * as React from 'react';
import { cn } from '../../lib/utils';

/** The standard page width and padding (matches the header and footer). */
function PageContainer({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="page-container"
      className={cn('mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8', className)}
      {...props}
    />
  );
}

export { PageContainer };
