import * as React from 'react';
import { cn } from '../../lib/utils';

interface PageHeaderProps extends Omit<React.ComponentProps<'header'>, 'title'> {
  /** The page's single h1. */
  title: React.ReactNode;
  /** A short line under the title. */
  description?: React.ReactNode;
  /** A small label above the title (e.g. a section name). */
  eyebrow?: React.ReactNode;
  /** Buttons or links aligned with the title on wide screens. */
  actions?: React.ReactNode;
}

/** Consistent page title block: eyebrow, h1, description, optional actions. */
function PageHeader({
  title,
  description,
  eyebrow,
  actions,
  className,
  children,
  ...props
}: PageHeaderProps) {
  return (
    <header
      data-slot="page-header"
      className={cn(
        'flex flex-col gap-4 pb-8 md:flex-row md:items-end md:justify-between',
        className,
      )}
      {...props}
    >
      <div className="max-w-2xl space-y-3">
        {eyebrow && (
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-primary">{eyebrow}</p>
        )}
        <h1 className="font-display text-4xl font-semibold uppercase leading-[1.05] tracking-wide sm:text-5xl">
          {title}
        </h1>
        {description && <p className="text-base text-muted-foreground sm:text-lg">{description}</p>}
        {children}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </header>
  );
}

export { PageHeader, type PageHeaderProps };
