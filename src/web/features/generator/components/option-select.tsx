import { X } from 'lucide-react';
import type { TOption } from '../../../../core/options';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';

export interface OptionSelectProps {
  id: string;
  label: string;
  placeholder: string;
  options: readonly TOption[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  disabled?: boolean;
}

/** A labelled Radix select over one of the generator's option lists, with a clear button. */
export function OptionSelect({ id, label, placeholder, options, value, onChange, disabled }: OptionSelectProps) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Select value={value ?? ''} onValueChange={(v) => onChange(v || undefined)} disabled={disabled}>
          <SelectTrigger id={id} className={value ? '[&>span]:pr-8' : undefined} aria-label={label}>
            <SelectValue placeholder={placeholder}>{options.find((o) => o.value === value)?.label}</SelectValue>
          </SelectTrigger>
          <SelectContent>
            {options.map((o) => (
              <SelectItem key={o.value} value={o.value}>
                {o.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {value && !disabled && (
          <button
            type="button"
            onClick={() => onChange(undefined)}
            aria-label={`Clear ${label.toLowerCase()}`}
            className="absolute right-9 top-1/2 flex size-6 -translate-y-1/2 items-center justify-center rounded text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="size-3.5" aria-hidden="true" />
          </button>
        )}
      </div>
    </div>
  );
}
