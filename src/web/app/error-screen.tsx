import { Home, RotateCcw, TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { cn } from '../lib/utils';

/** "404 Not Found" for route error responses, else the thrown error's message. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Something went wrong.';
}

/**
 * The router's errorElement (spec §2). Inside the layout it fills the page area; `standalone`
 * (the root fallback, when the layout itself failed) draws its own full-screen frame.
 */
export function ErrorScreen({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const detail = describeRouteError(error);
  if (!isRouteErrorResponse(error)) console.error(error);

  return (
    <section
      className={cn(
        'mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-6 py-20 text-center',
        standalone && 'min-h-dvh',
      )}
    >
      <title>Something went wrong · InkGlow</title>
      <div className="mb-6 flex size-14 items-center justify-center rounded-full border border-destructive/40 bg-destructive/10 text-destructive">
        <TriangleAlert className="size-7" aria-hidden="true" />
      </div>
      <h1 className="font-display text-3xl font-semibold uppercase tracking-wide sm:text-4xl">
        Unexpected Application Error!
      </h1>
      <p className="mt-4 w-full break-words rounded-lg border border-border bg-muted/60 px-4 py-3 font-mono text-sm text-muted-foreground">
        {detail}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          {/* A plain anchor: after an error the router state may be unusable, so load home afresh. */}
          <a href="/">
            <Home aria-hidden="true" />
            Back to Home
          </a>
        </Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          <RotateCcw aria-hidden="true" />
          Reload page
        </Button>
      </div>
    </section>
  );
}
