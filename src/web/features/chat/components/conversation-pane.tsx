// Centre column: the assistant's name, Save / Download / Share, the messages and the message box.
import { memo } from 'react';
import { Download, Loader2, Save, Share2 } from 'lucide-react';
import type { TStoredMessage } from '../../../../core/chat/chat-schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useScrollToEnd } from '../../../lib/use-scroll-to-end';
import { MessageComposer } from './message-composer';

export const ConversationPane = memo(function ConversationPane(props: {
  assistantName: string;
  /** Whether the last reply came from the offline assistant; null before the first reply. */
  offline: boolean | null;
  messages: TStoredMessage[];
  busy: boolean;
  headers: Record<string, string>;
  onSend: (text: string) => boolean;
  onSave: () => void;
  onDownload: () => void;
  onShare: () => void;
}) {
  const listRef = useScrollToEnd<HTMLOListElement>(props.messages);

  return (
    <section aria-label="Conversation" className="flex min-w-0 flex-col rounded-xl border border-border bg-card/40 lg:self-start">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-2">
        <div className="flex items-center gap-2">
          <h2 className="text-base font-semibold">{props.assistantName}</h2>
          {props.offline !== null && <Badge variant="outline">{props.offline ? 'Offline assistant' : 'AI model'}</Badge>}
        </div>
        {/* Icons only where the centre column is narrow (phone, and lg up to 2xl beside the side
            columns): with the labels, the row wrapped under the title once the assistant's badge
            appeared, and the conversation jumped down a line. */}
        <div className="flex gap-1">
          <Button size="sm" variant="ghost" onClick={props.onSave} aria-label="Save conversation" title="Save conversation">
            <Save aria-hidden="true" /> <span className="hidden sm:inline lg:hidden 2xl:inline">Save</span>
          </Button>
          <Button size="sm" variant="ghost" onClick={props.onDownload} aria-label="Download conversation" title="Download conversation">
            <Download aria-hidden="true" /> <span className="hidden sm:inline lg:hidden 2xl:inline">Download</span>
          </Button>
          <Button size="sm" variant="ghost" onClick={props.onShare} aria-label="Share conversation" title="Share conversation">
            <Share2 aria-hidden="true" /> <span className="hidden sm:inline lg:hidden 2xl:inline">Share</span>
          </Button>
        </div>
      </div>
      {/* On a phone the list stops short of the screen's foot, so the message box below it stays in view as replies come. */}
      <ol ref={listRef} className="max-h-[max(320px,calc(100dvh-29rem))] min-h-[320px] flex-1 lg:max-h-[60vh] space-y-3 overflow-y-auto p-4" aria-live="polite" aria-label="Messages">
        {props.messages.map((m) => (
          <li key={m.id} className={`flex ${m.sender === 'user' ? 'justify-end' : 'justify-start'}`}>
            <div
              className={`max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-2 text-sm ${m.sender === 'user' ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground'}`}
              data-sender={m.sender}
            >
              {m.content ? m.content.replace(/\*\*/g, '') : <Loader2 className="size-4 animate-spin" aria-label="Writing" />}
              {m.imageUrl && <img src={m.imageUrl} alt="Generated design" className="mt-2 w-48 rounded-lg bg-white" />}
            </div>
          </li>
        ))}
      </ol>
      <MessageComposer busy={props.busy} onSend={props.onSend} headers={props.headers} />
    </section>
  );
});
