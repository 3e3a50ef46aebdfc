import type { TSwatch } from '../../../../core/analysis/analysis-schemas';

/** The measured palette as swatches, with each colour's share of the image. */
export function PaletteSwatches({ palette }: { palette: TSwatch[] }) {
  return (
    <section
      aria-labelledby="palette-title"
      className="space-y-3 rounded-xl border border-border bg-card p-5"
    >
      <h3 id="palette-title" className="font-display text-lg font-semibold">
        Palette
      </h3>
      <ul className="flex flex-wrap gap-3" data-testid="palette">
        {palette.map((s) => (
          <li key={s.hex} className="flex w-20 flex-col items-center gap-1 text-center">
            <span
              className="size-12 rounded-lg border border-border shadow-inner"
              style={{ backgroundColor: s.hex }}
              aria-hidden="true"
            />
            <span className="font-mono text-xs">{s.hex}</span>
            <span className="text-xs text-muted-foreground">
              {s.name}
              {s.background ? ' (background)' : ''} · {Math.round(s.share * 100)}%
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
