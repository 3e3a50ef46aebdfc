import { CheckCircle2, Eye, EyeOff, KeyRound, Loader2, XCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import type { TProviderName } from '../../../core/provider-errors';
import { Button } from '../ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogForm,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { toast } from '../ui/use-toast';
import { ApiError } from '../../lib/api-client';
import { testProviderKey } from '../../lib/provider-keys/provider-keys-api';
import {
  clearGuestKeys,
  GUEST_PROVIDERS,
  readGuestKeys,
  writeGuestKeys,
  type TGuestKeys,
} from '../../lib/provider-keys/guest-keys-store';

const FIELDS: Record<
  TProviderName,
  { label: string; name: string; hint: string; placeholder: string }
> = {
  openai: {
    label: 'OpenAI key',
    name: 'OpenAI',
    hint: 'ChatGPT Image (gpt-image-1), chat and analysis',
    placeholder: 'sk-...',
  },
  flux: {
    label: 'FLUX key (Black Forest Labs)',
    name: 'FLUX',
    hint: 'FLUX Kontext',
    placeholder: 'BFL API key',
  },
  ideogram: {
    label: 'Ideogram key',
    name: 'Ideogram',
    hint: 'Ideogram 3.0, best for lettering',
    placeholder: 'Ideogram API key',
  },
};

type TTestState =
  { state: 'idle' } | { state: 'testing' } | { state: 'ok' } | { state: 'failed'; message: string };

export interface ProviderKeysPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signedIn: boolean;
  onChange?: (keys: TGuestKeys) => void;
}

/**
 * The keys dialog itself (ARCHITECTURE §5): password fields with show/hide, a Test per key (one
 * cheap call through our server), Save and Clear. Keys stay in this browser. Loaded on demand by
 * ProviderKeysDialog, and mounted afresh for each opening, so it starts from the stored keys.
 */
export default function ProviderKeysPanel({
  open,
  onOpenChange,
  signedIn,
  onChange,
}: ProviderKeysPanelProps) {
  const [draft, setDraft] = useState<TGuestKeys>(readGuestKeys);
  const [visible, setVisible] = useState<Partial<Record<TProviderName, boolean>>>({});
  const [tests, setTests] = useState<Partial<Record<TProviderName, TTestState>>>({});
  const aborts = useRef(new Map<TProviderName, AbortController>());

  async function onTest(provider: TProviderName) {
    const key = draft[provider]?.trim();
    if (!key) {
      setTests((t) => ({
        ...t,
        [provider]: { state: 'failed', message: `Enter your ${FIELDS[provider].name} key first.` },
      }));
      return;
    }
    aborts.current.get(provider)?.abort();
    const controller = new AbortController();
    aborts.current.set(provider, controller);
    setTests((t) => ({ ...t, [provider]: { state: 'testing' } }));
    try {
      await testProviderKey(provider, key, controller.signal);
      setTests((t) => ({ ...t, [provider]: { state: 'ok' } }));
    } catch (error) {
      if (controller.signal.aborted) return;
      const message =
        error instanceof ApiError ? error.message : 'Could not test the key. Please try again.';
      setTests((t) => ({ ...t, [provider]: { state: 'failed', message } }));
    }
  }

  function onClear() {
    clearGuestKeys();
    setDraft({});
    setTests({});
    onChange?.({});
    toast({
      title: 'Keys Cleared',
      description: 'Your provider keys were removed from this browser.',
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) for (const controller of aborts.current.values()) controller.abort();
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <KeyRound className="size-5 text-primary" aria-hidden="true" />
            Your AI provider keys
          </DialogTitle>
          <DialogDescription>
            {signedIn
              ? 'You are signed in, so InkGlow’s own keys serve your requests. Keys saved here are used only when you are signed out.'
              : 'Optional: the offline engine needs no key. With your own key you can use that provider’s models.'}
          </DialogDescription>
        </DialogHeader>
        <DialogForm
          className="space-y-4"
          onSubmit={() => {
            const kept = writeGuestKeys(draft);
            onChange?.(kept);
            onOpenChange(false);
            toast({
              title: 'Keys Saved',
              description: 'Your keys stay in this browser and go only with your requests.',
            });
          }}
        >
          {GUEST_PROVIDERS.map((provider) => {
            const field = FIELDS[provider];
            const id = `key-${provider}`;
            const shown = Boolean(visible[provider]);
            const test = tests[provider] ?? { state: 'idle' };
            return (
              <div key={provider} className="space-y-1.5">
                <Label htmlFor={id}>{field.label}</Label>
                <div className="flex gap-2">
                  <div className="relative min-w-0 flex-1">
                    <Input
                      id={id}
                      type={shown ? 'text' : 'password'}
                      autoComplete="off"
                      spellCheck={false}
                      autoCapitalize="none"
                      placeholder={field.placeholder}
                      className="pr-10 font-mono text-sm"
                      value={draft[provider] ?? ''}
                      onChange={(e) => {
                        const value = e.target.value;
                        setDraft((d) => ({ ...d, [provider]: value }));
                        setTests((t) => ({ ...t, [provider]: { state: 'idle' } }));
                      }}
                      aria-describedby={`${id}-hint ${id}-status`}
                    />
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="absolute right-1 top-1/2 size-8 -translate-y-1/2 text-muted-foreground hover:text-foreground"
                      aria-label={`${shown ? 'Hide' : 'Show'} ${field.name} key`}
                      aria-pressed={shown}
                      onClick={() => setVisible((v) => ({ ...v, [provider]: !shown }))}
                    >
                      {shown ? (
                        <EyeOff className="size-4" aria-hidden="true" />
                      ) : (
                        <Eye className="size-4" aria-hidden="true" />
                      )}
                    </Button>
                  </div>
                  <Button
                    type="button"
                    variant="outline"
                    className="shrink-0"
                    aria-label={`Test ${field.name} key`}
                    disabled={test.state === 'testing'}
                    onClick={() => void onTest(provider)}
                  >
                    {test.state === 'testing' && (
                      <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                    )}
                    Test
                  </Button>
                </div>
                <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                  For {field.hint}.
                </p>
                <p
                  id={`${id}-status`}
                  role="status"
                  aria-live="polite"
                  className="text-xs empty:hidden"
                >
                  {test.state === 'testing' && (
                    <span className="text-muted-foreground">Testing…</span>
                  )}
                  {test.state === 'ok' && (
                    <span className="inline-flex items-center gap-1 text-emerald-600 dark:text-emerald-400">
                      <CheckCircle2 className="size-3.5" aria-hidden="true" />
                      {field.name} accepted this key.
                    </span>
                  )}
                  {test.state === 'failed' && (
                    <span className="inline-flex items-start gap-1 text-destructive">
                      <XCircle className="mt-px size-3.5 shrink-0" aria-hidden="true" />
                      {test.message}
                    </span>
                  )}
                </p>
              </div>
            );
          })}
          <p className="rounded-md border border-border bg-muted/50 px-3 py-2 text-xs text-muted-foreground">
            Keys stay in this browser and are sent only with your requests. InkGlow never stores or
            logs them.
          </p>
          <DialogFooter className="gap-2 sm:justify-between">
            <Button type="button" variant="outline" onClick={onClear}>
              Clear keys
            </Button>
            <Button type="submit">Save keys</Button>
          </DialogFooter>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
