// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import ChatPage from './chat-page';
import { Toaster } from '../../components/ui/toaster';
import { AuthProvider } from '../../lib/session';

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

const chat = () => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <AuthProvider>
      <MemoryRouter>
        <ChatPage />
      </MemoryRouter>
      <Toaster />
    </AuthProvider>
  </QueryClientProvider>
);

function renderChat() {
  render(chat());
}

/** A window `width` px wide for matchMedia's min-width queries (jsdom has no matchMedia). */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  });
}

/** Ids that occur more than once in `root`. */
function duplicateIds(root: ParentNode): string[] {
  const seen = new Map<string, number>();
  for (const el of root.querySelectorAll('[id]')) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
  return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
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

  // The Generation Controls once, whatever the screen: a second copy (desktop column and phone tab
  // both in the DOM) repeats every id and label.
  it.each([
    ['a phone (390 px)', 390],
    ['a desktop (1280 px)', 1280],
  ])('has no duplicate ids and one set of controls on %s', async (_, width) => {
    screenWidth(width);
    renderChat();
    await screen.findByRole('heading', { name: 'Generation Controls' });
    expect(duplicateIds(document.body)).toEqual([]);
    expect(screen.getAllByRole('heading', { name: 'Generation Controls' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Generate Image' })).toHaveLength(1);
    expect(screen.getAllByLabelText('AI model')).toHaveLength(1);
    // The phone keeps its Controls / Saved tabs; the desktop has the column instead.
    expect(screen.queryAllByRole('tab')).toHaveLength(width < 1024 ? 2 : 0);
    if (width >= 1024) expect(screen.getByRole('complementary', { name: 'Generation controls' })).toBeTruthy();
  });

  it('renders one set of controls in the prerendered HTML (screen width unknown)', () => {
    const html = renderToString(chat());
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(duplicateIds(doc)).toEqual([]);
    expect(doc.querySelectorAll('#generation-controls')).toHaveLength(1);
  });

  it('lists saved conversations in the Saved tab on a phone', async () => {
    screenWidth(390);
    localStorage.setItem(
      'inkglow-chat-conversations',
      JSON.stringify([{ id: 'c1', title: 'Wolf sleeve', assistant_id: 'design', updated_at: new Date().toISOString(), messages: [], images: [], fields: {}, mode: 'design', model: 'chatgpt-image-1' }]),
    );
    try {
      renderChat();
      const tab = screen.getByRole('tab', { name: 'Saved' });
      fireEvent.mouseDown(tab);
      fireEvent.click(tab);
      expect(await screen.findByText('Wolf sleeve')).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Generation Controls' })).toBeNull();
      expect(duplicateIds(document.body)).toEqual([]);
    } finally {
      localStorage.removeItem('inkglow-chat-conversations');
    }
  });

  it("blocks Generate Image with 'Missing Required Fields' and the list", async () => {
    renderChat();
    fireEvent.click(screen.getByRole('button', { name: 'Generate Image' }));
    expect(await screen.findByText('Missing Required Fields')).toBeTruthy();
    expect(screen.getByText('Please provide: Subject, Style, Color')).toBeTruthy();
  });

  it("keeps the conversation on screen when the assistant fails, with 'Error' and the server's reason", async () => {
    const base = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      return url.includes('/api/chat') ? json({ error: { code: 'chat_failed', message: 'The chat model failed to answer. Please try again.' } }, 502) : base(input, init);
    });
    renderChat();
    const box = screen.getByPlaceholderText('Describe your tattoo idea');
    fireEvent.change(box, { target: { value: 'a fox in pastel' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByText('Failed to get response from assistant: The chat model failed to answer. Please try again.')).toBeTruthy();
    expect(screen.getByText('a fox in pastel')).toBeTruthy();
    expect(screen.getByText(/I'm the Design Assistant/)).toBeTruthy();
    expect(screen.queryByLabelText('Writing')).toBeNull();
  });

  it('a Body Preview the offline engine made says that previews on skin need FLUX', async () => {
    screenWidth(1280);
    localStorage.setItem(
      'inkglow-chat-conversations',
      JSON.stringify([{ id: 'c3', title: 'Forearm rose', assistant_id: 'design', updated_at: new Date().toISOString(), messages: [{ id: 'm1', sender: 'user', content: 'a traditional rose in full colour on my forearm', timestamp: new Date().toISOString() }], images: [], fields: {}, mode: 'body_preview', model: 'flux-context' }]),
    );
    const base = globalThis.fetch;
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes('/api/generate')) return base(input, init);
      bodies.push(JSON.parse(String(init?.body)));
      return json({ images: [{ id: '33333333-3333-4333-8333-333333333333', url: '/api/images/33333333-3333-4333-8333-333333333333', prompt: 'A rose.' }], model: 'local' });
    });
    try {
      renderChat();
      fireEvent.click(await screen.findByRole('button', { name: 'Forearm rose' }));
      fireEvent.click(screen.getByRole('button', { name: 'Generate Image' }));
      expect((await screen.findAllByText(/body previews on skin need a FLUX key/)).length).toBeGreaterThan(0);
      expect(bodies[0]).toMatchObject({ model: 'flux-context', attributes: { placement: 'forearm', style: 'traditional' } });
    } finally {
      localStorage.removeItem('inkglow-chat-conversations');
    }
  });

  describe('editing an image', () => {
    const image = { id: '11111111-1111-4111-8111-111111111111', url: '/api/images/11111111-1111-4111-8111-111111111111', prompt: 'A traditional style tattoo of rose.', timestamp: new Date().toISOString(), model: 'local' };
    let editReply: Response;
    beforeEach(() => {
      screenWidth(1280);
      localStorage.setItem(
        'inkglow-chat-conversations',
        JSON.stringify([{ id: 'c2', title: 'Rose', assistant_id: 'design', updated_at: new Date().toISOString(), messages: [], images: [image], fields: { subject: 'rose', style: 'traditional', color: 'full-color' }, mode: 'design', model: 'chatgpt-image-1' }]),
      );
      const base = globalThis.fetch;
      vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        return url.includes('/edit') ? editReply.clone() : base(input, init);
      });
    });
    afterEach(() => localStorage.removeItem('inkglow-chat-conversations'));

    async function edit(words: string) {
      renderChat();
      fireEvent.click(await screen.findByRole('button', { name: 'Rose' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Edit image' }));
      fireEvent.change(await screen.findByLabelText('Edit instructions'), { target: { value: words } });
      fireEvent.click(screen.getByRole('button', { name: 'Apply edit' }));
    }

    it('shows the edited image with its note and says so in the conversation', async () => {
      editReply = json({ images: [{ id: '22222222-2222-4222-8222-222222222222', url: '/api/images/22222222-2222-4222-8222-222222222222', prompt: 'A stencil of a rose.' }], model: 'local', note: 'Made with the offline engine.' });
      await edit('make it a stencil');
      expect(await screen.findAllByRole('img', { name: 'A stencil of a rose.' })).not.toHaveLength(0);
      expect(screen.getAllByText(/Made with the offline engine\./).length).toBeGreaterThan(0);
      expect(screen.getAllByText(/Here is the edited design \(make it a stencil\)/).length).toBeGreaterThan(0);
    });

    it("says 'Iteration Not Supported' once, with the server's reason", async () => {
      editReply = json({ error: { code: 'iteration_not_supported', message: 'Iteration Not Supported: this model cannot edit images.' } }, 400);
      await edit('more color');
      expect(await screen.findByText('Iteration Not Supported')).toBeTruthy();
      expect(screen.getByText('This model cannot edit images.')).toBeTruthy();
    });
  });
});
