// The image-model menu of every page that offers one (generator, chat): models this caller cannot
// use (no key, no quota) are listed but not selectable, each with the server's reason.
import type * as React from 'react';
import type { TModelId } from '../../../core/models';
import type { TModelChoice } from '../../../core/provider-schemas';
import { Label } from '../ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select';
import { CONTACT_SUPPORT } from './model-messages';

/** One menu entry, as GET /api/providers reports it for this caller. */
export type { TModelChoice };

export interface ModelSelectProps {
  /** The trigger's id (the label points at it). */
  id?: string;
  label?: string;
  /** Shown next to the label (guests: the provider keys settings). */
  action?: React.ReactNode;
  models: TModelChoice[];
  value: TModelId;
  onChange: (value: TModelId) => void;
  disabled?: boolean;
  /** No AI model can run for this caller: the spec's text for why (with the support line). */
  note?: string;
}

/** The image model: unavailable models are listed, not selectable, with the true reason. */
export function ModelSelect({ id = 'gen-model', label = 'Image model', models, value, onChange, disabled, action, note }: ModelSelectProps) {
  const unavailable = models.filter((m) => !m.available);
  const hintId = `${id}-hint`;
  return (
    <div className="space-y-2">
      <div className="flex min-h-5 items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {action}
      </div>
      <Select value={value} onValueChange={(v) => onChange(v as TModelId)} disabled={disabled}>
        <SelectTrigger id={id} aria-describedby={unavailable.length ? hintId : undefined}>
          {/* The label only: an unavailable model chosen automatically must not show its reason in the box. */}
          <SelectValue>{models.find((m) => m.id === value)?.label}</SelectValue>
        </SelectTrigger>
        <SelectContent className="w-(--radix-select-trigger-width) max-w-[calc(100vw-2rem)]">
          {models.map((m) => (
            <SelectItem key={m.id} value={m.id} disabled={!m.available} className="py-2">
              <span className="flex flex-col items-start gap-0.5">
                <span>{m.label}</span>
                {!m.available && m.reason && (
                  <span className="whitespace-normal text-xs text-muted-foreground">{m.reason}</span>
                )}
              </span>
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {note ? (
        <p id={hintId} className="text-xs text-muted-foreground" data-testid="model-availability">
          <span className="font-medium text-foreground/80">AI models unavailable.</span> {note} {CONTACT_SUPPORT}{' '}
          The offline engine works without any key.
        </p>
      ) : unavailable.length > 0 && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {sameReason(unavailable)
            ? `${unavailable.map((m) => m.label).join(', ')}: ${sameReason(unavailable)}.`
            : `${unavailable.map((m) => m.label).join(', ')} are not available yet: the menu says what each needs.`}
        </p>
      )}
    </div>
  );
}

function sameReason(models: TModelChoice[]): string | undefined {
  const reasons = new Set(models.map((m) => m.reason));
  const [only] = [...reasons];
  // Lower-case the first letter only: reasons may name providers ("Enter your own OpenAI key...").
  if (reasons.size !== 1 || !only) return undefined;
  // ...and not an acronym ("API keys are not available...").
  const first = /^[A-Z]{2}/.test(only) ? only.charAt(0) : only.charAt(0).toLowerCase();
  return first + only.slice(1).replace(/\.$/, '');
}
