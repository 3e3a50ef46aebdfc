import { History } from 'lucide-react';
import { MODEL_LABELS } from '../../../../core/models';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/utils';
import { thumbUrl, type TGeneratedDesign } from '../generator-types';

export interface HistoryGridProps {
  items: TGeneratedDesign[];
  currentId: string | undefined;
  onRestore: (design: TGeneratedDesign) => void;
  isGuest: boolean;
  loading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

// Made on first use: the first Intl formatter a page creates loads the locale's data, tens of
// milliseconds on a phone, which at module scope landed in the generator's first, blocking task.
let timeFormat: Intl.DateTimeFormat | undefined;
const formatTime = (iso: string) =>
  (timeFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })).format(new Date(iso));

/** Spec §2: three columns, newest first; a click restores image, prompt and description. */
export function HistoryGrid(props: HistoryGridProps) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-lg">
          <History className="size-4 text-primary" aria-hidden="true" />
          History
          {props.items.length > 0 && (
            <span className="text-sm font-normal text-muted-foreground">({props.items.length})</span>
          )}
        </CardTitle>
        <CardDescription>
          {props.isGuest
            ? 'Kept on this page until you leave. Sign up to keep your history.'
            : 'Kept in your account. Click one to bring it back.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {props.loading ? (
          <div className="grid grid-cols-3 gap-2 sm:gap-3">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="aspect-square rounded-lg" />
            ))}
          </div>
        ) : props.items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border px-4 py-8 text-center text-sm text-muted-foreground">
            Your generated designs will appear here, newest first.
          </p>
        ) : (
          <ul className="grid grid-cols-3 gap-2 sm:gap-3" data-testid="history-grid">
            {props.items.map((item) => {
              const selected = item.id === props.currentId;
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => props.onRestore(item)}
                    aria-current={selected ? 'true' : undefined}
                    title={item.prompt}
                    className={cn(
                      'group relative block aspect-square w-full overflow-hidden rounded-lg border-2 bg-muted/40 outline-none transition focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
                      selected ? 'border-primary' : 'border-transparent hover:border-primary/50',
                    )}
                  >
                    <img src={thumbUrl(item)} alt="" loading="lazy" className="h-full w-full object-contain" />
                    <span className="sr-only">
                      Restore: {item.prompt} ({MODEL_LABELS[item.model]}, {formatTime(item.timestamp)})
                    </span>
                    {item.output === 'stencil' && (
                      <span className="absolute left-1.5 top-1.5 rounded bg-background/85 px-1.5 py-0.5 text-[10px] font-semibold uppercase tracking-wide">
                        Stencil
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {props.hasMore && (
          <div className="mt-4 flex justify-center">
            <Button variant="outline" size="sm" onClick={props.onLoadMore} disabled={props.loadingMore}>
              {props.loadingMore && <Spinner label="Loading more" />}
              Load more
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
