// The message box with voice input and Send. It keeps what is being typed itself, so a keystroke
// re-renders this form and not the conversation above it.
import { memo, useCallback, useState } from 'react';
import { Loader2, Mic, Send } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { useVoiceInput } from '../hooks/use-voice-input';

export const MessageComposer = memo(function MessageComposer(props: {
  busy: boolean;
  /** Sends the text; resolves false when it was not taken (empty, or a reply still coming). */
  onSend: (text: string) => boolean;
  headers: Record<string, string>;
}) {
  const [input, setInput] = useState('');
  const appendText = useCallback((text: string) => setInput((v) => (v ? `${v} ${text}` : text)), []);
  const voice = useVoiceInput(appendText, props.headers);
  const send = () => {
    if (props.onSend(input)) setInput('');
  };

  return (
    <form
      className="flex items-end gap-2 border-t border-border p-3"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <Textarea
        value={input}
        onChange={(e) => setInput(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            send();
          }
        }}
        placeholder="Describe your tattoo idea"
        aria-label="Message"
        // Enter pressed before the page is live is held as a send by public/early-input.js.
        data-enter-submits=""
        rows={2}
        maxLength={4000}
        className="min-h-[44px] flex-1 resize-none"
      />
      <Button
        type="button"
        variant={voice.state === 'listening' ? 'destructive' : 'outline'}
        size="icon"
        onClick={voice.toggle}
        aria-label={voice.state === 'listening' ? 'Stop listening' : 'Voice input'}
        aria-pressed={voice.state === 'listening'}
      >
        <Mic aria-hidden="true" />
      </Button>
      <Button type="submit" size="icon" disabled={!input.trim() || props.busy} aria-label="Send message">
        {props.busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
      </Button>
    </form>
  );
});
