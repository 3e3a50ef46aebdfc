// Results tab: summary, palette swatches, the tattooability verdict with its size slider, the
// eight-step analysis and the Markdown download.
import { Download, ScanSearch } from 'lucide-react';
import type { TAnalysisPlacement, TAnalysisResult } from '../../../../core/analysis/analysis-schemas';
import { ANALYSIS_MESSAGES } from '../../../../core/analysis/analysis-values';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { AnalysisMarkdown } from '../../../components/analysis-markdown';
import { AnalystNote } from './analyst-note';
import { downloadMarkdown } from './download-markdown';
import { PaletteSwatches } from './palette-swatches';
import { VerdictCard } from './verdict-card';

export interface ResultsPanelProps {
  result: TAnalysisResult | null;
  streaming: string;
  busy: boolean;
  sizeCm: number;
  placement: TAnalysisPlacement;
  onSizeChange: (sizeCm: number) => void;
  actions?: React.ReactNode;
}

export function ResultsPanel({
  result,
  streaming,
  busy,
  sizeCm,
  placement,
  onSizeChange,
  actions,
}: ResultsPanelProps) {
  if (!result && !streaming) {
    return (
      <EmptyState
        icon={<ScanSearch aria-hidden="true" />}
        title={busy ? 'Analyzing...' : 'No analysis yet'}
        description="Upload a tattoo design or photo and press Analyze Image. The results appear here."
      />
    );
  }
  if (!result) {
    return (
      <div
        className="rounded-xl border border-border bg-card p-5"
        aria-live="polite"
        aria-busy="true"
      >
        <AnalysisMarkdown text={streaming} />
      </div>
    );
  }
  return (
    <div className="space-y-5" data-testid="image-results">
      <AnalystNote result={result} />
      <section
        aria-labelledby="summary-title"
        className="rounded-xl border border-border bg-card p-5"
      >
        <h3 id="summary-title" className="font-display text-lg font-semibold">
          Summary
        </h3>
        <p className="mt-2 text-sm leading-relaxed" data-testid="analysis-summary">
          {result.summary?.trim() || ANALYSIS_MESSAGES.noSummary}
        </p>
      </section>
      {result.measures && <PaletteSwatches palette={result.measures.palette} />}
      {result.measures && (
        <VerdictCard
          measures={result.measures}
          placement={placement}
          sizeCm={sizeCm}
          onSizeChange={onSizeChange}
        />
      )}
      <section className="rounded-xl border border-border bg-card p-5" data-testid="analysis-text">
        <AnalysisMarkdown text={result.analysis} />
      </section>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => downloadMarkdown(result)}>
          <Download aria-hidden="true" />
          Download Markdown
        </Button>
        {actions}
      </div>
    </div>
  );
}
