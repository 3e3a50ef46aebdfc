// Accessibility as part of reliability: axe-core finds no serious or critical violation on any page,
// in either theme (signed-out pages, and the profile signed in).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUpThroughUi } from './auth-helpers';

const PAGES = [
  '/',
  '/styles',
  '/styles/japanese',
  '/gallery',
  '/generator',
  '/chat',
  '/analysis',
  '/assistant',
  '/preview',
  '/stencil',
  '/auth',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/no-such-page',
];

async function seriousViolations(page: Page) {
  // Let lazy content and example images settle before judging contrast and names.
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

for (const theme of ['dark', 'light'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((t) => window.localStorage.setItem('inkglow-theme', t), theme);
    });

    for (const path of PAGES) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('/profile signed in has no serious or critical violations', async ({ page }) => {
      await signUpThroughUi(page);
      await expect(page.locator('h1').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
