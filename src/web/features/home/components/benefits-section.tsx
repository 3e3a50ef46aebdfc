import {
  Check,
  Clock,
  Gem,
  PenTool,
  Ruler,
  ShieldCheck,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { SectionHeading } from './section-heading';

interface TBenefit {
  title: string;
  icon: LucideIcon;
  body: string;
  extras?: string[];
}

const BENEFITS: TBenefit[] = [
  {
    title: 'Free to start',
    icon: Sparkles,
    body: 'The built-in design engine draws vector designs and stencils with no account and no API key. Sign up only when you want to save your favourites.',
  },
  {
    title: 'Premium extras',
    icon: Gem,
    body: 'Pro is for people who want more. The free studio stays useful on its own.',
    extras: ['Unlimited iterations', 'High-resolution downloads', 'Priority support'],
  },
  {
    title: 'Open 24/7',
    icon: Clock,
    body: 'Sketch at midnight, refine over breakfast. There is no booking calendar between you and your next idea.',
  },
  {
    title: 'Placement and size previews',
    icon: Ruler,
    body: 'See a design on the forearm, ribs or ankle at real centimetres. A wrist piece is usually 2.5\u00a0×\u00a05 to 7.5\u00a0×\u00a010\u00a0cm, and that changes how much detail it can hold.',
  },
  {
    title: 'Stencils made for skin',
    icon: PenTool,
    body: 'Clean outlines without solid fills or grey gradients, the way a transfer needs them. Print at 100\u00a0% scale, never “fit to page”.',
  },
  {
    title: 'Your designs stay yours',
    icon: ShieldCheck,
    body: 'Saved designs are visible only to you. Keys you paste as a guest are used for one request and never stored. We never sell your data.',
  },
];

export function BenefitsSection() {
  return (
    <section
      aria-labelledby="home-benefits-title"
      className="mx-auto w-full max-w-6xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8"
    >
      <SectionHeading
        id="home-benefits-title"
        eyebrow="Why InkGlow"
        title="Built for something you’ll wear for life"
        lead="A tattoo is permanent. The tools that help you plan one should be honest, private and patient."
      />
      <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {BENEFITS.map(({ title, icon: Icon, body, extras }) => (
          <li
            key={title}
            className={
              extras
                ? 'relative rounded-3xl border border-primary/40 bg-gradient-to-b from-primary/10 to-card p-6 sm:p-7'
                : 'rounded-3xl border bg-card/50 p-6 sm:p-7'
            }
          >
            <div className="flex items-start gap-3">
              <Icon className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
              <h3 className="font-display text-xl font-semibold tracking-wide">{title}</h3>
              {extras ? <Badge className="mt-1 ml-auto">Pro</Badge> : null}
            </div>
            <p className="mt-3 leading-relaxed text-muted-foreground">{body}</p>
            {extras ? (
              <ul className="mt-4 space-y-2">
                {extras.map((extra) => (
                  <li key={extra} className="flex items-center gap-2 text-sm font-medium">
                    <Check className="size-4 text-primary" aria-hidden="true" />
                    {extra}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
