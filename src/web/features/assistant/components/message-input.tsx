import { useState } from 'react';
import { Send } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

/** Typing works in the same session as speaking. */
export function MessageInput({ onSend, disabled }: { onSend(text: string): void; disabled: boolean }) {
  const [text, setText] = useState('');
  return (
    <form
      className="flex gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (!text.trim()) return;
        onSend(text);
        setText('');
      }}
    >
      <Input
        aria-label="Message"
        placeholder="Type a message"
        value={text}
        maxLength={1000}
        onChange={(e) => setText(e.target.value)}
        disabled={disabled}
      />
      <Button type="submit" disabled={disabled || !text.trim()}>
        <Send aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Send</span>
      </Button>
    </form>
  );
}
