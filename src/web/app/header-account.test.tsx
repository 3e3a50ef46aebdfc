// @vitest-environment jsdom
// The header is prerendered while the session check has not answered (a placeholder), and React
// hydrates it later, as its own slice. By then the check may have answered: the hydrating render must
// still match the prerendered HTML (a mismatch makes React throw the header away and draw it again),
// and the answer shows straight after.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, sessionQueryKey } from '../lib/session';
import { setHydrationPending } from '../lib/use-live';
import { HeaderAccount } from './header-account';

function page(client: QueryClient, children: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element: children }], { initialEntries: ['/'] });
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('HeaderAccount hydration', () => {
  it('hydrates as the prerendered placeholder when the session check has already answered, then shows Sign In', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = renderToString(page(new QueryClient(), <HeaderAccount />));
    expect(root.querySelector('a')).toBeNull(); // prerendered: the placeholder

    const client = new QueryClient();
    client.setQueryData(sessionQueryKey, null); // answered: signed out
    setHydrationPending(true); // as start.tsx does before hydrating a prerendered page
    const mismatch = vi.fn();
    await act(async () => {
      hydrateRoot(root, page(client, <HeaderAccount />), { onRecoverableError: mismatch });
    });
    expect(mismatch).not.toHaveBeenCalled();
    expect(root.querySelector('a[href="/auth"]')).toHaveTextContent('Sign In');
    setHydrationPending(false);
  });

  it('shows the answer at once in a page rendered in the browser (after a navigation)', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    const client = new QueryClient();
    client.setQueryData(sessionQueryKey, null);
    const { createRoot } = await import('react-dom/client');
    const seen: (string | null)[] = [];
    const observer = new MutationObserver(() => seen.push(root.querySelector('a') ? 'link' : 'placeholder'));
    observer.observe(root, { childList: true, subtree: true });
    await act(async () => {
      createRoot(root).render(page(client, <HeaderAccount />));
    });
    observer.disconnect();
    expect(seen[0]).toBe('link'); // never the placeholder first
    expect(root.querySelector('a[href="/auth"]')).toHaveTextContent('Sign In');
  });
});
