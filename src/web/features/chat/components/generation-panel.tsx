// Right column: Generation Controls (mode, AI model, Field Validation bar with the Missing list,
// Extracted Keywords, Generate Image).
import { Loader2, Sparkles } from 'lucide-react';
import type { TChatMode } from '../../../../core/routing';
import { FIELD_LABELS, completion, type TDesignFields } from '../../../../core/chat/fields';
import type { TKeywordLists } from '../../../../core/chat/keywords';
import { KEYWORD_CATEGORIES } from '../../../../core/chat/vocabulary';
import { MODEL_LABELS, type TModelId } from '../../../../core/models';
import { ModelSelect, type TModelChoice } from '../../../components/model-select/model-select';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';

/** Spec §4: the chat offers these three (the offline engine serves when none can run). */
export const CHAT_MODEL_MENU: readonly TModelId[] = ['chatgpt-image-1', 'flux-context', 'ideogram'];

/**
 * The chat's menu with this caller's availability from GET /api/providers. Until that answer is
 * in (or if it fails), the models stay selectable: generation falls back and says so anyway.
 */
export function chatModelChoices(known: readonly TModelChoice[] | undefined): TModelChoice[] {
  return CHAT_MODEL_MENU.map((id) => known?.find((m) => m.id === id) ?? { id, label: MODEL_LABELS[id], available: true });
}

const CATEGORY_LABELS: Record<string, string> = {
  subject: 'Subject',
  style: 'Style',
  technique: 'Technique',
  composition: 'Composition',
  color: 'Color',
  placement: 'Placement',
  imageModel: 'Image model',
};

export function GenerationPanel(props: {
  mode: TChatMode;
  onMode: (mode: TChatMode) => void;
  model: TModelId;
  onModel: (model: TModelId) => void;
  /** The menu with this caller's availability (see chatModelChoices). */
  models: TModelChoice[];
  /** Why no AI model can run for this caller (spec §8 key texts). */
  modelNote?: string;
  fields: TDesignFields;
  keywords: TKeywordLists;
  confidence: number;
  generating: boolean;
  onGenerate: () => void;
}) {
  const done = completion(props.fields, props.mode);
  return (
    <section aria-labelledby="generation-controls" className="space-y-5 rounded-xl border border-border bg-card/60 p-4">
      <h2 id="generation-controls" className="text-base font-semibold">
        Generation Controls
      </h2>
      <div className="space-y-2">
        <p className="text-sm font-medium" id="mode-label">
          Mode
        </p>
        <div role="radiogroup" aria-labelledby="mode-label" className="grid grid-cols-2 gap-2">
          {(['design', 'body_preview'] as const).map((m) => (
            <Button
              key={m}
              type="button"
              role="radio"
              aria-checked={props.mode === m}
              variant={props.mode === m ? 'default' : 'outline'}
              size="sm"
              onClick={() => props.onMode(m)}
            >
              {m === 'design' ? 'Design' : 'Body Preview'}
            </Button>
          ))}
        </div>
      </div>
      <ModelSelect id="chat-model" label="AI model" models={props.models} value={props.model} onChange={props.onModel} note={props.modelNote} />
      <div className="space-y-2">
        <div className="flex items-center justify-between text-sm">
          <span className="font-medium">Field Validation</span>
          <span data-testid="completion">{done.percent}%</span>
        </div>
        <div
          className="h-2 overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-label="Field completion"
          aria-valuenow={done.percent}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="h-full bg-primary transition-all" style={{ width: `${done.percent}%` }} />
        </div>
        {done.missing.length > 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="missing">
            Missing: {done.missing.map((f) => FIELD_LABELS[f]).join(', ')}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">All required fields are set.</p>
        )}
      </div>
      <div className="space-y-2">
        <p className="text-sm font-medium">Extracted Keywords</p>
        <ul className="flex flex-wrap gap-1.5" aria-label="Extracted keywords">
          {KEYWORD_CATEGORIES.flatMap((c) =>
            props.keywords[c].map((k) => (
              <li key={`${c}-${k}`}>
                <Badge variant="secondary" title={CATEGORY_LABELS[c]}>
                  <span className="sr-only">{CATEGORY_LABELS[c]}: </span>
                  {k}
                </Badge>
              </li>
            )),
          )}
          {KEYWORD_CATEGORIES.every((c) => props.keywords[c].length === 0) && (
            <li className="text-sm text-muted-foreground">None yet. Describe your idea.</li>
          )}
        </ul>
        <p className="text-xs text-muted-foreground">Confidence {Math.round(props.confidence * 100)}%</p>
      </div>
      <Button type="button" className="w-full" onClick={props.onGenerate} disabled={props.generating}>
        {props.generating ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
        {props.generating ? 'Generating...' : 'Generate Image'}
      </Button>
    </section>
  );
}
