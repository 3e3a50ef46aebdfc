import { Link } from 'react-router';
import { Mic, WandSparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export function FinalCtaSection() {
  return (
    <section aria-labelledby="home-cta-title" className="px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-[2rem] border border-primary/40 bg-card px-6 py-16 text-center shadow-[0_0_80px_-24px] shadow-primary/60 sm:px-12 sm:py-20">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
          <div className="absolute -top-24 left-1/2 size-[28rem] -translate-x-1/2 rounded-full bg-primary/20 blur-3xl" />
        </div>
        <h2
          id="home-cta-title"
          className="font-display text-4xl font-semibold uppercase text-balance sm:text-6xl"
        >
          Your idea is ready when you are
        </h2>
        <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-pretty text-muted-foreground">
          Say it out loud or build it attribute by attribute. Either way, your first design is free,
          and it can be on paper before the kettle boils.
        </p>
        <div className="mt-9 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Button asChild size="lg" className="shadow-[0_0_32px_-6px] shadow-primary/70">
            <Link to="/assistant">
              <Mic aria-hidden="true" />
              Start with your voice
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/generator">
              <WandSparkles aria-hidden="true" />
              Build a design
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
