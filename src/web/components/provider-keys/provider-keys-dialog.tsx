import { KeyRound, Settings } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../ui/button';
import { cn } from '../../lib/utils';
import type { TGuestKeys } from '../../lib/provider-keys/guest-keys-store';

// The dialog (Radix, its focus trap and scroll lock, the form) is not part of any page's first
// screen: it loads when the trigger is hovered, focused or pressed, so pages evaluate less script
// while they start (Lighthouse's total blocking time on a phone).
const loadPanel = () => import('./provider-keys-panel');
const ProviderKeysPanel = lazy(loadPanel);
const prefetch = () => void loadPanel().catch(() => undefined);

export interface ProviderKeysDialogProps {
  /** Signed-in users are served with InkGlow's keys; the dialog says so. */
  signedIn?: boolean;
  /** Called after keys are saved or cleared. */
  onChange?: (keys: TGuestKeys) => void;
  triggerClassName?: string;
  /** The trigger's words (default "Settings") and look. */
  triggerLabel?: string;
  triggerVariant?: 'ghost' | 'outline';
}

/** Settings for a guest's own AI provider keys: the trigger, and the dialog it opens. */
export function ProviderKeysDialog({
  signedIn = false,
  onChange,
  triggerClassName,
  // Every page's no-key message points to "Settings": the trigger says the same everywhere.
  triggerLabel = 'Settings',
  triggerVariant = 'ghost',
}: ProviderKeysDialogProps) {
  const [open, setOpen] = useState(false);
  // Each opening mounts a fresh panel (it reads the stored keys); it stays mounted while closing
  // so its closing animation runs, and focus returns to this trigger when it unmounts its trap.
  const [opening, setOpening] = useState(0);
  return (
    <>
      <Button
        type="button"
        variant={triggerVariant}
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={cn(
          triggerVariant === 'ghost' && 'h-auto px-1.5 py-1 text-xs text-muted-foreground',
          triggerClassName,
        )}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setOpening((n) => n + 1);
          setOpen(true);
        }}
      >
        {triggerVariant === 'ghost' ? (
          <Settings className="size-3.5" aria-hidden="true" />
        ) : (
          <KeyRound className="size-4" aria-hidden="true" />
        )}
        {triggerLabel}
      </Button>
      {opening > 0 && (
        <Suspense fallback={null}>
          <ProviderKeysPanel
            key={opening}
            open={open}
            onOpenChange={setOpen}
            signedIn={signedIn}
            onChange={onChange}
          />
        </Suspense>
      )}
    </>
  );
}
