import { ChevronRight } from 'lucide-react';
import { ENGINE_CREDITS } from '../../../../engine/credits';

/** The offline engine's motif and font sets, with their licences (CC BY needs attribution). */
export function EngineCredits() {
  return (
    <details className="group rounded-lg border border-border/70 bg-card/50 text-sm">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-4 py-2.5 font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
        <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden="true" />
        Credits
      </summary>
      <ul className="space-y-2 px-4 pb-4 pt-1 text-xs text-muted-foreground">
        {ENGINE_CREDITS.map((c) => (
          <li key={c.name}>
            <a href={c.url} target="_blank" rel="noreferrer noopener" className="font-medium text-foreground underline-offset-2 hover:underline">
              {c.name}
            </a>{' '}
            ({c.license}): {c.usedFor}.
          </li>
        ))}
      </ul>
    </details>
  );
}
