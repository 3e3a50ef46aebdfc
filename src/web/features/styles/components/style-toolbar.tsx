import { Search, X } from 'lucide-react';
import { STYLE_TRAITS, type TStyleTrait } from '../../../../core/catalog-values';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/utils';
import type { TStyleFilter } from '../style-filter';

interface StyleToolbarProps {
  filter: TStyleFilter;
  counts: Map<TStyleTrait, number>;
  onQuery: (query: string) => void;
  onToggleTrait: (trait: TStyleTrait) => void;
  onClear: () => void;
}

/** Search box and trait chips (toggle buttons; a style must carry every chip that is on). */
export function StyleToolbar({ filter, counts, onQuery, onToggleTrait, onClear }: StyleToolbarProps) {
  const active = filter.query !== '' || filter.traits.length > 0;
  return (
    <div className="flex flex-col gap-4">
      <div className="relative max-w-md">
        <label htmlFor="style-search" className="sr-only">
          Search styles
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id="style-search"
          type="search"
          value={filter.query}
          onChange={(e) => onQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && filter.query) {
              e.preventDefault();
              onQuery('');
            }
          }}
          placeholder="Search by name or description"
          autoComplete="off"
          spellCheck={false}
          className="h-11 pl-9 pr-10 [&::-webkit-search-cancel-button]:hidden"
        />
        {filter.query && (
          <button
            type="button"
            onClick={() => onQuery('')}
            aria-label="Clear search"
            className="absolute right-2 top-1/2 flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
      <div
        role="group"
        aria-label="Filter by trait"
        // One sideways-scrolling row on phones (five wrapped rows would push the styles off screen).
        className="-mx-4 flex items-center gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
      >
        {STYLE_TRAITS.filter((t) => counts.has(t.value)).map((trait) => {
          const pressed = filter.traits.includes(trait.value);
          return (
            <button
              key={trait.value}
              type="button"
              aria-pressed={pressed}
              onClick={() => onToggleTrait(trait.value)}
              className={cn(
                'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
                pressed
                  ? 'border-primary bg-primary text-primary-foreground shadow-[0_4px_16px_-6px_var(--color-glow)]'
                  : 'border-border bg-card/60 text-foreground hover:border-primary/60 hover:bg-accent',
              )}
            >
              {trait.label}
              <span className={cn('text-xs tabular-nums', pressed ? 'text-primary-foreground/80' : 'text-muted-foreground')}>
                {counts.get(trait.value)}
              </span>
            </button>
          );
        })}
        {active && (
          <button
            type="button"
            onClick={onClear}
            className="inline-flex h-8 items-center gap-1 rounded-full px-3 text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="size-3.5" aria-hidden="true" />
            Clear filters
          </button>
        )}
      </div>
    </div>
  );
}
