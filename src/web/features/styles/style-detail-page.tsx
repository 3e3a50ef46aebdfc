import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageContainer } from '../../components/ui/page-container';
import { Spinner } from '../../components/ui/spinner';
import { isNotFound, useStyle } from './api/styles-api';
import { LoadError } from './components/load-error';
import { StyleDetail } from './components/style-detail';

function BackToStyles() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3 mb-6 text-muted-foreground">
      <Link to="/styles">
        <ArrowLeft aria-hidden="true" />
        Back to Styles
      </Link>
    </Button>
  );
}

function DetailSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-14">
      <div className="mx-auto aspect-[4/5] w-full max-w-[520px] animate-pulse rounded-xl bg-muted" />
      <div className="space-y-4">
        <div className="h-12 w-2/3 animate-pulse rounded bg-muted" />
        <div className="h-5 w-full animate-pulse rounded bg-muted" />
        <div className="h-5 w-4/5 animate-pulse rounded bg-muted" />
        <div className="mt-8 h-56 animate-pulse rounded-xl bg-muted" />
      </div>
    </div>
  );
}

export default function StyleDetailPage() {
  const { styleId = '' } = useParams();
  const style = useStyle(styleId);

  if (style.isError && isNotFound(style.error)) {
    return (
      <PageContainer>
        <title>Style Not Found · InkGlow</title>
        <EmptyState
          icon={<SearchX aria-hidden="true" />}
          title={<span role="heading" aria-level={1}>Style Not Found</span>}
          description="We couldn't find the tattoo style you're looking for."
          className="py-20"
        >
          <Button asChild>
            <Link to="/styles">
              <ArrowLeft aria-hidden="true" />
              Back to Styles
            </Link>
          </Button>
        </EmptyState>
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <title>{style.data ? `${style.data.name} · Tattoo Styles · InkGlow` : 'Tattoo Styles · InkGlow'}</title>
      <BackToStyles />
      {style.isPending ? (
        <>
          <p role="status" className="mb-6 flex items-center gap-3 text-muted-foreground">
            <Spinner aria-hidden="true" label="" />
            Loading style details...
          </p>
          <DetailSkeleton />
        </>
      ) : style.isError ? (
        <LoadError
          title="Couldn't load this style"
          error={style.error}
          onRetry={() => void style.refetch()}
          retrying={style.isFetching}
        />
      ) : (
        <StyleDetail style={style.data} />
      )}
    </PageContainer>
  );
}
