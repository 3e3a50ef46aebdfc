// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ChatPage from './chat-page';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const reason = (p: string) => `Enter your own ${p} key in Settings to use this model, or use the offline engine.`;
let providers: unknown = null;

beforeEach(() => {
  providers = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/api/providers') && providers) return json(providers);
      return json({ error: { code: 'unauthorized', message: 'no' } }, 401);
    }),
  );
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderChat() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ChatPage />
    </QueryClientProvider>,
  );
}

describe('ChatPage', () => {
  it('switches assistants and enables send only with text', async () => {
    renderChat();
    fireEvent.click(screen.getByRole('button', { name: /Tattoo Styles Assistant/ }));
    expect(await screen.findByText(/I'm the Tattoo Styles Assistant/)).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByPlaceholderText('Describe your tattoo idea'), { target: { value: 'a wolf' } });
    expect(send.disabled).toBe(false);
  });

  it("names the image models this guest cannot use, with the server's reason", async () => {
    providers = {
      keySource: 'guest',
      models: [
        { id: 'local', label: 'InkGlow Offline Engine', provider: 'local', available: true },
        { id: 'flux-context', label: 'FLUX Kontext', provider: 'flux', available: true },
        { id: 'chatgpt-image-1', label: 'ChatGPT Image', provider: 'openai', available: false, reason: reason('OpenAI') },
        { id: 'ideogram', label: 'Ideogram', provider: 'ideogram', available: false, reason: reason('Ideogram') },
      ],
    };
    renderChat();
    // The generator's ModelSelect: one line naming the unavailable models (the menu greys them out).
    expect((await screen.findAllByText(/ChatGPT Image, Ideogram are not available yet/)).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('model-availability')).toBeNull();
  });

  it('says how to get AI models when none can run for this guest', async () => {
    providers = {
      keySource: 'guest',
      models: [
        { id: 'local', label: 'InkGlow Offline Engine', provider: 'local', available: true },
        { id: 'flux-context', label: 'FLUX Kontext', provider: 'flux', available: false, reason: reason('FLUX') },
        { id: 'chatgpt-image-1', label: 'ChatGPT Image', provider: 'openai', available: false, reason: reason('OpenAI') },
        { id: 'ideogram', label: 'Ideogram', provider: 'ideogram', available: false, reason: reason('Ideogram') },
      ],
    };
    renderChat();
    const notes = await screen.findAllByTestId('model-availability');
    expect(notes[0].textContent).toContain('Enter your own OpenAI, FLUX or Ideogram key in Settings to use the AI models.');
    expect(notes[0].textContent).toContain('The offline engine works without any key.');
  });
});
