import { Loader2 } from 'lucide-react';
import { useScrollToEnd } from '../../../lib/use-scroll-to-end';
import { cn } from '../../../lib/utils';
import type { TVoiceMessage } from '../hooks/voice-conversation';
import { DesignCard } from './design-card';

/** The 500 px conversation panel (spec §9): live transcript of both sides, newest in view. */
export function ConversationPanel({ messages, generating, signedIn }: { messages: TVoiceMessage[]; generating: boolean; signedIn: boolean }) {
  const panel = useScrollToEnd<HTMLElement>(messages, generating);

  return (
    <section ref={panel} aria-label="Conversation" className="h-[500px] overflow-y-auto rounded-lg border bg-muted/30 p-3 sm:p-4">
      <ol aria-live="polite" className="flex flex-col gap-3">
        {messages.length === 0 && <li className="m-auto py-16 text-center text-sm text-muted-foreground">Say hello, or describe the tattoo you have in mind.</li>}
        {messages.map((m) => (
          <li key={m.id} className={cn('flex', m.role === 'user' ? 'justify-end' : 'justify-start')} data-role={m.role}>
            <div
              className={cn(
                'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm shadow-xs',
                m.role === 'user' ? 'bg-primary text-primary-foreground' : 'bg-card text-card-foreground',
                m.live && 'opacity-80',
              )}
            >
              <span className="sr-only">{m.role === 'user' ? 'You: ' : 'Voice Glow: '}</span>
              {m.content}
              {m.image && <DesignCard image={m.image} signedIn={signedIn} />}
            </div>
          </li>
        ))}
        {generating && (
          <li className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="generating">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Generating your tattoo design…
          </li>
        )}
      </ol>
    </section>
  );
}
