import { CheckCircle2, Sparkles } from 'lucide-react';
import type { TVoicePreferences } from '../../../../core/voice/voice-schemas';
import { VOICE_PREFERENCE_FIELDS } from '../../../../core/voice/voice-values';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';

const LABEL: Record<(typeof VOICE_PREFERENCE_FIELDS)[number], string> = {
  subject: 'Subject',
  style: 'Style',
  technique: 'Technique',
  composition: 'Composition',
  color: 'Color',
  placement: 'Placement',
  text: 'Text',
};

export function PreferenceBadges({
  preferences,
  completed,
  generating,
  onGenerate,
}: {
  preferences: TVoicePreferences;
  completed: boolean;
  generating: boolean;
  onGenerate(): void;
}) {
  const filled = VOICE_PREFERENCE_FIELDS.filter((f) => preferences[f]);
  return (
    <section aria-label="Your preferences" className="flex flex-wrap items-center gap-2">
      {filled.length === 0 && <p className="text-sm text-muted-foreground">Your preferences appear here as you talk.</p>}
      {filled.map((field) => (
        <Badge key={field} variant="secondary" className="max-w-full truncate" data-field={field}>
          <span className="text-muted-foreground">{LABEL[field]}:</span> {preferences[field]}
        </Badge>
      ))}
      {completed && (
        <>
          <Badge className="bg-emerald-600 text-white" data-testid="ready-to-generate">
            <CheckCircle2 aria-hidden="true" /> Ready to Generate
          </Badge>
          <Button size="sm" variant="outline" onClick={onGenerate} disabled={generating}>
            <Sparkles aria-hidden="true" /> Generate now
          </Button>
        </>
      )}
    </section>
  );
}
