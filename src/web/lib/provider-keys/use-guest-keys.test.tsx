// @vitest-environment jsdom
// /chat and /generator read the guest's keys while hydrating their prerendered HTML. With no keys
// saved (most visitors) the browser's answer is the prerender's: React must not re-render the page
// after hydrating it. That re-render is synchronous (useSyncExternalStore) and took half a second
// of a throttled phone's main thread on /chat.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { clearGuestKeys, writeGuestKeys } from './guest-keys-store';
import { useGuestKeys } from './use-guest-keys';

let renders = 0;
function Page() {
  const keys = useGuestKeys();
  renders++;
  return <p>{Object.keys(keys).join(',') || 'none'}</p>;
}

async function hydrate() {
  const root = document.createElement('div');
  document.body.append(root);
  root.innerHTML = renderToString(<Page />);
  renders = 0;
  await act(async () => {
    hydrateRoot(root, <Page />);
  });
  return root;
}

afterEach(() => {
  clearGuestKeys();
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('useGuestKeys while hydrating', () => {
  it('does not re-render a hydrated page when no keys are saved', async () => {
    const root = await hydrate();
    expect(root.textContent).toBe('none');
    expect(renders).toBe(1);
  });

  it('shows the saved keys straight after hydrating', async () => {
    writeGuestKeys({ openai: 'sk-abc' });
    const root = await hydrate();
    expect(root.textContent).toBe('openai');
  });
});
