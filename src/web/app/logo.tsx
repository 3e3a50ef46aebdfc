import * as React from 'react';
import { Link } from 'react-router';
import { cn } from '../lib/utils';

/** The InkGlow mark: a drop of ink lit from within, with a spark. Same drawing as public/favicon.svg. */
export function LogoMark({ className }: { className?: string }) {
  const id = React.useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8', className)}>
      <defs>
        <linearGradient
          id={`${id}-ink`}
          x1="8"
          y1="4"
          x2="24"
          y2="30"
          gradientUnits="userSpaceOnUse"
        >
          <stop offset="0" stopColor="var(--primary)" />
          <stop offset="1" stopColor="var(--ember)" />
        </linearGradient>
      </defs>
      <path
        d="M15 4.5C15 4.5 6.5 14 6.5 20a8.5 8.5 0 0 0 17 0C23.5 14 15 4.5 15 4.5Z"
        fill={`url(#${id}-ink)`}
      />
      <path
        d="M11 20.5a4 4 0 0 0 4 4"
        fill="none"
        stroke="var(--background)"
        strokeWidth="1.8"
        strokeLinecap="round"
        opacity="0.75"
      />
      <path d="M25.5 3l1 2.6 2.6 1-2.6 1-1 2.6-1-2.6-2.6-1 2.6-1Z" fill="var(--primary)" />
    </svg>
  );
}

/** Mark + wordmark, linking home. */
export function Logo({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onClick}
      aria-label="InkGlow home"
      className={cn(
        'group inline-flex items-center gap-2 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        className,
      )}
    >
      <LogoMark className="transition-[filter] duration-300 group-hover:drop-shadow-[0_0_8px_var(--color-glow)]" />
      <span className="font-display text-xl font-semibold uppercase tracking-[0.12em]">
        Ink<span className="text-primary">Glow</span>
      </span>
    </Link>
  );
}
