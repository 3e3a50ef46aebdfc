import * as React from 'react';
import { ArrowUpRight, ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Link } from 'react-router';
import type { TStyleSummary } from '../../../../core/catalog-schemas';
import { imageVariantUrl } from '../../../../core/catalog-values';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { GalleryImage } from './gallery-image';

export const LIGHTBOX_WIDTH = 1024;

interface GalleryLightboxProps {
  items: TStyleSummary[];
  /** Index into items of the open image, or null when closed. */
  index: number | null;
  onIndex: (index: number | null) => void;
  /** Where focus goes when the lightbox closes (the tile of the image last shown). */
  returnFocus: (index: number) => void;
}

/** The large view: Left/Right step through the (filtered) examples, Escape closes. */
export function GalleryLightbox({ items, index, onIndex, returnFocus }: GalleryLightboxProps) {
  const open = index !== null && items[index] !== undefined;
  const item = open ? items[index] : undefined;
  const count = items.length;
  const content = React.useRef<HTMLDivElement>(null);
  // The index is already null when Radix asks where focus should go after closing.
  const lastShown = React.useRef<number | null>(null);
  React.useEffect(() => {
    if (index !== null) lastShown.current = index;
  }, [index]);
  const step = React.useCallback(
    (delta: number) => {
      if (index === null || count === 0) return;
      onIndex((index + delta + count) % count);
    },
    [index, count, onIndex],
  );

  // Warm the neighbours so stepping shows them at once.
  React.useEffect(() => {
    if (index === null || count < 2) return;
    for (const delta of [1, -1]) {
      const neighbour = items[(index + delta + count) % count]?.image;
      if (neighbour) new Image().src = imageVariantUrl(neighbour.id, LIGHTBOX_WIDTH);
    }
  }, [index, count, items]);

  const ratio = item?.image ? `${item.image.width} / ${item.image.height}` : '4 / 5';

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onIndex(null)}>
      <DialogContent
        ref={content}
        showCloseButton={false}
        className="max-w-[min(64rem,calc(100%-1rem))] gap-0 overflow-hidden p-0 sm:max-w-[min(64rem,calc(100%-2rem))]"
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') {
            e.preventDefault();
            step(1);
          } else if (e.key === 'ArrowLeft') {
            e.preventDefault();
            step(-1);
          }
        }}
        // Focus the dialog itself, so the arrows work at once and no control looks pre-selected.
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          content.current?.focus();
        }}
        onCloseAutoFocus={(e) => {
          if (lastShown.current === null) return;
          e.preventDefault();
          returnFocus(lastShown.current);
        }}
      >
        {item && (
          <>
            <div className="relative flex items-center justify-center bg-black/90 px-2 py-4 sm:px-16">
              <GalleryImage
                image={item.image}
                alt={`${item.name} tattoo example`}
                maxWidth={LIGHTBOX_WIDTH}
                fit="contain"
                loading="eager"
                className="h-[min(70dvh,calc((100vw-1rem)*1.25))] max-h-[70dvh] w-auto max-w-full rounded-md bg-transparent"
                style={{ aspectRatio: ratio }}
              />
              {count > 1 && (
                <>
                  <button
                    type="button"
                    onClick={() => step(-1)}
                    aria-label="Previous image"
                    className="absolute left-2 top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-black/55 text-white outline-none backdrop-blur-sm transition-colors hover:bg-black/75 focus-visible:ring-2 focus-visible:ring-ring sm:left-3"
                  >
                    <ChevronLeft className="size-5" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    onClick={() => step(1)}
                    aria-label="Next image"
                    className="absolute right-2 top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-black/55 text-white outline-none backdrop-blur-sm transition-colors hover:bg-black/75 focus-visible:ring-2 focus-visible:ring-ring sm:right-3"
                  >
                    <ChevronRight className="size-5" aria-hidden="true" />
                  </button>
                </>
              )}
            </div>
            <DialogClose
              aria-label="Close"
              className="absolute right-3 top-3 flex size-10 items-center justify-center rounded-full bg-black/55 text-white outline-none backdrop-blur-sm transition-colors hover:bg-black/75 focus-visible:ring-2 focus-visible:ring-ring"
            >
              <X className="size-5" aria-hidden="true" />
            </DialogClose>
            <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 border-t border-border px-5 py-4">
              <div className="min-w-0">
                <DialogTitle className="text-xl uppercase">{`${item.name} Example`}</DialogTitle>
                <DialogDescription className="mt-1">by Various Artists</DialogDescription>
              </div>
              <div className="flex items-center gap-4 text-sm">
                <span className="tabular-nums text-muted-foreground" aria-hidden="true">
                  {index! + 1} / {count}
                </span>
                <Link
                  to={`/styles/${item.id}`}
                  className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {`About ${item.name}`}
                  <ArrowUpRight className="size-4" aria-hidden="true" />
                </Link>
              </div>
            </div>
            <p className="sr-only" aria-live="polite">
              {`${item.name} Example, ${index! + 1} of ${count}`}
            </p>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
