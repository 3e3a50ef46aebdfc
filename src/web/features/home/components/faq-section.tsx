import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../../../components/ui/accordion';
import { SectionHeading } from './section-heading';

export const ANALYSIS_STEPS = [
  'Style',
  'Technique',
  'Composition',
  'Dimension',
  'Emotion',
  'Keywords',
  'Interpretation',
  'Review',
] as const;

interface TFaqItem {
  id: string;
  question: string;
  answer: ReactNode;
}

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

export const FAQ_ITEMS: TFaqItem[] = [
  {
    id: 'account',
    question: 'Do I need an account or an API key?',
    answer: (
      <p>
        No. The built-in offline engine draws vector designs and print-ready stencils without
        either. A free account lets you save designs to your profile. AI image models from OpenAI,
        FLUX and Ideogram run when you are signed in, or as a guest with your own provider key,
        which is used for that one request and never stored by us.
      </p>
    ),
  },
  {
    id: 'analysis',
    question: 'What does the analysis tool look at?',
    answer: (
      <>
        <p>
          Upload a photo of a tattoo or a reference and you first get a three-to-four-sentence
          summary, then a detailed analysis in eight steps:
        </p>
        <ol className="my-3 flex flex-wrap gap-2" aria-label="The eight analysis steps">
          {ANALYSIS_STEPS.map((step, index) => (
            <li
              key={step}
              className="rounded-full border border-primary/30 bg-primary/10 px-3 py-1 text-sm text-foreground"
            >
              <span className="text-primary">{index + 1}.</span> {step}
            </li>
          ))}
        </ol>
        <p>
          No image yet? Describe the idea in words and you get a seven-step concept analysis
          instead, useful long before anything is drawn. Try it in the{' '}
          <Link to="/analysis" className={linkClass}>
            Analysis Tool
          </Link>
          .
        </p>
      </>
    ),
  },
  {
    id: 'artist',
    question: 'Can I take a design straight to my tattoo artist?',
    answer: (
      <p>
        Please do, as a starting point. A licensed artist will adapt line weight, spacing and size
        to your skin and the spot you chose, and most will redraw it in their own hand; that is
        their craft, and it is why the result lasts. If you print a stencil, print it at actual size
        (100&nbsp;%), never “fit to page”.
      </p>
    ),
  },
  {
    id: 'size',
    question: 'How big should my tattoo be?',
    answer: (
      <p>
        Usually a little bigger than you first think. Ink slowly spreads in skin over the years, so
        artists imagine every line three times thicker: if the design turns to mush, it needs more
        room or less detail. As a rough guide, script stays readable from about 6&nbsp;mm letter
        height, a small wrist piece is around 2.5&nbsp;×&nbsp;5&nbsp;cm, and a portrait usually
        wants 15&nbsp;cm or more. Placement and size previews help you judge it before you book.
      </p>
    ),
  },
  {
    id: 'pro',
    question: 'What’s free, and what does Pro add?',
    answer: (
      <p>
        Designs and stencils from the offline engine, the style library and the gallery are free.
        Pro adds extras: unlimited iterations, high-resolution downloads and priority support. Pro
        payments are handled by a card payment provider, and Pro features may change as the studio
        grows.
      </p>
    ),
  },
  {
    id: 'ownership',
    question: 'Who can see my designs, and who owns them?',
    answer: (
      <p>
        You own your ideas and the images you upload. Saved designs are visible only to you, and you
        can download everything or delete your account from your profile at any time. We never sell
        your data. The details are in our{' '}
        <Link to="/privacy-policy" className={linkClass}>
          Privacy Policy
        </Link>{' '}
        and{' '}
        <Link to="/terms-of-service" className={linkClass}>
          Terms of Service
        </Link>
        .
      </p>
    ),
  },
];

export function FaqSection() {
  return (
    <section aria-labelledby="home-faq-title" className="border-y bg-card/30">
      <div className="mx-auto max-w-3xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
        <SectionHeading id="home-faq-title" eyebrow="Questions" title="Before you commit to ink" />
        <Accordion
          type="single"
          collapsible
          className="mt-12 rounded-3xl border bg-card/60 px-5 shadow-sm sm:px-8"
        >
          {FAQ_ITEMS.map((item) => (
            <AccordionItem key={item.id} value={item.id}>
              <AccordionTrigger className="py-5 text-left text-pretty text-base font-semibold sm:text-lg">
                {item.question}
              </AccordionTrigger>
              <AccordionContent className="space-y-3 text-base leading-relaxed text-muted-foreground">
                {item.answer}
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </section>
  );
}
