// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSiteConfig } from './site-config';

function Contact() {
  const { contactEmail, isLoading } = useSiteConfig();
  return <p data-loading={isLoading}>{contactEmail}</p>;
}

function renderWithClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Contact />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useSiteConfig', () => {
  it('shows the fallback address while loading, then the configured one', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderWithClient();

    expect(screen.getByText('hello@inkglow.app')).toHaveAttribute('data-loading', 'true');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/config',
      expect.objectContaining({ credentials: 'include' }),
    );

    answer(
      new Response(
        JSON.stringify({
          contactEmail: 'studio@example.test',
          googleEnabled: true,
          emailVerificationRequired: false,
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
    );
    expect(await screen.findByText('studio@example.test')).toHaveAttribute('data-loading', 'false');
  });
});
