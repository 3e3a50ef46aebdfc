import { Download, MessageSquareText, WandSparkles, type LucideIcon } from 'lucide-react';
import { SectionHeading } from './section-heading';

interface TStep {
  title: string;
  icon: LucideIcon;
  body: string;
}

const STEPS: TStep[] = [
  {
    title: 'Chat',
    icon: MessageSquareText,
    body: 'Tell InkGlow the idea in your own words, out loud or by picking attributes. Mention what it means to you, where it goes and roughly how big, if you know.',
  },
  {
    title: 'Generate',
    icon: WandSparkles,
    body: 'Get designs in seconds from the offline engine, or from OpenAI, FLUX or Ideogram (the one for lettering) when a provider is connected.',
  },
  {
    title: 'Refine and download',
    icon: Download,
    body: 'Adjust until it feels right, then download the design or its stencil outline and take both to a licensed artist for the final drawing.',
  },
];

export function HowItWorksSection() {
  return (
    <section
      aria-labelledby="home-how-title"
      className="relative overflow-hidden border-y bg-card/30"
    >
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
        <SectionHeading
          id="home-how-title"
          eyebrow="How it works"
          title="From a feeling to a stencil in three steps"
        />
        <div className="relative mt-14">
          {/* The dashed line reads as a stencil cut line joining the steps on wide screens. */}
          <div
            aria-hidden="true"
            className="absolute top-7 right-[16%] left-[16%] hidden border-t-2 border-dashed border-primary/40 md:block"
          />
          <ol className="relative grid gap-10 md:grid-cols-3 md:gap-8">
            {STEPS.map(({ title, icon: Icon, body }, index) => (
              <li key={title} className="relative flex flex-col items-center text-center">
                <span className="relative grid size-14 place-items-center rounded-full border-2 border-primary bg-background text-primary shadow-[0_0_28px_-4px] shadow-primary/60">
                  <Icon className="size-6" aria-hidden="true" />
                  <span className="absolute -top-2 -right-2 grid size-6 place-items-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
                    {index + 1}
                  </span>
                </span>
                <h3 className="mt-6 text-xl font-semibold">
                  <span className="sr-only">Step {index + 1}: </span>
                  {title}
                </h3>
                <p className="mt-3 max-w-xs leading-relaxed text-muted-foreground">{body}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
