import * as React from 'react';
import { cn } from '../../lib/utils';

interface EmptyStateProps extends Omit<React.ComponentProps<'div'>, 'title'> {
  icon?: React.ReactNode;
  title: React.ReactNode;
  description?: React.ReactNode;
}

/** A framed, centred message for empty lists and not-yet-available areas; children hold actions. */
function EmptyState({ icon, title, description, className, children, ...props }: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-border bg-card/40 px-6 py-14 text-center',
        className,
      )}
      {...props}
    >
      {icon && (
        <div className="mb-1 flex size-14 items-center justify-center rounded-full border border-primary/30 bg-primary/10 text-primary shadow-[0_0_24px_-6px_var(--color-glow)] [&_svg]:size-6">
          {icon}
        </div>
      )}
      <p className="font-display text-lg font-medium uppercase tracking-wide">{title}</p>
      {description && <p className="max-w-md text-sm text-muted-foreground">{description}</p>}
      {children && <div className="mt-2 flex flex-wrap justify-center gap-2">{children}</div>}
    </div>
  );
}

export { EmptyState, type EmptyStateProps };
