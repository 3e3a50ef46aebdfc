import type * as React from 'react';
import { Wand2, WandSparkles } from 'lucide-react';
import { COMPOSITIONS, PALETTES, PLACEMENTS, STYLES, TECHNIQUES, type TOption } from '../../../../core/options';
import type { TModelId } from '../../../../core/models';
import { PROMPT_MAX_LENGTH } from '../../../../core/prompt';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { ModelSelect } from '../../../components/model-select/model-select';
import { cn } from '../../../lib/utils';
import type { TModelChoice } from '../api/generator-api';
import type { TAttributeKey, TGeneratorAction, TGeneratorForm } from '../generator-state';
import { OptionSelect } from './option-select';
import { SubjectField } from './subject-field';
import { VariationCount } from './variation-count';

export interface GeneratorControlsProps {
  form: TGeneratorForm;
  dispatch: (action: TGeneratorAction) => void;
  models: TModelChoice[];
  /** Guests: the provider keys settings, next to the model menu. */
  modelAction?: React.ReactNode;
  /** Why no AI model can run (spec §8 key texts), shown under the model menu as information. */
  modelNote?: string;
  model: TModelId;
  onModel: (model: TModelId) => void;
  count: number;
  onCount: (n: number) => void;
  generating: boolean;
  magicBusy: boolean;
  onGenerate: () => void;
  onMagic: () => void;
}

const ATTRIBUTE_SELECTS: { key: TAttributeKey; label: string; placeholder: string; options: readonly TOption[] }[] = [
  { key: 'style', label: 'Style', placeholder: 'Any style', options: STYLES },
  { key: 'technique', label: 'Technique', placeholder: 'Any technique', options: TECHNIQUES },
  { key: 'composition', label: 'Composition', placeholder: 'Any composition', options: COMPOSITIONS },
  { key: 'palette', label: 'Color palette', placeholder: 'Any palette', options: PALETTES },
  { key: 'placement', label: 'Placement', placeholder: 'Any placement', options: PLACEMENTS },
];

export function GeneratorControls(props: GeneratorControlsProps) {
  const { form, dispatch, generating } = props;
  const remaining = PROMPT_MAX_LENGTH - form.prompt.length;
  return (
    <Card className="h-fit">
      <CardHeader className="pb-4">
        <CardTitle>Describe your tattoo</CardTitle>
        <CardDescription>Choose what matters to you; the prompt writes itself from your choices.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="space-y-5"
          aria-label="Tattoo design options"
          onSubmit={(e) => {
            e.preventDefault();
            props.onGenerate();
          }}
        >
          <SubjectField
            subjectText={form.subjectText}
            subjectId={form.subjectId}
            onText={(value) => dispatch({ type: 'subjectText', value })}
            onPick={(value) => dispatch({ type: 'subjectFromList', value })}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            {ATTRIBUTE_SELECTS.map((s) => (
              <OptionSelect
                key={s.key}
                id={`gen-${s.key}`}
                label={s.label}
                placeholder={s.placeholder}
                options={s.options}
                value={form[s.key]}
                onChange={(value) => dispatch({ type: 'attribute', key: s.key, value })}
              />
            ))}
          </div>

          <div className="space-y-2">
            <div className="flex items-baseline justify-between gap-2">
              <Label htmlFor="gen-prompt">Prompt</Label>
              <span
                className={cn('text-xs tabular-nums text-muted-foreground', remaining < 20 && 'text-primary')}
                aria-live="polite"
                data-testid="prompt-counter"
              >
                {form.prompt.length}/{PROMPT_MAX_LENGTH}
              </span>
            </div>
            <Textarea
              id="gen-prompt"
              rows={4}
              placeholder="Describe your tattoo, or choose attributes above to build a prompt"
              value={form.prompt}
              onChange={(e) => dispatch({ type: 'prompt', value: e.target.value })}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) {
                  e.preventDefault();
                  props.onGenerate();
                }
              }}
              aria-describedby="gen-prompt-hint"
              className="resize-y"
            />
            <p id="gen-prompt-hint" className="text-xs text-muted-foreground">
              {form.promptMode === 'auto'
                ? 'Built from your choices. Edit it to write your own.'
                : 'Your own prompt: attribute changes leave it alone. Clear it to rebuild from your choices.'}{' '}
              <span className="hidden sm:inline">Ctrl+Enter generates.</span>
            </p>
          </div>

          <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
            <ModelSelect
              models={props.models}
              value={props.model}
              onChange={props.onModel}
              disabled={generating}
              action={props.modelAction}
              note={props.modelNote}
            />
            <div className="sm:w-44">
              <VariationCount value={props.count} onChange={props.onCount} disabled={generating} />
            </div>
          </div>

          <div className="flex flex-col gap-3 sm:flex-row">
            <Button
              type="submit"
              size="lg"
              className="sm:flex-1"
              disabled={generating}
              aria-disabled={generating}
              data-testid="generate-button"
            >
              {generating ? <Spinner className="text-primary-foreground" label="Generating" /> : <WandSparkles aria-hidden="true" />}
              {generating ? 'Generating...' : 'Generate Image'}
            </Button>
            <Button
              type="button"
              size="lg"
              variant="outline"
              onClick={props.onMagic}
              disabled={props.magicBusy}
              className="sm:w-auto"
            >
              {props.magicBusy ? <Spinner label="Writing" /> : <Wand2 aria-hidden="true" />}
              {props.magicBusy ? 'Enhancing...' : 'Magic Prompt'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
