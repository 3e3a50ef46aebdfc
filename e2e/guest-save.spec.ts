import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './auth-helpers';

// Issue #9 items 1 and 2: a guest's design survives 'Sign Up to Save' (a new account, or signing in
// to an existing one), lands in Your Designs and is still on the generator; 'Sign up' links open
// the Sign Up tab; and nobody can claim a guest's image by its id alone.

const toasts = (page: Page) => page.getByRole('region', { name: /notifications/i });

async function generateAsGuest(page: Page, idea: string) {
  await page.goto('/generator');
  await page.getByLabel('Prompt', { exact: true }).fill(idea);
  await page.getByRole('button', { name: 'Generate Image' }).click();
  const image = page.getByTestId('generated-image');
  await expect(image).toBeVisible();
  const src = (await image.getAttribute('src'))!;
  const imageId = /\/api\/images\/([0-9a-f-]{36})/.exec(src)![1];
  return { src, imageId };
}

async function expectSavedAndStillShown(page: Page, src: string, imageId: string, idea: string) {
  await expect(page).toHaveURL(/\/generator$/);
  await expect(toasts(page).getByText('Design Saved', { exact: true })).toBeVisible();
  // Still on the generator: the same design on show, its prompt, and in the history.
  await expect(page.getByTestId('generated-image')).toHaveAttribute('src', src);
  await expect(page.getByLabel('Prompt', { exact: true })).toHaveValue(idea);
  await expect(page.getByTestId('history-grid').locator(`img[src*="${imageId}"]`)).toHaveCount(1);
  // And in Your Designs.
  await page.goto('/profile');
  await expect(page.getByRole('tab', { name: 'Your Designs' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('main').locator(`img[src*="${imageId}"]`)).toHaveCount(1);
  // A reload of the generator keeps it, and it is not saved twice.
  await page.goto('/generator');
  await expect(page.getByTestId('generated-image')).toHaveAttribute('src', src);
  await page.goto('/profile');
  await expect(page.getByRole('main').locator(`img[src*="${imageId}"]`)).toHaveCount(1);
}

test.describe('a guest keeps their design through Sign Up to Save', () => {
  test('creating an account saves the design and keeps it on the generator', async ({ page }) => {
    const idea = 'a paper crane over three waves';
    const { src, imageId } = await generateAsGuest(page, idea);

    await page.getByRole('button', { name: 'Sign Up to Save' }).click();
    await expect(page).toHaveURL(/\/auth\?/);
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await page.locator('#signup-email').fill(uniqueEmail('guest-save'));
    await page.locator('#signup-password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expectSavedAndStillShown(page, src, imageId, idea);
  });

  test('signing in to an existing account saves the design too', async ({ page, browser, baseURL }) => {
    const email = uniqueEmail('guest-signin');
    const other = await browser.newContext();
    const made = await other.request.post(`${baseURL}/api/auth/sign-up/email`, {
      data: { email, password: PASSWORD, name: '' },
      headers: { origin: new URL(baseURL!).origin },
    });
    expect(made.ok()).toBe(true);
    await other.close();

    const idea = 'a lantern with a moth';
    const { src, imageId } = await generateAsGuest(page, idea);
    await page.getByRole('button', { name: 'Sign Up to Save' }).click();
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.locator('#signin-email').fill(email);
    await page.locator('#signin-password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expectSavedAndStillShown(page, src, imageId, idea);
  });

  test("another account cannot claim a guest's image by its id", async ({ page, browser, baseURL }) => {
    const { imageId } = await generateAsGuest(page, 'a key with a ribbon');
    // Someone who saw the image's address signs in elsewhere and tries to save it as theirs.
    const thief = await browser.newContext({ baseURL });
    const signUp = await thief.request.post('/api/auth/sign-up/email', {
      data: { email: uniqueEmail('thief'), password: PASSWORD, name: '' },
      headers: { origin: new URL(baseURL!).origin },
    });
    expect(signUp.ok()).toBe(true);
    for (const extra of [{}, { claim_token: 'A'.repeat(43) }]) {
      const attempt = await thief.request.post('/api/designs', {
        data: { image_id: imageId, model: 'local', ...extra },
        headers: { origin: new URL(baseURL!).origin },
      });
      expect(attempt.status()).toBe(400);
    }
    const designs = await thief.request.get('/api/designs');
    expect(await designs.json()).toEqual([]);
    await thief.close();
  });
});

test.describe('Sign up links open the Sign Up tab', () => {
  test("the generator's 'Sign up free' opens /auth on Sign Up", async ({ page }) => {
    await page.goto('/generator');
    await page.getByTestId('welcome-banner').getByRole('link', { name: 'Sign up free' }).click();
    await expect(page).toHaveURL(/\/auth\?/);
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  });

  test("'Sign Up to Save' opens /auth on Sign Up", async ({ page }) => {
    await generateAsGuest(page, 'a simple anchor');
    await page.getByRole('button', { name: 'Sign Up to Save' }).click();
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  });
});
