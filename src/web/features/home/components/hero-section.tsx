import { Link } from 'react-router';
import { ArrowRight, Mic, WandSparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { HeroArt } from './hero-art';

const HERO_CHIPS = [
  { label: 'Fine line · inner forearm · 10 × 15\u00a0cm', place: '-top-4 left-6' },
  { label: 'Stencil outline ready to print', place: 'top-1/2 -right-4 lg:-right-8' },
  { label: 'Made offline · no key, no account', place: '-bottom-4 left-10' },
];

export function HeroSection() {
  return (
    <section aria-labelledby="home-hero-title" className="relative isolate overflow-hidden">
      {/* Ink-in-water glow behind the headline; pure CSS so it costs no requests. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-40 left-1/2 size-[42rem] -translate-x-1/2 rounded-full bg-primary/15 blur-3xl" />
        <div className="absolute right-[-10rem] bottom-[-12rem] size-[30rem] rounded-full bg-primary/10 blur-3xl" />
        <div className="absolute inset-x-0 bottom-0 h-px bg-gradient-to-r from-transparent via-primary/40 to-transparent" />
      </div>

      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-20 sm:px-6 sm:pt-24 lg:grid-cols-[1.1fr_0.9fr] lg:gap-8 lg:px-8 lg:pt-28 lg:pb-28">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-primary/30 bg-primary/10 px-3 py-1 text-xs font-medium text-primary">
            <span
              className="size-1.5 rounded-full bg-primary shadow-[0_0_8px_currentColor]"
              aria-hidden="true"
            />
            Free to start · works without an account
          </p>
          <h1
            id="home-hero-title"
            className="mt-6 font-display text-5xl leading-[1.02] font-semibold uppercase text-balance sm:text-6xl lg:text-7xl"
          >
            Design your tattoo <span className="text-glow">before</span> the needle touches skin
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-base leading-relaxed sm:text-lg text-pretty text-muted-foreground lg:mx-0">
            Describe an idea by typing, talking, picking attributes or uploading a reference.
            InkGlow turns it into tattoo designs, print-ready stencils and an honest written
            analysis you can take to your artist.
          </p>
          <div className="mt-9 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center lg:justify-start">
            <Button asChild size="lg" className="shadow-[0_0_32px_-6px] shadow-primary/70">
              <Link to="/assistant">
                <Mic aria-hidden="true" />
                Talk to Voice Glow
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/generator">
                <WandSparkles aria-hidden="true" />
                Open the Design Generator
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
          <p className="mt-5 text-sm text-muted-foreground">
            The built-in design engine draws vector designs and stencils offline. Add an AI provider
            whenever you like.
          </p>
        </div>

        <div className="relative mx-auto w-full max-w-sm sm:max-w-md lg:max-w-none">
          <div className="relative flex aspect-square flex-col rounded-[2rem] border bg-card/60 p-5 shadow-2xl shadow-primary/10 backdrop-blur-sm sm:p-8">
            <div className="flex items-center justify-between gap-4 text-[0.65rem] font-semibold tracking-[0.2em] text-muted-foreground uppercase sm:text-[0.7rem]">
              <span>Flash no. 01</span>
              <span>Crescent mandala</span>
            </div>
            <HeroArt className="m-auto w-[84%] text-primary [filter:drop-shadow(0_0_10px_currentColor)]" />
          </div>
          <ul aria-label="What the sample design shows" className="hidden sm:block">
            {HERO_CHIPS.map((chip) => (
              <li
                key={chip.label}
                className={`absolute ${chip.place} rounded-full border bg-background/90 px-3 py-1.5 text-xs font-medium shadow-lg backdrop-blur`}
              >
                {chip.label}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
