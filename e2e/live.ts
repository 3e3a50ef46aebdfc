import type { Page } from '@playwright/test';

/**
 * Waits until React has taken over the element with this test id. Pages are prerendered and the app
 * boots after the first paint (scripts/defer-boot.ts), so an element is drawn before it has its
 * handlers. public/early-input.js keeps presses, typing and drops made in that gap (first-click.spec
 * tests those); a drag or a programmatic event is not kept, so tests about those start here.
 */
export async function waitUntilLive(page: Page, testId: string): Promise<void> {
  await page.waitForFunction((id) => {
    const element = document.querySelector(`[data-testid="${id}"]`);
    return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, testId);
}
