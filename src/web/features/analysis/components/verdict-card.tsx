// The tattooability verdict at the chosen size, with the size slider. Recomputed in the browser
// from the measured line and gap widths, so it follows the slider at once.
import {
  judgeTattooability,
  MIN_GAP_MM,
  MIN_LINE_MM,
} from '../../../../core/analysis/tattooability';
import type {
  TAnalysisPlacement,
  TImageMeasures,
} from '../../../../core/analysis/analysis-schemas';
import { labelOf, PLACEMENTS } from '../../../../core/options';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/utils';

const pct = (v: number) => `${Math.round(v * 100)}%`;
const mm = (v: number | null) => (v === null ? 'n/a' : `${v.toFixed(1)} mm`);

const LEVEL = {
  good: {
    label: 'Holds up',
    className: 'border-emerald-500/50 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
  },
  caution: {
    label: 'Needs care',
    className: 'border-amber-500/50 bg-amber-500/10 text-amber-700 dark:text-amber-300',
  },
  poor: {
    label: 'Too fine',
    className: 'border-red-500/50 bg-red-500/10 text-red-700 dark:text-red-300',
  },
  unknown: { label: 'Not measurable', className: 'border-border bg-muted text-muted-foreground' },
} as const;

export interface VerdictCardProps {
  measures: TImageMeasures;
  placement: TAnalysisPlacement;
  sizeCm: number;
  onSizeChange: (sizeCm: number) => void;
}

/** The card's title and level badge, the same for a photograph and a measured design. */
function VerdictHeading({ level }: { level: keyof typeof LEVEL }) {
  const { label, className } = LEVEL[level];
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h3 id="verdict-title" className="font-display text-lg font-semibold">
        Tattooability
      </h3>
      <span
        data-testid="verdict-level"
        className={cn('rounded-full border px-3 py-0.5 text-sm font-medium', className)}
      >
        {label}
      </span>
    </div>
  );
}

export function VerdictCard({ measures, placement, sizeCm, onSizeChange }: VerdictCardProps) {
  const v = judgeTattooability(measures, placement, sizeCm);
  // Shares are of measured lines; with none measured, 0% would state a figure nobody measured.
  const share = (value: number) => (v.level === 'unknown' ? 'n/a' : pct(value));
  if (measures.photo.isPhoto) {
    // A photograph: nothing to judge at any size, so no slider and no table of empty figures.
    return (
      <section
        aria-labelledby="verdict-title"
        className="space-y-3 rounded-xl border border-border bg-card p-5"
      >
        <VerdictHeading level={v.level} />
        <p className="text-sm" data-testid="verdict-headline">
          {v.headline}
        </p>
        <p className="text-sm text-muted-foreground">
          Upload the design itself (flash, a stencil or a drawing on a plain background) to check
          its lines and gaps at a size.
        </p>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="verdict-title"
      className="space-y-4 rounded-xl border border-border bg-card p-5"
    >
      <VerdictHeading level={v.level} />
      <div className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor="analysis-size">
            Size (longer side) on the {labelOf(PLACEMENTS, placement).toLowerCase()}
          </Label>
          <output
            htmlFor="analysis-size"
            className="font-mono text-sm tabular-nums"
            data-testid="verdict-size"
          >
            {sizeCm} cm
          </output>
        </div>
        <input
          id="analysis-size"
          type="range"
          min={2}
          max={50}
          step={0.5}
          value={sizeCm}
          onChange={(e) => onSizeChange(Number(e.target.value))}
          className="w-full accent-[var(--color-primary)]"
        />
      </div>
      <p className="text-sm" data-testid="verdict-headline">
        {v.headline}
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Median line</dt>
        <dd className="font-mono tabular-nums">{mm(v.lineMedianMm)}</dd>
        <dt className="text-muted-foreground">Thinnest tenth of lines</dt>
        <dd className="font-mono tabular-nums">{mm(v.lineP10Mm)}</dd>
        <dt className="text-muted-foreground">Narrowest tenth of gaps</dt>
        <dd className="font-mono tabular-nums">{mm(v.gapP10Mm)}</dd>
        <dt className="text-muted-foreground">Lines under {MIN_LINE_MM} mm</dt>
        <dd className="font-mono tabular-nums">{share(v.thinShare)}</dd>
        <dt className="text-muted-foreground">Gaps under {MIN_GAP_MM} mm (share of line length)</dt>
        <dd className="font-mono tabular-nums">{share(v.closeShare)}</dd>
        <dt className="text-muted-foreground">Narrowest gaps in ten years</dt>
        <dd className="font-mono tabular-nums">{mm(v.gapAfterTenYearsMm)}</dd>
      </dl>
      {v.minSizeCm !== null && v.level !== 'good' && (
        <p className="text-sm text-muted-foreground">
          At about {v.minSizeCm} cm or more, this design holds up.
        </p>
      )}
      <p className="text-xs text-muted-foreground">
        Red marks lines under {MIN_LINE_MM} mm, amber gaps under {MIN_GAP_MM} mm at this size. Lines
        roughly double in width over ten years, which narrows gaps. The{' '}
        {labelOf(PLACEMENTS, placement).toLowerCase()}: {v.placementNote}.
      </p>
    </section>
  );
}
