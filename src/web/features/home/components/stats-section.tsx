// The three figures the product promises (spec §1). Each carries a line saying what it counts,
// so the number is never bigger than the claim behind it.
const STATS = [
  {
    value: '10,000+',
    label: 'designs within reach',
    detail:
      'Distinct starting points from the generator’s subjects, styles, techniques, compositions, palettes and placements — before you type a word.',
  },
  {
    value: '50+',
    label: 'tattoo styles',
    detail:
      'From American traditional and Japanese irezumi to fine line, dotwork and geometric, with how each one ages.',
  },
  {
    value: '24/7',
    label: 'always open',
    detail:
      'Ideas arrive at 2 a.m. The design engine runs right here, with no appointment and no waiting list.',
  },
];

export function StatsSection() {
  return (
    <section aria-label="InkGlow in numbers" className="border-y bg-card/40">
      <dl className="mx-auto grid max-w-6xl divide-y px-4 sm:px-6 md:grid-cols-3 md:divide-x md:divide-y-0 lg:px-8">
        {STATS.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col items-center px-4 py-9 text-center md:py-12"
          >
            <dt className="order-2 mt-2 text-sm font-semibold tracking-[0.2em] uppercase">
              {stat.label}
            </dt>
            <dd className="order-1 font-display text-5xl font-semibold text-primary [text-shadow:0_0_24px_color-mix(in_oklab,currentColor_45%,transparent)] sm:text-6xl">
              {stat.value}
            </dd>
            <dd className="order-3 mt-3 max-w-xs text-sm leading-relaxed text-muted-foreground">
              {stat.detail}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
