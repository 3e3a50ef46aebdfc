import * as React from 'react';
import { Plus, X } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

interface FavoritesEditorProps {
  id: string;
  title: string;
  emptyText: string;
  values: string[];
  suggestions: string[];
  disabled: boolean;
  onChange: (next: string[]) => void;
}

const MAX = 50;

/** Badges for one list of favourites, each removable, plus an input (with suggestions) to add one. */
export function FavoritesEditor({ id, title, emptyText, values, suggestions, disabled, onChange }: FavoritesEditorProps) {
  const [draft, setDraft] = React.useState('');
  const taken = new Set(values.map((v) => v.toLowerCase()));
  const options = suggestions.filter((s) => !taken.has(s.toLowerCase()));
  const value = draft.trim().slice(0, 60);

  const add = (event: React.FormEvent) => {
    event.preventDefault();
    if (!value || taken.has(value.toLowerCase()) || values.length >= MAX) return;
    const canonical = suggestions.find((s) => s.toLowerCase() === value.toLowerCase()) ?? value;
    onChange([...values, canonical]);
    setDraft('');
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        {title}
      </h3>
      {values.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={title}>
          {values.map((v) => (
            <li key={v}>
              <Badge variant="secondary" className="gap-1 py-1 pr-1 pl-2.5 text-sm">
                {v}
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onChange(values.filter((x) => x !== v))}
                  className="rounded-full p-0.5 text-muted-foreground outline-none hover:bg-background/60 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
                  aria-label={`Remove ${v}`}
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} className="flex max-w-md gap-2">
        <label htmlFor={`${id}-add`} className="sr-only">
          Add to {title.toLowerCase()}
        </label>
        <Input
          id={`${id}-add`}
          list={`${id}-options`}
          value={draft}
          maxLength={60}
          placeholder="Type or pick one"
          disabled={disabled || values.length >= MAX}
          onChange={(e) => setDraft(e.target.value)}
        />
        <datalist id={`${id}-options`}>
          {options.map((o) => (
            <option key={o} value={o} />
          ))}
        </datalist>
        <Button type="submit" variant="outline" disabled={disabled || !value || taken.has(value.toLowerCase())}>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </form>
    </section>
  );
}
