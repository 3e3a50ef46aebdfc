import { SUBJECTS } from '../../../../core/options';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { OptionSelect } from './option-select';

/** Common motifs offered as suggestions for the free-text subject. */
export const SUBJECT_SUGGESTIONS = [
  'rose',
  'skull',
  'koi fish',
  'wolf',
  'dragon',
  'snake',
  'swallow',
  'dagger',
  'lion',
  'tiger',
  'owl',
  'eagle',
  'butterfly',
  'moth',
  'phoenix',
  'lotus',
  'peony',
  'compass',
  'anchor',
  'heart',
  'moon',
  'sun',
  'mountain',
  'wave',
  'mandala',
  'hourglass',
  'eye',
  'hand',
  'crown',
  'feather',
];

export interface SubjectFieldProps {
  subjectText: string;
  subjectId: string | undefined;
  onText: (value: string) => void;
  onPick: (value: string | undefined) => void;
}

/** Spec §4: a free-text subject with suggestions, or a theme from the list; one clears the other. */
export function SubjectField({ subjectText, subjectId, onText, onPick }: SubjectFieldProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-2">
        <Label htmlFor="gen-subject-text">Subject</Label>
        <Input
          id="gen-subject-text"
          list="gen-subject-suggestions"
          placeholder="e.g. koi fish, rose, wolf"
          value={subjectText}
          maxLength={80}
          autoComplete="off"
          onChange={(e) => onText(e.target.value)}
          aria-describedby="gen-subject-hint"
        />
        <datalist id="gen-subject-suggestions">
          {SUBJECT_SUGGESTIONS.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
        <p id="gen-subject-hint" className="sr-only">
          Type your own subject, or pick a theme from the list next to it. Choosing one clears the other.
        </p>
      </div>
      <OptionSelect
        id="gen-subject-list"
        label="Or a theme"
        placeholder="Pick a theme"
        options={SUBJECTS}
        value={subjectId}
        onChange={onPick}
      />
    </div>
  );
}
