import { KeyRound, Settings } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import type { TGuestKeys } from '../guest-keys';

const FIELDS = [
  { provider: 'openai', label: 'OpenAI key', hint: 'ChatGPT Image (gpt-image-1)', placeholder: 'sk-...' },
  { provider: 'flux', label: 'FLUX key (Black Forest Labs)', hint: 'FLUX Kontext', placeholder: 'bfl key' },
  { provider: 'ideogram', label: 'Ideogram key', hint: 'Ideogram 3.0, best for lettering', placeholder: 'ideogram key' },
] as const;

export interface ProviderKeysDialogProps {
  keys: TGuestKeys;
  onSave: (keys: TGuestKeys) => void;
}

/** Settings for guests: their own provider keys, kept in this browser only (ARCHITECTURE §5). */
export function ProviderKeysDialog({ keys, onSave }: ProviderKeysDialogProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<TGuestKeys>(keys);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(keys);
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="ghost" size="sm" className="h-auto px-1.5 py-1 text-xs text-muted-foreground">
          <Settings className="size-3.5" aria-hidden="true" />
          Settings
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <KeyRound className="size-5 text-primary" aria-hidden="true" />
            Your AI provider keys
          </DialogTitle>
          <DialogDescription>
            Optional: the offline engine needs no key. With your own key you can generate with that provider. Keys
            stay in this browser and go only with your generation requests; InkGlow never stores them. Sign in to use
            the server&apos;s keys instead.
          </DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            // The dialog is portalled, but React still bubbles its submit to the generator's form.
            e.stopPropagation();
            onSave(draft);
            setOpen(false);
          }}
        >
          {FIELDS.map((f) => (
            <div key={f.provider} className="space-y-1.5">
              <Label htmlFor={`key-${f.provider}`}>{f.label}</Label>
              <Input
                id={`key-${f.provider}`}
                type="password"
                autoComplete="off"
                spellCheck={false}
                placeholder={f.placeholder}
                value={draft[f.provider] ?? ''}
                onChange={(e) => setDraft((d) => ({ ...d, [f.provider]: e.target.value }))}
                aria-describedby={`key-${f.provider}-hint`}
              />
              <p id={`key-${f.provider}-hint`} className="text-xs text-muted-foreground">
                For {f.hint}.
              </p>
            </div>
          ))}
          <DialogFooter className="gap-2">
            <Button type="button" variant="outline" onClick={() => setDraft({})}>
              Clear all
            </Button>
            <Button type="submit">Save keys</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
