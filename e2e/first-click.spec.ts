import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './auth-helpers';

// Issue #9 item 3: menus and dialogs whose code loads on demand must open on the FIRST click, even
// when that click comes the moment the page appears. Each case opens a fresh page, clicks the
// trigger at once (no hover first, no waiting for the network), and expects the thing open; ten
// times over, because a dropped click shows up only some of the time.

const TRIES = 10;

async function freshPage(page: Page, path: string) {
  // A new document each time: nothing loaded on demand is in memory yet.
  await page.goto('about:blank');
  await page.goto(path, { waitUntil: 'commit' });
}

test.describe('on-demand components open on the first click', () => {
  // Ten fresh pages per case: give a busy machine room (a dropped click still fails on its check).
  test.beforeEach(() => test.setTimeout(240_000));

  test('theme menu (header)', async ({ page }) => {
    for (let i = 0; i < TRIES; i++) {
      await freshPage(page, '/');
      await page.getByRole('button', { name: 'Change theme' }).click();
      await expect(page.getByRole('menuitemradio', { name: 'Dark' }), `try ${i + 1}`).toBeVisible();
    }
  });

  test('theme menu changes the theme with the first pick', async ({ page }) => {
    for (let i = 0; i < 3; i++) {
      await freshPage(page, '/styles');
      await page.getByRole('button', { name: 'Change theme' }).click();
      const target = i % 2 === 0 ? 'Light' : 'Dark';
      await page.getByRole('menuitemradio', { name: target }).click();
      await expect(page.locator('html')).toHaveClass(new RegExp(target.toLowerCase()));
    }
  });

  test('mobile menu (phone)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (let i = 0; i < TRIES; i++) {
      await freshPage(page, '/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' }), `try ${i + 1}`).toBeVisible();
    }
  });

  test('FAQ on the home page', async ({ page }) => {
    for (let i = 0; i < TRIES; i++) {
      await freshPage(page, '/');
      const question = page.getByRole('button', { name: 'How big should my tattoo be?' });
      await question.click();
      await expect(question, `try ${i + 1}`).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText(/Ink slowly spreads in skin/)).toBeVisible();
    }
  });

  test('provider keys dialog on the generator', async ({ page }) => {
    for (let i = 0; i < TRIES; i++) {
      await freshPage(page, '/generator');
      await page.getByRole('button', { name: 'Settings' }).click();
      await expect(page.getByRole('dialog'), `try ${i + 1}`).toBeVisible();
    }
  });

  test('gallery lightbox', async ({ page }) => {
    // On a brand-new server the examples are still being drawn: their tiles wait, enabled later.
    for (let i = 0; i < TRIES; i++) {
      await freshPage(page, '/gallery');
      await page.getByRole('button', { name: /^View .* larger$/ }).first().click();
      await expect(page.getByRole('dialog'), `try ${i + 1}`).toBeVisible();
    }
  });

  test('avatar menu when signed in', async ({ page, baseURL }) => {
    const email = uniqueEmail('first-click');
    const signUp = await page.request.post('/api/auth/sign-up/email', {
      data: { email, password: PASSWORD, name: '' },
      headers: { origin: new URL(baseURL!).origin },
    });
    expect(signUp.ok()).toBe(true);
    for (let i = 0; i < TRIES; i++) {
      await freshPage(page, '/');
      await page.getByRole('button', { name: /^Account menu for / }).click();
      await expect(page.getByRole('menuitem', { name: 'My Profile' }), `try ${i + 1}`).toBeVisible();
    }
  });
});
