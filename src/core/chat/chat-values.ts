// The chat's plain values, without zod: the chat page's first screen imports these, and loads the
// zod schemas (chat-schemas.ts, which re-exports this module) when it sends its first message, so a
// prerendered chat page hydrates without building them.
export const CHAT_FAILED_TITLE = 'Error';
export const CHAT_FAILED_MESSAGE = 'Failed to get response from assistant';

// Conversations (saved chats of a signed-in user).
export const CONVERSATION_TITLE_MAX = 120;
