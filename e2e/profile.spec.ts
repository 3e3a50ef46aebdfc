import { expect, test } from '@playwright/test';
import { PASSWORD, signUpThroughUi } from './auth-helpers';

test('a profile edit survives a reload', async ({ page }) => {
  await signUpThroughUi(page);
  await page.getByRole('tab', { name: 'Profile' }).click();
  const username = `ink_${Date.now().toString(36)}`;
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Full Name').fill('Sailor Jerry');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile Updated', { exact: true })).toBeVisible();
  await expect(page.getByText('Your profile has been successfully updated', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sailor Jerry' })).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByLabel('Username')).toHaveValue(username);
  await expect(page.getByLabel('Full Name')).toHaveValue('Sailor Jerry');
  await expect(page.getByRole('button', { name: /Account menu/ })).toHaveText(username[0].toUpperCase());
});

test('a taken username gets a clear message', async ({ page, browser }) => {
  await signUpThroughUi(page);
  await page.getByRole('tab', { name: 'Profile' }).click();
  const username = `taken_${Date.now().toString(36)}`;
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile Updated', { exact: true })).toBeVisible();

  const other = await (await browser.newContext()).newPage();
  await signUpThroughUi(other);
  await other.getByRole('tab', { name: 'Profile' }).click();
  await other.getByLabel('Username').fill(username.toUpperCase());
  await other.getByRole('button', { name: 'Save Changes' }).click();
  await expect(other.getByRole('alert').filter({ hasText: 'That username is already taken' }).first()).toBeVisible();
});

test('a saved design can be opened and deleted', async ({ page }) => {
  await signUpThroughUi(page);
  // Make a real image with the offline engine, then save it as a design, through the API.
  const generated = await page.request.post('/api/generate', {
    data: { prompt: 'A small koi fish, japanese style', model: 'local' },
  });
  expect(generated.ok(), await generated.text()).toBe(true);
  const imageId = (await generated.json()).images[0].id as string;
  const saved = await page.request.post('/api/designs', {
    data: { image_id: imageId, model: 'local', title: 'Koi sketch', prompt: 'A small koi fish' },
  });
  expect(saved.status()).toBe(201);

  await page.reload();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'Koi sketch' }) });
  await card.hover();
  await card.getByRole('button', { name: /Open/ }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByRole('heading', { name: 'Koi sketch' })).toBeVisible();
  await expect(viewer.getByText('A small koi fish')).toBeVisible();
  await expect(viewer.getByRole('link', { name: 'Download' })).toHaveAttribute('href', `/api/images/${imageId}`);
  await page.keyboard.press('Escape');

  await card.hover();
  await card.getByRole('button', { name: /Delete/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Design Deleted', { exact: true })).toBeVisible();
  await expect(page.getByText("You don't have any saved designs yet")).toBeVisible();
  await page.reload();
  await expect(page.getByText("You don't have any saved designs yet")).toBeVisible();
});

test('preferences can be added and removed', async ({ page }) => {
  await signUpThroughUi(page);
  await page.getByRole('tab', { name: 'Preferences' }).click();
  await expect(page.getByText('No favorite styles selected')).toBeVisible();
  await page.getByLabel('Add to favorite styles').fill('Japanese');
  await page.getByLabel('Add to favorite styles').press('Enter');
  await expect(page.getByRole('list', { name: 'Favorite styles' }).getByText('Japanese')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Preferences' }).click();
  await page.getByRole('button', { name: 'Remove Japanese' }).click();
  await expect(page.getByText('No favorite styles selected')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore Tattoo Styles' })).toHaveAttribute('href', '/styles');
});

test('my data can be downloaded, and my account deleted after typing DELETE', async ({ page }) => {
  const email = await signUpThroughUi(page);
  await page.getByRole('tab', { name: 'Profile' }).click();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^inkglow-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8'));
  expect(data.user.email).toBe(email);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog');
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/Type DELETE to confirm/).fill('DELETE');
  await confirm.click();
  await expect(page.getByText('Account deleted', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();

  await page.goto('/auth');
  await page.locator('#signin-email').fill(email);
  await page.locator('#signin-password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Sign in failed', { exact: true })).toBeVisible();
});
