// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeRouteError, ErrorScreen } from './error-screen';

afterEach(cleanup);

function renderFailingRoute(loader: () => unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        loader,
        Component: () => <p>never</p>,
        HydrateFallback: () => null,
        errorElement: <ErrorScreen />,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

describe('ErrorScreen', () => {
  it('shows the status and status text of a route error response', async () => {
    renderFailingRoute(() => {
      throw data(null, { status: 404, statusText: 'Not Found' });
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it("shows a thrown error's message", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailingRoute(() => {
      throw new Error('Design store unavailable');
    });
    expect(await screen.findByText('Design store unavailable')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Unexpected Application Error!',
    );
    logged.mockRestore();
  });
});

describe('describeRouteError', () => {
  it('handles strings and unknown values', () => {
    expect(describeRouteError('boom')).toBe('boom');
    expect(describeRouteError({ weird: true })).toBe('Something went wrong.');
  });
});
