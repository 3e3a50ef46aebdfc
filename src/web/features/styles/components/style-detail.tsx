import { Check, Microscope, PenTool } from 'lucide-react';
import { Link } from 'react-router';
import { COMPOSITIONS, PALETTES, PLACEMENTS, TECHNIQUES, labelOf } from '../../../../core/options';
import type { TStyleDetail } from '../../../../core/catalog-schemas';
import { STYLE_TRAITS, splitParagraphs } from '../../../../core/catalog-values';
import { Button } from '../../../components/ui/button';
import { LikeButton } from './like-button';
import { StyleImage } from './style-image';

const traitLabel = (value: string) => STYLE_TRAITS.find((t) => t.value === value)?.label ?? value;

export function StyleDetail({ style }: { style: TStyleDetail }) {
  const { example } = style;
  const recipe = [
    labelOf(TECHNIQUES, example.technique),
    labelOf(PALETTES, example.palette),
    `${labelOf(COMPOSITIONS, example.composition)} composition`,
    `${labelOf(PLACEMENTS, example.placement)} placement`,
  ];
  const ratio = style.image ? `${style.image.width} / ${style.image.height}` : '4 / 5';

  return (
    // Phones read name, image, then the rest; from lg the image sits in its own sticky column.
    <article className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-x-14 lg:gap-y-0">
      <header className="min-w-0 lg:col-start-2 lg:row-start-1">
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0 space-y-3">
            <p className="text-xs font-semibold uppercase tracking-[0.2em] text-primary">
              Tattoo style
            </p>
            <h1 className="font-display text-4xl font-semibold uppercase leading-[1.05] tracking-wide break-words sm:text-5xl">
              {style.name}
            </h1>
          </div>
          <LikeButton styleId={style.id} styleName={style.name} />
        </div>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
          {style.shortDescription}
        </p>
        {style.traits.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Traits">
            {style.traits.map((t) => (
              <li
                key={t}
                className="rounded-full border border-border bg-card/60 px-3 py-1 text-xs font-medium"
              >
                {traitLabel(t)}
              </li>
            ))}
          </ul>
        )}
      </header>

      <figure className="lg:sticky lg:top-24 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:self-start">
        <StyleImage
          image={style.image}
          alt={`${style.name} tattoo example: ${example.prompt}`}
          sizes="(min-width: 1024px) 460px, (min-width: 640px) 520px, 92vw"
          fit="contain"
          priority
          className="mx-auto w-full max-w-[520px] rounded-xl border border-border shadow-[0_24px_64px_-32px_var(--color-glow)]"
          style={{ aspectRatio: ratio }}
        />
        <figcaption className="mx-auto mt-3 max-w-[520px] text-sm text-muted-foreground">
          <span className="font-medium text-foreground">Example piece:</span> {example.prompt}.
          <span className="mt-1 block text-xs">{recipe.join(' · ')}</span>
          <span className="mt-2 block text-xs">
            Drawn by the InkGlow offline engine.{example.caption ? ` ${example.caption}` : ''}
          </span>
        </figcaption>
      </figure>

      <div className="min-w-0 lg:col-start-2 lg:row-start-2">
        <section
          aria-labelledby="characteristics-heading"
          className="rounded-xl border border-border bg-card p-6 lg:mt-8"
        >
          <h2
            id="characteristics-heading"
            className="font-display text-lg font-semibold uppercase tracking-wide"
          >
            Key characteristics
          </h2>
          <ul className="mt-4 space-y-3">
            {style.characteristics.map((c) => (
              <li key={c} className="flex gap-3 text-sm leading-relaxed">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                <span>{c}</span>
              </li>
            ))}
          </ul>
        </section>

        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button asChild size="lg">
            <Link to={`/generator?style=${style.generatorStyle}`}>
              <PenTool aria-hidden="true" />
              Design in this style
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={`/analysis?style=${encodeURIComponent(style.name)}`}>
              <Microscope aria-hidden="true" />
              {`Analyze a ${style.name} Tattoo`}
            </Link>
          </Button>
        </div>

        <section aria-labelledby="about-heading" className="mt-12">
          <h2
            id="about-heading"
            className="font-display text-2xl font-semibold uppercase tracking-wide"
          >
            {`About ${style.name}`}
          </h2>
          <div className="mt-4 max-w-prose space-y-4 text-base leading-7 text-foreground/90">
            {splitParagraphs(style.fullDescription).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </section>
      </div>
    </article>
  );
}
