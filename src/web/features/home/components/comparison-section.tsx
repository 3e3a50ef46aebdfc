import { Check, X } from 'lucide-react';
import { SectionHeading } from './section-heading';

const OLD_WAY = [
  'Hours of scrolling saved screenshots of other people’s tattoos',
  'Trying to describe an idea you can’t draw, then hoping it was understood',
  'Waiting days for a first sketch, and again for every change',
  'Guessing how big it should be until the stencil is already on your arm',
  'Finding out at the consultation that fine script on a wrist will blur',
];

const AI_WAY = [
  'Describe it your way: type, talk, tick attributes or upload a reference',
  'See several directions in seconds, free to start',
  'Iterate as often as you like until it feels like yours',
  'Preview placement and real size in centimetres before you book',
  'Get an analysis of line weight, detail and ageing before the needle does',
];

export function ComparisonSection() {
  return (
    <section
      aria-labelledby="home-compare-title"
      className="mx-auto w-full max-w-6xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8"
    >
      <SectionHeading
        id="home-compare-title"
        eyebrow="Old way vs. AI way"
        title="A clearer idea before the first consultation"
        lead="InkGlow doesn’t replace your artist. It gets you to their chair with a reference, the right size and better questions."
      />
      <div className="mt-14 grid gap-6 md:grid-cols-2">
        <div className="rounded-3xl border bg-card/40 p-6 sm:p-8">
          <h3 className="text-lg font-semibold text-muted-foreground">The old way</h3>
          <ul className="mt-6 space-y-4">
            {OLD_WAY.map((item) => (
              <li key={item} className="flex gap-3 text-muted-foreground">
                <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full border">
                  <X className="size-3.5" aria-hidden="true" />
                </span>
                <span className="leading-relaxed">{item}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="relative rounded-3xl border border-primary/40 bg-card p-6 shadow-[0_0_60px_-20px] shadow-primary/50 sm:p-8">
          <h3 className="text-lg font-semibold text-primary">The InkGlow way</h3>
          <ul className="mt-6 space-y-4">
            {AI_WAY.map((item) => (
              <li key={item} className="flex gap-3">
                <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-primary text-primary-foreground">
                  <Check className="size-3.5" aria-hidden="true" />
                </span>
                <span className="leading-relaxed">{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
