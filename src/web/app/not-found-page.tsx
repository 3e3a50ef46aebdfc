import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';

/** Route '*' (spec §2): '404', 'Oops! Page not found', Return to Home. */
export default function NotFoundPage() {
  return (
    <section className="relative mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-6 py-24 text-center">
      <title>Page not found · InkGlow</title>
      <h1 className="text-glow font-display text-8xl font-semibold leading-none tracking-wider drop-shadow-[0_0_24px_var(--color-glow)] sm:text-9xl">
        404
      </h1>
      <p className="mt-6 font-display text-2xl uppercase tracking-wide">Oops! Page not found</p>
      <p className="mt-3 text-muted-foreground">
        This page was never inked, or it has been lasered off. Let&apos;s get you back to the
        studio.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          Return to Home
        </Link>
      </Button>
    </section>
  );
}
