import * as React from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../../lib/utils';

interface GalleryFilterProps {
  styles: { id: string; name: string }[];
  /** null means All Styles. */
  selected: string | null;
  onSelect: (id: string | null) => void;
}

const chip =
  'inline-flex h-9 shrink-0 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';
const on = 'border-primary bg-primary text-primary-foreground shadow-[0_4px_16px_-6px_var(--color-glow)]';
const off = 'border-border bg-card/60 text-foreground hover:border-primary/60 hover:bg-accent';

/** 'All Styles' plus one button per style, in a row that scrolls sideways (arrows on wider screens). */
export function GalleryFilter({ styles, selected, onSelect }: GalleryFilterProps) {
  const scroller = React.useRef<HTMLDivElement>(null);
  const [edges, setEdges] = React.useState({ start: true, end: false });

  const measure = React.useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 4, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 4 });
  }, []);

  React.useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, styles.length]);

  // Keep the chosen chip in view (e.g. when the page opens on ?style=), scrolling the row only.
  React.useEffect(() => {
    const row = scroller.current;
    const el = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!row || !el) return;
    const margin = 48;
    if (el.offsetLeft - margin < row.scrollLeft) row.scrollLeft = Math.max(0, el.offsetLeft - margin);
    else if (el.offsetLeft + el.offsetWidth + margin > row.scrollLeft + row.clientWidth)
      row.scrollLeft = el.offsetLeft + el.offsetWidth + margin - row.clientWidth;
  }, [selected]);

  const page = (direction: 1 | -1) => {
    const el = scroller.current;
    if (!el) return;
    el.scrollBy({ left: direction * el.clientWidth * 0.8, behavior: 'smooth' });
  };

  return (
    <div className="relative">
      <div
        ref={scroller}
        onScroll={measure}
        role="group"
        aria-label="Filter by style"
        className="relative flex gap-2 overflow-x-auto px-1 py-2 [scrollbar-width:thin]"
      >
        <button
          type="button"
          aria-pressed={selected === null}
          onClick={() => onSelect(null)}
          className={cn(chip, selected === null ? on : off)}
        >
          All Styles
        </button>
        {styles.map((s) => (
          <button
            key={s.id}
            type="button"
            aria-pressed={selected === s.id}
            onClick={() => onSelect(s.id)}
            className={cn(chip, selected === s.id ? on : off)}
          >
            {s.name}
          </button>
        ))}
      </div>
      {/* Fades hint that the row continues; the arrows are a mouse convenience (keys and swipes scroll too). */}
      <div
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute inset-y-0 left-0 w-10 bg-gradient-to-r from-background to-transparent transition-opacity md:w-16',
          edges.start && 'opacity-0',
        )}
      />
      <div
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute inset-y-0 right-0 w-10 bg-gradient-to-l from-background to-transparent transition-opacity md:w-16',
          edges.end && 'opacity-0',
        )}
      />
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onClick={() => page(-1)}
        className={cn(
          'absolute left-0 top-1/2 hidden size-8 -translate-y-1/2 items-center justify-center rounded-full border border-border bg-background text-foreground shadow-sm hover:bg-accent md:flex',
          edges.start && 'md:hidden',
        )}
      >
        <ChevronLeft className="size-4" />
      </button>
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onClick={() => page(1)}
        className={cn(
          'absolute right-0 top-1/2 hidden size-8 -translate-y-1/2 items-center justify-center rounded-full border border-border bg-background text-foreground shadow-sm hover:bg-accent md:flex',
          edges.end && 'md:hidden',
        )}
      >
        <ChevronRight className="size-4" />
      </button>
    </div>
  );
}
