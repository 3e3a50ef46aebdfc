// @vitest-environment jsdom
// The generator's AI-provider parts: the spec §8 key alert, the fallback toast and the Edit dialog.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/ui/toaster';
import GeneratorPage from './generator-page';
import { AuthProvider } from '../../lib/session';

const PROVIDERS = {
  keySource: 'guest',
  models: [
    { id: 'local', label: 'InkGlow Offline Engine', provider: 'local', available: true },
    { id: 'flux-context', label: 'FLUX Kontext', provider: 'flux', available: false, reason: 'Enter your own FLUX key in Settings to use this model, or use the offline engine.' },
    { id: 'chatgpt-image-1', label: 'ChatGPT Image (gpt-image-1)', provider: 'openai', available: false, reason: 'Enter your own OpenAI key in Settings to use this model, or use the offline engine.' },
  ],
};

const image = (id: string, model: string) => ({ id, url: `/api/images/${id}`, model, prompt: 'a koi', seed: 3, width: 64, height: 64 });
const FALLBACK = {
  images: [image('img-1', 'chatgpt-image-1')],
  model: 'chatgpt-image-1',
  fallbackFrom: 'flux-context',
  note: 'FLUX Kontext failed (the provider is unavailable), so this was made with ChatGPT Image.',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let editAnswers: Response[] = [];
let editBodies: unknown[] = [];

beforeEach(() => {
  // The generator keeps its work in localStorage (issue #9); each test starts with none.
  localStorage.clear();
  editAnswers = [];
  editBodies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/api/auth/get-session')) return json(null);
      if (url.includes('/api/providers')) return json(PROVIDERS);
      if (url.includes('/edit')) {
        editBodies.push(JSON.parse(String(init.body)));
        return editAnswers.shift() ?? json({ error: { code: 'internal_error', message: 'x' } }, 500);
      }
      if (url.includes('/api/generate')) return json(FALLBACK);
      return json({ error: { code: 'not_found', message: 'not found' } }, 404);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderGenerator() {
  const router = createMemoryRouter([{ path: '/generator', Component: GeneratorPage }], { initialEntries: ['/generator?prompt=a%20koi'] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <RouterProvider router={router} />
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

async function generateOnce() {
  fireEvent.click(await screen.findByTestId('generate-button'));
  return screen.findByTestId('generated-image');
}

describe('generator with AI providers', () => {
  it('tells a guest with no key how to get the AI models, beside the model menu and not as an alert', async () => {
    renderGenerator();
    const note = await screen.findByTestId('model-availability');
    expect(note).toHaveTextContent('Enter your own OpenAI, FLUX or Ideogram key in Settings to use the AI models. If this issue persists, please contact support.');
    expect(screen.queryByTestId('provider-alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names the model that took over in a toast when the server fell back', async () => {
    renderGenerator();
    await generateOnce();
    expect(await screen.findByText('Switched to ChatGPT Image')).toBeInTheDocument();
    expect(screen.getAllByText(FALLBACK.note).length).toBeGreaterThan(0);
    expect(screen.queryByText('Image Generated')).not.toBeInTheDocument();
  });

  it('edits the shown image: blank instructions, a failure, then success', async () => {
    renderGenerator();
    await generateOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply edit' }));
    expect(await screen.findByText('Edit Instructions Required')).toBeInTheDocument();
    expect(editBodies).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Edit instructions'), { target: { value: 'make it a stencil' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply edit' }));
    expect(await screen.findByText('Edit Failed')).toBeInTheDocument();
    expect(screen.getByText('Could not edit image. Please try again.')).toBeInTheDocument();
    expect(editBodies[0]).toMatchObject({ instructions: 'make it a stencil', model: 'chatgpt-image-1', design: { prompt: 'a koi', seed: 3 } });

    editAnswers.push(json({ images: [image('img-2', 'chatgpt-image-1')], model: 'chatgpt-image-1' }));
    // The failure toast can show a render before the button leaves its pending "Editing…" state.
    const apply = await within(dialog).findByRole('button', { name: 'Apply edit' });
    await act(async () => {
      fireEvent.click(apply);
    });
    await waitFor(() => expect(screen.getByTestId('generated-image')).toHaveAttribute('src', '/api/images/img-2'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Image Edited')).toBeInTheDocument();
  });
});
