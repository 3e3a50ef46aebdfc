// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TStoredMessage } from '../../../../core/chat/chat-schemas';
import { ConversationPane } from './conversation-pane';

const message = (id: string, content: string): TStoredMessage => ({ id, sender: 'user', content, timestamp: '2026-11-27T10:00:00.000Z' });
const noop = () => {};
const pane = (messages: TStoredMessage[]) => (
  <ConversationPane
    assistantName="Tattoo Assistant"
    offline={null}
    messages={messages}
    busy={false}
    headers={{}}
    onSend={() => true}
    onSave={noop}
    onDownload={noop}
    onShare={noop}
  />
);

describe('ConversationPane', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('scrolls its own message list to the newest message, not the page', () => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(900);
    const pageScroll = vi.spyOn(window, 'scrollTo').mockImplementation(noop);
    const { rerender } = render(pane([message('a', 'first')]));
    const list = screen.getByRole('list', { name: 'Messages' });
    list.scrollTop = 0;
    rerender(pane([message('a', 'first'), message('b', 'second')]));
    expect(list.scrollTop).toBe(900);
    expect(pageScroll).not.toHaveBeenCalled();
    expect(list.querySelectorAll('li')).toHaveLength(2);
  });
});
