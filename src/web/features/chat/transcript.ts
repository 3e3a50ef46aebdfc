// The conversation as a Markdown transcript with its images (Download), and guest storage.
import type { TChatImage, TStoredMessage } from '../../../core/chat/chat-schemas';
import { assistantInfo, type TAssistantId } from '../../../core/chat/assistants';

export function transcriptMarkdown(input: {
  title: string;
  assistantId: TAssistantId;
  messages: TStoredMessage[];
  images: TChatImage[];
  origin: string;
}): string {
  const name = assistantInfo(input.assistantId).name;
  const lines = [`# ${input.title}`, '', `Conversation with the ${name} on InkGlow.`, ''];
  for (const m of input.messages) {
    lines.push(`**${m.sender === 'user' ? 'You' : name}** (${new Date(m.timestamp).toLocaleString()}):`, '', m.content, '');
    if (m.imageUrl) lines.push(`![Generated design](${new URL(m.imageUrl, input.origin).toString()})`, '');
  }
  if (input.images.length) {
    lines.push('## Generated images', '');
    for (const image of input.images) lines.push(`![${image.prompt.replace(/[[\]]/g, '')}](${new URL(image.url, input.origin).toString()})`, '', `_${image.prompt}_`, '');
  }
  return lines.join('\n');
}

export function downloadText(filename: string, text: string, type = 'text/markdown') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const fileNameFor = (title: string) => `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'tattoo-chat'}.md`;
