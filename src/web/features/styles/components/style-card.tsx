import { Link } from 'react-router';
import type { TStyleSummary } from '../../../../core/catalog-schemas';
import { STYLE_TRAITS } from '../../../../core/catalog-values';
import { StyleImage } from './style-image';

const traitLabel = (value: string) => STYLE_TRAITS.find((t) => t.value === value)?.label ?? value;

/** Three columns from lg, two from sm, one on phones. */
export const CARD_IMAGE_SIZES = '(min-width: 1152px) 352px, (min-width: 1024px) 30vw, (min-width: 640px) 46vw, 92vw';

/** `priority`: the first card, the page's largest paint on a phone; the others' images load once
 * the app is live (see StyleImage's `deferred`). */
export function StyleCard({ style, priority }: { style: TStyleSummary; priority?: boolean }) {
  return (
    <Link
      to={`/styles/${style.id}`}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm transition-[border-color,box-shadow,transform] outline-none hover:-translate-y-0.5 hover:border-primary/50 hover:shadow-[0_12px_32px_-12px_var(--color-glow)] focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background motion-reduce:transition-none motion-reduce:hover:translate-y-0"
    >
      <StyleImage
        image={style.image}
        alt={`${style.name} tattoo example`}
        sizes={CARD_IMAGE_SIZES}
        priority={priority}
        deferred={!priority}
        className="aspect-[4/5] w-full border-b border-border"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 className="font-display text-xl font-semibold uppercase tracking-wide transition-colors group-hover:text-primary">
          {style.name}
        </h2>
        <p className="line-clamp-3 text-sm leading-relaxed text-muted-foreground">{style.shortDescription}</p>
        {style.traits.length > 0 && (
          <ul className="mt-auto flex flex-wrap gap-1.5 pt-2" aria-label="Traits">
            {style.traits.slice(0, 3).map((t) => (
              <li key={t} className="rounded-full border border-border px-2 py-0.5 text-[11px] font-medium text-muted-foreground">
                {traitLabel(t)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Link>
  );
}

export function StyleCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col overflow-hidden rounded-xl border border-border bg-card">
      <div className="aspect-[4/5] w-full animate-pulse bg-muted" />
      <div className="flex flex-col gap-3 p-5">
        <div className="h-6 w-1/2 animate-pulse rounded bg-muted" />
        <div className="h-4 w-full animate-pulse rounded bg-muted" />
        <div className="h-4 w-5/6 animate-pulse rounded bg-muted" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
      </div>
    </div>
  );
}
