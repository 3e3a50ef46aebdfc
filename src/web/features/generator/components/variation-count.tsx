import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { MAX_VARIATIONS } from '../../../../core/generation-rules';
import { cn } from '../../../lib/utils';

/** How many variations to make (1 to 4), as a segmented control (arrow keys move). */
export function VariationCount({ value, onChange, disabled }: { value: number; onChange: (n: number) => void; disabled?: boolean }) {
  return (
    <div className="space-y-2">
      <div className="flex min-h-5 items-center">
        <span id="gen-variations-label" className="text-sm font-medium leading-none">
          Variations
        </span>
      </div>
      <ToggleGroup.Root
        type="single"
        value={String(value)}
        onValueChange={(v) => v && onChange(Number(v))}
        aria-labelledby="gen-variations-label"
        disabled={disabled}
        className="grid h-10 grid-cols-4 rounded-md border border-input bg-background/60 p-1"
      >
        {Array.from({ length: MAX_VARIATIONS }, (_, i) => String(i + 1)).map((n) => (
          <ToggleGroup.Item
            key={n}
            value={n}
            aria-label={`${n} variation${n === '1' ? '' : 's'}`}
            className={cn(
              'rounded-sm text-sm font-medium text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50',
              'data-[state=on]:bg-primary data-[state=on]:text-primary-foreground',
            )}
          >
            {n}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
    </div>
  );
}
