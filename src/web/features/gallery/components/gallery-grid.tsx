import { Expand } from 'lucide-react';
import type { TStyleSummary } from '../../../../core/catalog-schemas';
import { HydrationSlices, offscreenItem } from '../../../components/ui/hydration-slice';
import { GalleryImage } from './gallery-image';

const SIZES = '(min-width: 1152px) 352px, (min-width: 1024px) 30vw, (min-width: 640px) 46vw, 92vw';

interface GalleryGridProps {
  items: TStyleSummary[];
  onOpen: (index: number) => void;
  tileRef: (index: number, el: HTMLButtonElement | null) => void;
}

/** One example per style, three columns on desktops, two on tablets, one on phones. */
export function GalleryGrid({ items, onOpen, tileRef }: GalleryGridProps) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {/* Over fifty examples: hydrated a few at a time, those below the first screen laid out when near. */}
      <HydrationSlices items={items}>
        {(style, index) => (
          <li key={style.id} className={offscreenItem(index)}>
            <figure className="group flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm">
              <button
                ref={(el) => tileRef(index, el)}
                type="button"
                onClick={() => onOpen(index)}
                disabled={!style.image}
                aria-label={`View ${style.name} Example larger`}
                className="relative block w-full cursor-zoom-in outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring disabled:cursor-progress"
              >
                <GalleryImage
                  image={style.image}
                  alt={`${style.name} tattoo example`}
                  sizes={SIZES}
                  // The first example is the page's largest paint on a phone: fetched at once and
                  // first, not lazily once laid out. The others are not in the prerendered HTML: they
                  // come once the app is live, so they do not slow the first one on a phone's link.
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  deferred={index !== 0}
                  className="aspect-[4/5] w-full"
                />
                {style.image && (
                  <span
                    aria-hidden="true"
                    className="absolute right-3 top-3 flex size-9 items-center justify-center rounded-full bg-black/55 text-white opacity-0 backdrop-blur-sm transition-opacity group-hover:opacity-100 group-focus-within:opacity-100"
                  >
                    <Expand className="size-4" />
                  </span>
                )}
              </button>
              <figcaption className="border-t border-border px-5 py-4">
                <p className="font-display text-lg font-semibold uppercase tracking-wide">{`${style.name} Example`}</p>
                <p className="text-sm text-muted-foreground">by Various Artists</p>
              </figcaption>
            </figure>
          </li>
        )}
      </HydrationSlices>
    </ul>
  );
}

export function GalleryGridSkeleton() {
  return (
    <div aria-hidden="true" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-xl border border-border bg-card">
          <div className="aspect-[4/5] animate-pulse bg-muted" />
          <div className="space-y-2 px-5 py-4">
            <div className="h-5 w-1/2 animate-pulse rounded bg-muted" />
            <div className="h-4 w-1/3 animate-pulse rounded bg-muted" />
          </div>
        </div>
      ))}
    </div>
  );
}
