import { Copy, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { toast } from '../components/ui/use-toast';
import { useSiteConfig } from '../lib/site-config';
import { LogoMark } from './logo';
import { LEGAL_LINKS, NAV_LINKS } from './nav-links';

async function copyEmail(email: string) {
  try {
    await navigator.clipboard.writeText(email);
    toast({ title: 'Email copied', description: `${email} is on your clipboard.` });
  } catch {
    // Clipboard can be blocked (permissions, frames): still give the address to the user.
    toast({
      title: 'Could not copy',
      description: `Write to us at ${email}.`,
      variant: 'destructive',
    });
  }
}

const linkClass =
  'rounded-sm text-sm text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring';

export function Footer() {
  const { contactEmail } = useSiteConfig();
  const year = new Date().getFullYear();

  return (
    <footer className="mt-auto border-t border-border/70 bg-card/40">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr] lg:px-8">
        <div className="space-y-3">
          <Link
            to="/"
            className="inline-flex items-center gap-2 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <LogoMark />
            <span className="font-display text-xl font-semibold uppercase tracking-[0.12em]">
              Ink<span className="text-primary">Glow</span>
            </span>
          </Link>
          <p className="max-w-xs text-sm leading-relaxed text-muted-foreground">
            An AI tattoo studio in your browser: talk through an idea, generate designs and
            stencils, and get an honest read on a piece before it becomes permanent.
          </p>
        </div>

        <LinkColumn title="Studio" links={NAV_LINKS} />
        <LinkColumn title="Legal" links={LEGAL_LINKS} />

        <section aria-labelledby="footer-contact">
          <h2
            id="footer-contact"
            className="mb-3 text-xs font-semibold uppercase tracking-[0.2em] text-foreground"
          >
            Contact
          </h2>
          <p className="mb-3 text-sm text-muted-foreground">
            Questions, feedback or a design that went wrong? Write to us.
          </p>
          <div className="flex items-center gap-1">
            <a
              href={`mailto:${contactEmail}`}
              className="inline-flex min-w-0 items-center gap-2 rounded-sm text-sm font-medium text-foreground outline-none hover:text-primary focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Mail className="size-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="truncate">{contactEmail}</span>
            </a>
            <Button
              variant="ghost"
              size="icon"
              className="size-8 text-muted-foreground"
              aria-label="Copy email address"
              title="Copy email address"
              onClick={() => void copyEmail(contactEmail)}
            >
              <Copy aria-hidden="true" />
            </Button>
          </div>
        </section>
      </div>
      <div className="border-t border-border/70">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-5 text-xs text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>© {year} InkGlow. All rights reserved.</p>
          <p>Designed for skin, drawn by code. Always talk to your artist before you book.</p>
        </div>
        {/* CC BY 3.0 asks for credit wherever the motifs appear: designs and the style library. */}
        <p className="mx-auto max-w-6xl px-4 pb-5 text-xs text-muted-foreground sm:px-6 lg:px-8">
          Design motifs from{' '}
          <a
            href="https://game-icons.net"
            className="underline underline-offset-2 hover:text-primary"
            rel="noreferrer"
            target="_blank"
          >
            game-icons.net
          </a>{' '}
          by Lorc, Delapouite and contributors (CC BY 3.0); lettering in Great Vibes, UnifrakturMaguntia,
          Oswald (SIL OFL 1.1) and Special Elite (Apache 2.0).
        </p>
      </div>
    </footer>
  );
}

function LinkColumn({ title, links }: { title: string; links: readonly { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 text-xs font-semibold uppercase tracking-[0.2em] text-foreground">
        {title}
      </h2>
      <ul className="space-y-2">
        {links.map(({ to, label }) => (
          <li key={to}>
            <Link to={to} className={linkClass}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
