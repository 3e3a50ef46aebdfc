import { afterEach, describe, expect, it, vi } from 'vitest';

describe('history-grid module', () => {
  afterEach(() => vi.restoreAllMocks());

  it('creates no date formatter when it is loaded, only when a time is shown', async () => {
    // The first Intl formatter loads the locale's data (tens of ms on a phone): not at page load.
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    vi.resetModules();
    await import('./history-grid');
    expect(made).not.toHaveBeenCalled();
  });
});
