import { Mic } from 'lucide-react';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';

export interface StartScreenProps {
  pushToTalk: boolean;
  onPushToTalkChange(value: boolean): void;
  onStart(): void;
  signedIn: boolean;
}

/** Spec §2 start screen: the big tap-to-start button, the microphone notice and the push-to-talk switch. */
export function StartScreen({ pushToTalk, onPushToTalkChange, onStart, signedIn }: StartScreenProps) {
  return (
    <section aria-label="Start a voice session" className="mx-auto flex max-w-xl flex-col items-center gap-8 py-6 text-center">
      <button
        type="button"
        onClick={onStart}
        className="group flex size-44 flex-col items-center justify-center gap-2 rounded-full bg-primary text-primary-foreground shadow-lg ring-8 ring-primary/15 transition hover:scale-[1.03] hover:ring-primary/25 focus-visible:outline-none focus-visible:ring-primary/50 sm:size-52"
      >
        <Mic aria-hidden="true" className="size-14 transition group-hover:scale-110" />
        <span className="text-lg font-semibold">Tap to start</span>
      </button>
      <p className="max-w-md text-sm text-muted-foreground">
        Voice Glow needs your microphone. Your browser will ask for permission; what you say goes through InkGlow's
        server to the voice model while the session is open and is not recorded.
        {!signedIn && ' As a guest, the live voice uses your own OpenAI key from Settings; without one, Voice Glow runs its offline assistant.'}
      </p>
      <div className="flex w-full max-w-sm items-center justify-between gap-4 rounded-lg border bg-card p-4 text-left">
        <div>
          <Label htmlFor="push-to-talk" className="text-sm font-medium">
            Push to talk
          </Label>
          <p id="push-to-talk-hint" className="text-xs text-muted-foreground">
            {pushToTalk ? 'Hold the spacebar (or the talk button) while you speak.' : 'Continuous listening: just talk, Voice Glow hears when you stop.'}
          </p>
        </div>
        <Switch id="push-to-talk" aria-describedby="push-to-talk-hint" checked={pushToTalk} onCheckedChange={onPushToTalkChange} />
      </div>
    </section>
  );
}
