import { Quote } from 'lucide-react';
import { SectionHeading } from './section-heading';

// Illustrative voices of the three people InkGlow is built for (first-timer, collector, artist).
// They are labelled as illustrative on the page: no invented endorsements.
const TESTIMONIALS = [
  {
    name: 'Maya',
    role: 'First tattoo, Leeds',
    quote:
      'I’d carried a vague “moon and fern” idea for two years. One evening of chatting gave me three directions, and I took the fine-line one to my artist. She changed half of it, which was the point: we started from something real.',
  },
  {
    name: 'Daniel',
    role: 'Collector, Austin',
    quote:
      'The analysis flagged what I’d otherwise have learned the hard way: the script I wanted was too small for my wrist and would blur within a few years. We went bigger, and I’m glad.',
  },
  {
    name: 'Priya',
    role: 'Tattoo artist, Toronto',
    quote:
      'Clients now arrive with one clear reference and a size in centimetres instead of forty screenshots. I still redraw everything myself, but consultations are shorter and calmer.',
  },
];

export function TestimonialsSection() {
  return (
    <section
      aria-labelledby="home-voices-title"
      className="mx-auto w-full max-w-6xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8"
    >
      <SectionHeading
        id="home-voices-title"
        eyebrow="Who it’s for"
        title="First-timers, collectors and the artists who ink them"
        lead="Illustrative stories, written to show how each of them uses InkGlow."
      />
      <ul className="mt-14 grid gap-5 lg:grid-cols-3">
        {TESTIMONIALS.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col rounded-3xl border bg-card/50 p-6 sm:p-7">
              <Quote className="size-7 text-primary/70" aria-hidden="true" />
              <blockquote className="mt-4 flex-1 leading-relaxed text-pretty">{t.quote}</blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-10 place-items-center rounded-full bg-primary/15 font-semibold text-primary"
                >
                  {t.name[0]}
                </span>
                <span>
                  <span className="block font-semibold">{t.name}</span>
                  <span className="block text-sm text-muted-foreground">{t.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
