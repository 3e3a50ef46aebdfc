// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../ui/toaster';
import { clearGuestKeys } from '../../lib/provider-keys/guest-keys-store';
import { ProviderKeysDialog } from './provider-keys-dialog';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let tests: { provider: string; headers: Headers }[] = [];

beforeEach(() => {
  tests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/api/providers/test')) {
        const headers = new Headers(init.headers);
        const { provider } = JSON.parse(String(init.body)) as { provider: string };
        tests.push({ provider, headers });
        return headers.get('x-openai-key') === 'sk-good'
          ? json({ ok: true, provider })
          : json(
              {
                error: {
                  code: 'provider_key_rejected',
                  message: 'OpenAI did not accept this key. Check it and try again.',
                },
              },
              400,
            );
      }
      return json({ error: { code: 'not_found', message: 'not found' } }, 404);
    }),
  );
});

afterEach(() => {
  cleanup();
  clearGuestKeys();
  localStorage.clear();
  vi.unstubAllGlobals();
});

async function open() {
  render(
    <>
      <ProviderKeysDialog />
      <Toaster />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
  // The panel loads on demand; its first import is compiled by Vite on the spot, which on a busy
  // machine takes longer than findBy's default second.
  return (await screen.findByLabelText('OpenAI key', { selector: 'input' }, { timeout: 10_000 })) as HTMLInputElement;
}

describe('ProviderKeysDialog', () => {
  it('shows and hides a key, and tests it through the server with only that key', async () => {
    const input = await open();
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show OpenAI key' }));
    expect(input.type).toBe('text');

    fireEvent.change(input, { target: { value: 'sk-bad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Test OpenAI key' }));
    expect(
      await screen.findByText('OpenAI did not accept this key. Check it and try again.'),
    ).toBeTruthy();

    fireEvent.change(input, { target: { value: ' sk-good ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Test OpenAI key' }));
    expect(await screen.findByText('OpenAI accepted this key.')).toBeTruthy();
    expect(tests.at(-1)?.provider).toBe('openai');
    expect(tests.at(-1)?.headers.get('x-openai-key')).toBe('sk-good');
    expect(tests.at(-1)?.headers.get('x-flux-key')).toBeNull();
    // Testing does not save.
    expect(localStorage.getItem('guest-openai-key')).toBeNull();
  });

  it('asks for a key before testing an empty field', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Test FLUX key' }));
    expect(await screen.findByText('Enter your FLUX key first.')).toBeTruthy();
    expect(tests).toEqual([]);
  });

  it('saves keys to localStorage under the spec names, then clears them', async () => {
    const input = await open();
    fireEvent.change(input, { target: { value: 'sk-good' } });
    fireEvent.change(screen.getByLabelText('Ideogram key', { selector: 'input' }), {
      target: { value: 'ide-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save keys' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('guest-openai-key')).toBe('sk-good');
    expect(localStorage.getItem('guest-ideogram-key')).toBe('ide-1');
    expect(localStorage.getItem('guest-flux-key')).toBeNull();
    expect(await screen.findByText('Keys Saved')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(
      (screen.getByLabelText('OpenAI key', { selector: 'input' }) as HTMLInputElement).value,
    ).toBe('sk-good');
    fireEvent.click(screen.getByRole('button', { name: 'Clear keys' }));
    expect(
      (screen.getByLabelText('OpenAI key', { selector: 'input' }) as HTMLInputElement).value,
    ).toBe('');
    expect(localStorage.getItem('guest-openai-key')).toBeNull();
    expect(localStorage.getItem('guest-ideogram-key')).toBeNull();
  });

  it('starts each opening from the stored keys: an abandoned draft is dropped', async () => {
    const input = await open();
    const trigger = screen.getByRole('button', { name: 'Settings', hidden: true });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.change(input, { target: { value: 'sk-draft' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    const reopened = (await screen.findByLabelText('OpenAI key', {
      selector: 'input',
    })) as HTMLInputElement;
    expect(reopened.value).toBe('');
    expect(localStorage.getItem('guest-openai-key')).toBeNull();
  });
});
