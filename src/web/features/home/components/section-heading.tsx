import type { ReactNode } from 'react';

interface TSectionHeadingProps {
  id: string;
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
}

// Shared heading block so every home section opens with the same rhythm: eyebrow, title, lead.
export function SectionHeading({ id, eyebrow, title, lead }: TSectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-xs font-semibold tracking-[0.25em] text-primary uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-3 font-display text-3xl font-semibold text-balance sm:text-5xl">
        {title}
      </h2>
      {lead ? (
        <p className="mt-4 text-base leading-relaxed text-pretty text-muted-foreground sm:text-lg">
          {lead}
        </p>
      ) : null}
    </div>
  );
}
