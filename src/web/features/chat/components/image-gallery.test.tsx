// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageGallery } from './image-gallery';

afterEach(cleanup);

const stored = { id: 'a', url: '/api/images/0b6f3c1e-8a7d-4c1f-9d2e-5a4b3c2d1e0f', prompt: 'a swallow', timestamp: '2026-11-22T10:00:00Z' };
const elsewhere = { id: 'b', url: 'https://example.com/x.png', prompt: 'a koi', timestamp: '2026-11-22T10:01:00Z' };

describe('ImageGallery', () => {
  it('links each stored image to the placement preview ("See it on the body"), and no link for an image it cannot place', () => {
    render(
      <MemoryRouter>
        <ImageGallery images={[stored, elsewhere]} onEdit={vi.fn(async () => true)} onSave={vi.fn()} />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link', { name: 'See it on the body' });
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('href')).toBe('/preview?image=0b6f3c1e-8a7d-4c1f-9d2e-5a4b3c2d1e0f');
  });
});
