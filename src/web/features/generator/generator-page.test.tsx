// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/ui/toaster';
import GeneratorPage from './generator-page';
import { AuthProvider } from '../../lib/session';


const MODELS = {
  models: [
    { id: 'local', label: 'InkGlow Offline Engine', available: true },
    { id: 'flux-context', label: 'FLUX Kontext', available: false, reason: 'Not configured on this server' },
  ],
  defaultModel: 'local',
};

const GENERATED = {
  images: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      url: '/api/images/11111111-1111-4111-8111-111111111111',
      svgUrl: '/api/images/22222222-2222-4222-8222-222222222222',
      printUrl: '/api/images/33333333-3333-4333-8333-333333333333',
      model: 'local',
      prompt: 'a koi',
      seed: 7,
      width: 640,
      height: 1024,
    },
  ],
  model: 'local',
  subjectMatched: false,
  note: "No motif for 'toaster' yet, so this uses a moon.",
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let generateCalls: RequestInit[] = [];
let answerGenerate: (response: Response) => void = () => {};

beforeEach(() => {
  // The generator keeps its work in localStorage (issue #9); each test starts with none.
  localStorage.clear();
  generateCalls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/api/auth/get-session')) return json(null);
      if (url.includes('/api/providers')) return json({ ...MODELS, keySource: 'guest' });
      if (url.includes('/api/generate')) {
        generateCalls.push(init);
        return new Promise<Response>((resolve) => (answerGenerate = resolve));
      }
      return json({ error: { code: 'not_found', message: 'not found' } }, 404);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/generator', Component: GeneratorPage }, { path: '/auth', element: <p>auth page</p> }], {
    initialEntries: [path],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <RouterProvider router={router} />
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return router;
}

const promptBox = () => screen.findByLabelText('Prompt', { selector: 'textarea' });

describe('GeneratorPage', () => {
  it('shows the loading text, then the guest welcome', async () => {
    renderAt('/generator');
    expect(screen.getByText('Loading your tattoo generator...')).toBeInTheDocument();
    expect(await screen.findByTestId('welcome-banner')).toHaveTextContent('Sign up');
  });

  it('takes ?prompt=, hides the banner, says so and clears the query', async () => {
    const router = renderAt('/generator?prompt=a%20moth%20with%20moons');
    expect(await promptBox()).toHaveValue('a moth with moons');
    expect(screen.queryByTestId('welcome-banner')).not.toBeInTheDocument();
    expect(await screen.findByText('Prompt Received')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('runs one generation at a time and shows the result with the engine note', async () => {
    renderAt('/generator?prompt=a%20koi');
    const button = await screen.findByTestId('generate-button');
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(button.closest('form')!);
    await waitFor(() => expect(generateCalls).toHaveLength(1));
    expect(button).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Generation progress' })).toBeInTheDocument();
    expect(JSON.parse(String(generateCalls[0].body))).toMatchObject({ prompt: 'a koi', model: 'local', n: 1 });

    await act(async () => answerGenerate(json(GENERATED)));
    expect(await screen.findByTestId('generated-image')).toHaveAttribute('src', GENERATED.images[0].url);
    expect(screen.getByTestId('generated-with')).toHaveTextContent('Generated with: InkGlow Offline Engine');
    expect(screen.getByTestId('design-note')).toHaveTextContent("No motif for 'toaster'");
    expect(screen.getByText('Image Generated')).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveValue('Drawn by the InkGlow offline engine from your specifications');
    expect(button).toBeEnabled();
  });

  it('shows the server message when a generation fails', async () => {
    renderAt('/generator?prompt=a%20koi');
    fireEvent.click(await screen.findByTestId('generate-button'));
    await waitFor(() => expect(generateCalls).toHaveLength(1));
    await act(async () =>
      answerGenerate(json({ error: { code: 'generation_failed', message: 'The engine ran out of ink.' } }, 500)),
    );
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText('The engine ran out of ink.')).toBeInTheDocument();
  });

  it('asks for an image before Share, and sends a guest from Save to /auth after one', async () => {
    const router = renderAt('/generator?prompt=a%20koi');
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('No Image')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('generate-button'));
    await waitFor(() => expect(generateCalls).toHaveLength(1));
    await act(async () => answerGenerate(json(GENERATED)));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Up to Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?tab=signup&redirect=/generator');
  });
});
