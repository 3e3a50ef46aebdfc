// @vitest-environment jsdom
// The stencil tool's size: a stored design keeps its own physical size unless a width is typed.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import StencilPage from './stencil-page';
import { AuthProvider } from '../../lib/session';

const DESIGN = '11111111-2222-4333-8444-555555555555';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let stencilBodies: Record<string, unknown>[] = [];

beforeEach(() => {
  stencilBodies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/api/auth/get-session')) return json(null);
      if (url.includes('/api/stencils')) {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        stencilBodies.push(body);
        const widthMm = typeof body.widthMm === 'number' ? body.widthMm : 64; // the design's own width
        const id = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
        return json({ id, url: `/api/images/${id}/print.png`, svgId: id, svgUrl: `/api/images/${id}`, width: 10, height: 10, widthMm, heightMm: widthMm, paths: 3, kind: 'lineart', sourceId: DESIGN, printUrl: '' });
      }
      return json({ error: { code: 'not_found', message: 'not found' } }, 404);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  const router = createMemoryRouter([{ path: '/stencil', Component: StencilPage }], { initialEntries: [`/stencil?image=${DESIGN}`] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('stencil tool size', () => {
  it('traces a stored design at its own size, shows that size, and uses a typed width once there is one', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /make stencil/i }));
    await screen.findByTestId('stencil-result');
    expect(stencilBodies[0]).toMatchObject({ imageId: DESIGN });
    expect(stencilBodies[0]).not.toHaveProperty('widthMm');
    expect(screen.getByLabelText('Width (cm)')).toHaveValue(6.4);

    fireEvent.change(screen.getByLabelText('Width (cm)'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: /make stencil/i }));
    await waitFor(() => expect(stencilBodies).toHaveLength(2));
    expect(stencilBodies[1]).toMatchObject({ imageId: DESIGN, widthMm: 120 });
  });
});
