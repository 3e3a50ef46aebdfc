import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX, CHAT_MESSAGES_MAX, ZChatRequest, ZConversationPatch, ZTranscribeRequest } from './chat-schemas';

const msg = (content: string, role: 'user' | 'assistant' = 'user') => ({ role, content });

describe('ZChatRequest', () => {
  it('accepts a conversation ending with the user, with defaults', () => {
    const r = ZChatRequest.parse({ assistantId: 'design', messages: [msg('a wolf')] });
    expect(r).toMatchObject({ mode: 'design', model: 'chatgpt-image-1' });
  });
  it('refuses an unknown assistant, an empty or oversized list, an oversized message', () => {
    expect(ZChatRequest.safeParse({ assistantId: 'nope', messages: [msg('hi')] }).error?.issues[0].message).toMatch(/unknown assistant/);
    expect(ZChatRequest.safeParse({ assistantId: 'tattoo', messages: [] }).success).toBe(false);
    expect(ZChatRequest.safeParse({ assistantId: 'tattoo', messages: Array.from({ length: CHAT_MESSAGES_MAX + 1 }, () => msg('hi')) }).success).toBe(false);
    expect(ZChatRequest.safeParse({ assistantId: 'tattoo', messages: [msg('x'.repeat(CHAT_MESSAGE_MAX + 1))] }).success).toBe(false);
    expect(ZChatRequest.safeParse({ assistantId: 'tattoo', messages: [msg('   ')] }).success).toBe(false);
    expect(ZChatRequest.safeParse({ assistantId: 'tattoo', messages: [msg('hi'), msg('hello', 'assistant')] }).success).toBe(false);
  });
});

describe('other shapes', () => {
  it('a conversation patch must change something', () => {
    expect(ZConversationPatch.safeParse({}).success).toBe(false);
    expect(ZConversationPatch.safeParse({ title: 'Wolf' }).success).toBe(true);
  });
  it('transcribe takes base64 audio with an audio type', () => {
    expect(ZTranscribeRequest.parse({ audio: 'AAAA' }).mime).toBe('audio/webm');
    expect(ZTranscribeRequest.safeParse({ audio: 'AAAA', mime: 'image/png' }).success).toBe(false);
  });
});
