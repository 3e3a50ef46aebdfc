// A saved conversation's name, as the rename dialog checks it before the server does (the server's
// ZConversationPatch applies the same limit, so the page's message and the 400 agree).
import { CONVERSATION_TITLE_MAX } from './chat-values';

export const TITLE_REQUIRED_MESSAGE = 'Give the conversation a name.';
export const TITLE_TOO_LONG_MESSAGE = `Keep the name to ${CONVERSATION_TITLE_MAX} characters or fewer.`;

export function checkConversationTitle(raw: string): { ok: true; title: string } | { ok: false; message: string } {
  const title = raw.trim().replace(/\s+/g, ' ');
  if (!title) return { ok: false, message: TITLE_REQUIRED_MESSAGE };
  if (title.length > CONVERSATION_TITLE_MAX) return { ok: false, message: TITLE_TOO_LONG_MESSAGE };
  return { ok: true, title };
}
