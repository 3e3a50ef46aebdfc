// Text analysis tab: the concept textarea, Analyze Concept, and the seven-step result.
import { Download, Loader2, Sparkles } from 'lucide-react';
import type { TAnalysisResult } from '../../../../core/analysis/analysis-schemas';
import { CONCEPT_MAX_LENGTH } from '../../../../core/analysis/analysis-values';
import { CONCEPT_STEPS } from '../../../../core/analysis/framework';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { AnalysisMarkdown } from '../../../components/analysis-markdown';
import { AnalystNote } from './analyst-note';
import { downloadMarkdown } from './download-markdown';

export interface ConceptPanelProps {
  concept: string;
  onConceptChange: (value: string) => void;
  busy: boolean;
  disabled: boolean;
  onAnalyze: () => void;
  result: TAnalysisResult | null;
  streaming: string;
  actions?: React.ReactNode;
}

export function ConceptPanel({
  concept,
  onConceptChange,
  busy,
  disabled,
  onAnalyze,
  result,
  streaming,
  actions,
}: ConceptPanelProps) {
  const text = result?.analysis ?? streaming;
  return (
    <div className="space-y-5 rounded-xl border border-border bg-card p-5">
      <div className="space-y-2">
        <Label htmlFor="analysis-concept">Describe your tattoo concept</Label>
        <Textarea
          id="analysis-concept"
          value={concept}
          maxLength={CONCEPT_MAX_LENGTH}
          rows={5}
          onChange={(e) => onConceptChange(e.target.value)}
          placeholder="For example: a koi swimming upstream with cherry blossoms, Japanese style, on my forearm, about 15 cm"
        />
        <p className="text-xs text-muted-foreground">
          Seven steps: {CONCEPT_STEPS.map((s) => s.title).join(', ')}.
        </p>
      </div>
      <Button type="button" onClick={onAnalyze} disabled={disabled}>
        {busy ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <Sparkles aria-hidden="true" />
        )}
        {busy ? 'Analyzing...' : 'Analyze Concept'}
      </Button>
      {result && <AnalystNote result={result} />}
      {text && (
        <div
          className="space-y-4 border-t border-border pt-4"
          data-testid="concept-results"
          aria-live="polite"
        >
          <AnalysisMarkdown text={text} />
          {result && (
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                onClick={() => downloadMarkdown(result, concept)}
              >
                <Download aria-hidden="true" />
                Download Markdown
              </Button>
              {actions}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
