// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ChatPage from './chat-page';

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: { code: 'unauthorized', message: 'no' } }), { status: 401, headers: { 'content-type': 'application/json' } })));
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(cleanup);

describe('ChatPage', () => {
  it('switches assistants and enables send only with text', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ChatPage />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /Tattoo Styles Assistant/ }));
    expect(await screen.findByText(/I'm the Tattoo Styles Assistant/)).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByPlaceholderText('Describe your tattoo idea'), { target: { value: 'a wolf' } });
    expect(send.disabled).toBe(false);
  });
});
