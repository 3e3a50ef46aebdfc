import { SearchX } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { HydrationSlices, offscreenItem } from '../../components/ui/hydration-slice';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { useStyles } from './api/styles-api';
import { LoadError } from './components/load-error';
import { StyleCard, StyleCardSkeleton } from './components/style-card';
import { StyleToolbar } from './components/style-toolbar';
import { useStyleFilter } from './hooks/use-style-filter';
import { filterStyles, traitCounts } from './style-filter';

const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

export default function StylesPage() {
  const styles = useStyles();
  const { filter, setQuery, toggleTrait, clear } = useStyleFilter();
  const all = styles.data?.styles ?? [];
  const shown = filterStyles(all, filter);

  return (
    <PageContainer>
      <title>Tattoo Styles · InkGlow</title>
      <PageHeader
        eyebrow="Style library"
        title="Tattoo Styles"
        description="From Traditional flash to fine line and Japanese irezumi: what defines each style, how it ages and who it suits, each with an example piece."
      />

      {styles.isPending ? (
        <>
          {/* Same boxes as the toolbar and count line, so the grid does not jump when they arrive. */}
          <div aria-hidden="true" className="flex flex-col gap-4">
            <div className="h-11 max-w-md animate-pulse rounded-md bg-muted" />
            <div className="-mx-4 flex gap-2 overflow-hidden px-4 sm:mx-0 sm:flex-wrap sm:px-0">
              {[115, 106, 80, 136, 115, 121, 112, 103, 100, 121, 136, 129].map((w, i) => (
                <div key={i} className="h-8 shrink-0 animate-pulse rounded-full bg-muted" style={{ width: `${w}px` }} />
              ))}
            </div>
          </div>
          <p role="status" className="mb-5 mt-6 flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner aria-hidden="true" label="" className="size-4" />
            Loading tattoo styles...
          </p>
          <div className={GRID}>
            {Array.from({ length: 6 }, (_, i) => (
              <StyleCardSkeleton key={i} />
            ))}
          </div>
        </>
      ) : styles.isError ? (
        <LoadError
          title="Couldn't load the styles"
          error={styles.error}
          onRetry={() => void styles.refetch()}
          retrying={styles.isFetching}
        />
      ) : (
        <>
          <StyleToolbar
            filter={filter}
            counts={traitCounts(all)}
            onQuery={setQuery}
            onToggleTrait={toggleTrait}
            onClear={clear}
          />
          <p aria-live="polite" className="mb-5 mt-6 text-sm text-muted-foreground">
            {shown.length === all.length
              ? `${all.length} styles`
              : `Showing ${shown.length} of ${all.length} styles`}
          </p>
          {shown.length === 0 ? (
            <EmptyState
              icon={<SearchX aria-hidden="true" />}
              title="No styles match"
              description="Try another word, or turn off a filter to see more styles."
            >
              <Button variant="outline" onClick={clear}>
                Clear filters
              </Button>
            </EmptyState>
          ) : (
            <ul className={GRID}>
              {/* Over fifty cards: hydrated a few at a time, those below the first screen laid out when near. */}
              <HydrationSlices items={shown}>
                {(style, index) => (
                  <li key={style.id} className={offscreenItem(index)}>
                    <StyleCard style={style} priority={index === 0} />
                  </li>
                )}
              </HydrationSlices>
            </ul>
          )}
        </>
      )}
    </PageContainer>
  );
}
