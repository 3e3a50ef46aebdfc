import { Link } from 'react-router';
import {
  ArrowUpRight,
  Images,
  Library,
  MessageSquareText,
  Mic,
  ScanSearch,
  WandSparkles,
  type LucideIcon,
} from 'lucide-react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { SectionHeading } from './section-heading';

interface TFeature {
  title: string;
  to: string;
  icon: LucideIcon;
  description: string;
}

export const FEATURES: TFeature[] = [
  {
    title: 'Text Chat',
    to: '/chat',
    icon: MessageSquareText,
    description:
      'Five assistants for tattoo ideas, design, analysis, styles and aftercare. Ask what a peony means or how long healing takes, and sketch as you talk.',
  },
  {
    title: 'Voice Assistant',
    to: '/assistant',
    icon: Mic,
    description:
      'Voice Glow listens while you describe the idea out loud, keeps track of subject, style and placement, and generates once the picture is complete.',
  },
  {
    title: 'Design Generator',
    to: '/generator',
    icon: WandSparkles,
    description:
      'Pick subject, style, technique, composition, palette and placement, or write your own prompt. Get a finished design or a clean stencil outline.',
  },
  {
    title: 'Analysis Tool',
    to: '/analysis',
    icon: ScanSearch,
    description:
      'Upload a tattoo or a reference for an eight-step read from style to review, or describe a concept in words for a seven-step analysis.',
  },
  {
    title: 'Style Library',
    to: '/styles',
    icon: Library,
    description:
      'Over fifty styles explained: where they come from, their hallmarks, typical line weight, and how they look after ten years in skin.',
  },
  {
    title: 'Gallery',
    to: '/gallery',
    icon: Images,
    description:
      'One example per style, side by side and filterable, so you can point at a picture and say “that one”.',
  },
];

export function FeaturesSection() {
  return (
    <section aria-labelledby="home-features-title" className="relative border-y bg-card/30">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
        <SectionHeading
          id="home-features-title"
          eyebrow="The studio"
          title="Six ways into your next tattoo"
          lead="Start wherever your idea is: a word, a voice note, a photo, or just a feeling about a style."
        />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ title, to, icon: Icon, description }) => (
            <li key={to}>
              <Card className="group relative flex h-full flex-col transition duration-300 hover:-translate-y-1 hover:border-primary/50 hover:shadow-[0_0_48px_-16px] hover:shadow-primary/60 focus-within:border-primary/60">
                <CardHeader className="pb-3">
                  <span className="mb-4 grid size-12 place-items-center rounded-2xl border border-primary/30 bg-primary/10 text-primary transition group-hover:bg-primary group-hover:text-primary-foreground">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <CardTitle className="text-xl">
                    {/* Stretched link: the whole card is clickable, the link's name stays the title. */}
                    <Link
                      to={to}
                      className="outline-none after:absolute after:inset-0 after:rounded-[inherit] focus-visible:underline"
                    >
                      {title}
                    </Link>
                  </CardTitle>
                </CardHeader>
                <CardContent className="flex flex-1 flex-col justify-between gap-6">
                  <CardDescription className="text-[0.95rem] leading-relaxed">
                    {description}
                  </CardDescription>
                  <span
                    aria-hidden="true"
                    className="inline-flex items-center gap-1 text-sm font-semibold text-primary"
                  >
                    Open {title}
                    <ArrowUpRight className="size-4 transition group-hover:translate-x-0.5 group-hover:-translate-y-0.5" />
                  </span>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
