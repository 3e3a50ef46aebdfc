import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until React has taken over an element (a test id, or a locator). Pages are prerendered
 * and the app boots after the first paint (scripts/defer-boot.ts), so an element is drawn before it
 * has its handlers. public/early-input.js keeps presses, typing and drops made in that gap
 * (first-click.spec tests those); a drag, a programmatic event or a link followed by the router
 * rather than the browser needs the live app, so tests about those start here.
 */
export async function waitUntilLive(page: Page, target: string | Locator): Promise<void> {
  const element = typeof target === 'string' ? page.getByTestId(target) : target;
  await expect
    .poll(() => element.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps'))))
    .toBe(true);
}
