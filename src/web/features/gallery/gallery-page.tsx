import * as React from 'react';
import { ArrowRight, RotateCcw, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { useGalleryStyles } from './api/gallery-api';
import { GalleryFilter } from './components/gallery-filter';
import { GalleryGrid, GalleryGridSkeleton } from './components/gallery-grid';
import { useGalleryFilter } from './hooks/use-gallery-filter';

// The large view (a dialog, with its focus trap and scroll lock) is not on the first screen: it loads
// when a pointer or focus first reaches the grid, and shows once it is opened.
const loadLightbox = () => import('./components/gallery-lightbox');
const GalleryLightbox = React.lazy(async () => ({ default: (await loadLightbox()).GalleryLightbox }));
const warmLightbox = () => void loadLightbox();

export default function GalleryPage() {
  const query = useGalleryStyles();
  const { selected, select } = useGalleryFilter();
  const [openIndex, setOpenIndex] = React.useState<number | null>(null);
  // Mounted from the first opening on (it stays, so it can close as a dialog does).
  const [lightboxUsed, setLightboxUsed] = React.useState(false);
  const tiles = React.useRef(new Map<number, HTMLButtonElement>());

  const styles = React.useMemo(() => query.data?.styles ?? [], [query.data]);
  // An unknown ?style= shows everything rather than an empty page.
  const active = selected && styles.some((s) => s.id === selected) ? selected : null;
  const items = React.useMemo(() => (active ? styles.filter((s) => s.id === active) : styles), [styles, active]);
  // Only examples that are ready can be opened large.
  const viewable = React.useMemo(() => items.filter((s) => s.image), [items]);

  const openAt = (gridIndex: number) => {
    const index = viewable.findIndex((s) => s.id === items[gridIndex]?.id);
    if (index === -1) return;
    setLightboxUsed(true);
    setOpenIndex(index);
  };
  const returnFocus = (viewIndex: number) => {
    const gridIndex = items.findIndex((s) => s.id === viewable[viewIndex]?.id);
    const tile = tiles.current.get(gridIndex);
    tile?.focus();
    tile?.scrollIntoView?.({ block: 'nearest' });
  };

  return (
    <PageContainer>
      <title>Gallery · InkGlow</title>
      <PageHeader
        eyebrow="Gallery"
        title="Gallery"
        description="One example piece for every style. Pick a style to see it alone, or open any piece to view it large."
      />
      {query.isPending ? (
        <>
          <p role="status" className="mb-6 flex items-center gap-3 text-muted-foreground">
            <Spinner aria-hidden="true" label="" />
            Loading the gallery...
          </p>
          <GalleryGridSkeleton />
        </>
      ) : query.isError ? (
        <EmptyState
          role="alert"
          icon={<TriangleAlert aria-hidden="true" />}
          title="Couldn't load the gallery"
          description={query.error.message || 'Something went wrong. Please try again.'}
        >
          <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
            <RotateCcw aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
            {query.isFetching ? 'Retrying...' : 'Retry'}
          </Button>
        </EmptyState>
      ) : (
        <>
          <div className="-mx-1 mb-6">
            <GalleryFilter styles={styles} selected={active} onSelect={select} />
          </div>
          {active && (
            <p className="mb-5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
              {`Showing the ${items[0]?.name ?? ''} example.`}
              <Link
                to={`/styles/${active}`}
                className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                {`About ${items[0]?.name ?? 'this style'}`}
                <ArrowRight className="size-3.5" aria-hidden="true" />
              </Link>
            </p>
          )}
          <div onPointerOver={warmLightbox} onFocus={warmLightbox}>
            <GalleryGrid
              items={items}
              onOpen={openAt}
              tileRef={(index, el) => {
                if (el) tiles.current.set(index, el);
                else tiles.current.delete(index);
              }}
            />
          </div>
          {lightboxUsed && (
            <React.Suspense fallback={null}>
              <GalleryLightbox items={viewable} index={openIndex} onIndex={setOpenIndex} returnFocus={returnFocus} />
            </React.Suspense>
          )}
        </>
      )}
    </PageContainer>
  );
}
