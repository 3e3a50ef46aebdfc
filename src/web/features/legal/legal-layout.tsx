import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

export interface TLegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface TLegalLayoutProps {
  title: string;
  /** Shown under the heading, e.g. 'Last updated: July 6, 2025'. */
  dateLine: string;
  intro: ReactNode;
  sections: TLegalSection[];
}

const LEGAL_PAGES = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
];

// Prose styles for the article body, written as child selectors because the app ships no typography plugin.
const PROSE =
  'text-base leading-7 text-muted-foreground sm:text-[1.0625rem] sm:leading-8 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_h3]:mt-8 [&_h3]:font-semibold [&_h3]:text-foreground [&_li]:mt-2 [&_li]:pl-1 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_li::marker]:text-primary';

/** Id of the section currently being read, so the table of contents can mark it. */
function useActiveSection(ids: string[]): string | undefined {
  const [active, setActive] = useState<string>();
  const key = ids.join(' ');
  useEffect(() => {
    const sectionIds = key.split(' ');
    let frame = 0;
    // The last section whose top has passed a line a third of the way down the viewport is the one
    // being read; near the end of the page this still picks short closing sections.
    const update = () => {
      frame = 0;
      const line = window.innerHeight / 3;
      let current: string | undefined;
      for (const id of sectionIds) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top <= line) current = id;
      }
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key]);
  return active;
}

function TableOfContents({ sections, active }: { sections: TLegalSection[]; active?: string }) {
  return (
    <ol className="space-y-1 text-sm">
      {sections.map((section, index) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            aria-current={active === section.id ? 'location' : undefined}
            className="flex gap-2 rounded-md px-2 py-1.5 text-muted-foreground transition-colors hover:bg-accent hover:text-foreground aria-[current=location]:bg-accent aria-[current=location]:text-foreground"
          >
            <span className="w-5 shrink-0 text-primary tabular-nums">{index + 1}.</span>
            <span>{section.title}</span>
          </a>
        </li>
      ))}
    </ol>
  );
}

export function LegalLayout({ title, dateLine, intro, sections }: TLegalLayoutProps) {
  const { pathname } = useLocation();
  const others = LEGAL_PAGES.filter((page) => page.to !== pathname);
  const active = useActiveSection(sections.map((section) => section.id));

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-12 pb-24 sm:px-6 sm:pt-16 lg:px-8">
      <title>{`${title} · InkGlow`}</title>
      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
        <aside className="hidden lg:block">
          <nav aria-label="On this page" className="sticky top-24">
            <p className="mb-3 px-2 text-xs font-semibold tracking-[0.2em] text-muted-foreground uppercase">
              On this page
            </p>
            <TableOfContents sections={sections} active={active} />
          </nav>
        </aside>

        <article aria-labelledby="legal-title" className="max-w-[70ch]">
          <header className="border-b pb-8">
            <p className="text-xs font-semibold tracking-[0.25em] text-primary uppercase">Legal</p>
            <h1 id="legal-title" className="mt-3 font-display text-4xl font-semibold sm:text-5xl">
              {title}
            </h1>
            <p className="mt-3 text-sm font-medium text-muted-foreground">{dateLine}</p>
            <div className={`${PROSE} text-lg`}>{intro}</div>
          </header>

          <details className="mt-6 rounded-xl border bg-card/50 px-4 py-3 lg:hidden">
            <summary className="cursor-pointer text-sm font-semibold">On this page</summary>
            <nav aria-label="On this page (compact)" className="mt-2">
              <TableOfContents sections={sections} />
            </nav>
          </details>

          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="mt-12 scroll-mt-24"
            >
              <h2
                id={`${section.id}-title`}
                className="flex items-baseline gap-3 font-display text-2xl font-semibold sm:text-3xl"
              >
                <span className="text-lg text-primary tabular-nums">
                  {String(index + 1).padStart(2, '0')}
                </span>
                {section.title}
              </h2>
              <div className={PROSE}>{section.body}</div>
            </section>
          ))}

          <nav
            aria-label="Other legal pages"
            className="mt-16 flex flex-wrap items-center gap-x-6 gap-y-2 border-t pt-6 text-sm text-muted-foreground"
          >
            <span>Also read:</span>
            {others.map((page) => (
              <Link
                key={page.to}
                to={page.to}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {page.label}
              </Link>
            ))}
          </nav>
        </article>
      </div>
    </div>
  );
}
