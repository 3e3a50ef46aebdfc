import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { PASSWORD, signUpThroughUi, uniqueEmail } from './auth-helpers';

const APP_ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;


test('sign up lands on the profile signed in, and sign out signs out', async ({ page }) => {
  const email = await signUpThroughUi(page);
  await expect(page.getByText('Account created', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Your Designs' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText("You don't have any saved designs yet")).toBeVisible();

  // header avatar menu with the e-mail's initial
  const menu = page.getByRole('button', { name: /Account menu/ });
  await expect(menu).toHaveText(email[0].toUpperCase());
  await menu.click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(`${APP_ORIGIN}/`);
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();

  // signed out, /profile sends you to /auth
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a wrong password shows the sign-in failure, then the right one goes back where the user came from', async ({ page }) => {
  const email = await signUpThroughUi(page);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(`${APP_ORIGIN}/`);

  await page.goto('/auth?redirect=/gallery');
  await page.locator('#signin-email').fill(email);
  await page.locator('#signin-password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Sign in failed', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).first()).toBeVisible();

  await page.locator('#signin-password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(`${APP_ORIGIN}/gallery`);
  // a signed-in user who opens /auth is sent on
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/profile$/);
});

test('the sign-up form checks the e-mail and the password length', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.locator('#signup-email').fill('not-an-email');
  await page.locator('#signup-password').fill('abc');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Password must be at least 6 characters long' })).toBeVisible();

  await page.locator('#signup-email').fill(uniqueEmail('common'));
  await page.locator('#signup-password').fill('password123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Sign up failed', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'most common passwords' }).first()).toBeVisible();
});

test('Google sign-in through the loopback OpenID server lands on the profile', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/profile$/, { timeout: 20_000 });
  await expect(page.getByText("You've been successfully signed in", { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Gale Googler' })).toBeVisible();
  await expect(page.getByText(process.env.E2E_GOOGLE_EMAIL!)).toBeVisible();
});

test('the callback page reports a provider error and returns to /auth', async ({ page }) => {
  await page.goto('/auth/callback?error=access_denied&error_description=You%20cancelled%20the%20sign-in');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Authentication failed', { exact: true })).toBeVisible();
  await expect(page.getByText('You cancelled the sign-in', { exact: true })).toBeVisible();
});

test.describe('inside a frame', () => {
  const servers: Server[] = [];
  const parentPage = () => `<!doctype html><title>parent</title>
    <script>window.received = []; addEventListener('message', (e) => window.received.push({ origin: e.origin, data: e.data }));</script>
    <iframe id="app" src="${APP_ORIGIN}/auth" style="width:480px;height:760px;border:0"></iframe>`;

  test.beforeAll(async () => {
    for (const port of [process.env.E2E_EMBED_PARENT_PORT, process.env.E2E_OTHER_PARENT_PORT]) {
      const server = createServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(parentPage());
      });
      await new Promise<void>((resolve) => server.listen(Number(port), '127.0.0.1', resolve));
      servers.push(server);
    }
  });
  test.afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  });

  test('an allowed parent receives AUTH_SUCCESS after sign-up in the frame', async ({ page }) => {
    await page.goto(`http://127.0.0.1:${process.env.E2E_EMBED_PARENT_PORT}/`);
    const frame = page.frameLocator('#app');
    await frame.getByRole('tab', { name: 'Sign Up' }).click();
    const email = uniqueEmail('framed');
    await frame.locator('#signup-email').fill(email);
    await frame.locator('#signup-password').fill(PASSWORD);
    await frame.getByRole('button', { name: 'Create Account' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { received: unknown[] }).received))
      .toEqual([{ origin: APP_ORIGIN, data: { type: 'AUTH_SUCCESS', user: { id: expect.any(String), email } } }]);
    await expect(frame.getByText("You're signed in")).toBeVisible();
  });

  test('in a cross-site frame (no cookies) sign-in still works for the page, by bearer token', async ({ page }) => {
    // localhost vs 127.0.0.1: another site, so the SameSite=Lax session cookie never reaches the frame
    await page.goto(`http://localhost:${process.env.E2E_EMBED_PARENT_PORT}/`);
    const frame = page.frameLocator('#app');
    await frame.getByRole('tab', { name: 'Sign Up' }).click();
    const email = uniqueEmail('crosssite');
    await frame.locator('#signup-email').fill(email);
    await frame.locator('#signup-password').fill(PASSWORD);
    await frame.getByRole('button', { name: 'Create Account' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { received: unknown[] }).received))
      .toEqual([{ origin: APP_ORIGIN, data: { type: 'AUTH_SUCCESS', user: { id: expect.any(String), email } } }]);
    await expect(frame.getByText(`Signed in as ${email}`)).toBeVisible();
    const cookies = await page.context().cookies(APP_ORIGIN);
    expect(cookies.filter((c) => c.name.includes('session_token'))).toEqual([]);
  });

  test('a parent on another origin gets no AUTH_SUCCESS', async ({ page, context }) => {
    // Sign in first (top level) so a framed /auth would announce at once if it were allowed to.
    const probe = await context.newPage();
    const email = await signUpThroughUi(probe);
    await probe.close();
    const received = () => page.evaluate(() => (window as unknown as { received: unknown[] }).received);

    // First layer: CSP frame-ancestors keeps the app out of this parent's frame altogether.
    await page.goto(`http://127.0.0.1:${process.env.E2E_OTHER_PARENT_PORT}/`);
    const blocked = page.frames().find((f) => f !== page.mainFrame());
    await expect.poll(() => blocked?.url()).not.toContain('/auth');
    expect(await received()).toEqual([]);

    // Second layer: even with that header removed, the app renders in the frame, signed in, and
    // still does not tell a parent that is not on the allow-list.
    await page.route(`${APP_ORIGIN}/**`, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      await route.fulfill({ response, headers });
    });
    await page.reload();
    const frame = page.frameLocator('#app');
    await expect(frame.getByText("You're signed in")).toBeVisible();
    await expect(frame.getByText(email)).toBeVisible();
    await page.waitForTimeout(1000); // a message, if one were sent, arrives right after the render
    expect(await received()).toEqual([]);
  });
});
