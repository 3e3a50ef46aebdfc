import { expect, test, type Page } from '@playwright/test';

// AI providers as a guest with their own keys, against the loopback provider fakes
// (e2e/provider-fakes.ts): the key settings dialog, a real provider image, a fallback and an edit.

const toasts = (page: Page) => page.getByRole('region', { name: /notifications/i });
const toast = (page: Page, title: string) => toasts(page).getByText(title, { exact: true });
// While a modal dialog is open the rest of the page (the toast region too) is hidden from the
// accessibility tree, so toasts raised from inside a dialog are found by their text.
const toastOverDialog = (page: Page, title: string) =>
  page.locator('[data-slot="toast"], li[role="status"]').getByText(title, { exact: true });
const FAKE_OPENAI_KEY = 'fake-openai-key';

async function saveKeys(page: Page, keys: { openai?: string; flux?: string }) {
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog');
  if (keys.openai) await dialog.getByLabel('OpenAI key', { exact: true }).fill(keys.openai);
  if (keys.flux) await dialog.getByLabel('FLUX key (Black Forest Labs)', { exact: true }).fill(keys.flux);
  await dialog.getByRole('button', { name: 'Save keys' }).click();
  await expect(toast(page, 'Keys Saved')).toBeVisible();
}

async function chooseModel(page: Page, name: RegExp) {
  await page.getByRole('combobox', { name: 'Image model' }).click();
  await page.getByRole('option', { name }).click();
}

test.describe('AI providers for guests', () => {
  test('the settings dialog tests, shows, saves and clears keys', async ({ page }) => {
    await page.goto('/generator');
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Keys stay in this browser and are sent only with your requests.');

    const openai = dialog.getByLabel('OpenAI key', { exact: true });
    await expect(openai).toHaveAttribute('type', 'password');
    await openai.fill(FAKE_OPENAI_KEY);
    await dialog.getByRole('button', { name: 'Show OpenAI key' }).click();
    await expect(openai).toHaveAttribute('type', 'text');
    await dialog.getByRole('button', { name: 'Hide OpenAI key' }).click();
    await expect(openai).toHaveAttribute('type', 'password');

    await dialog.getByRole('button', { name: 'Test OpenAI key' }).click();
    await expect(dialog.getByText('OpenAI accepted this key.')).toBeVisible();
    await dialog.getByLabel('FLUX key (Black Forest Labs)', { exact: true }).fill('not-a-real-key');
    await dialog.getByRole('button', { name: 'Test FLUX key' }).click();
    await expect(dialog.getByText('FLUX did not accept this key. Check it and try again.')).toBeVisible();
    await dialog.getByLabel('FLUX key (Black Forest Labs)', { exact: true }).fill('');

    await dialog.getByRole('button', { name: 'Save keys' }).click();
    await expect(toast(page, 'Keys Saved')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('guest-openai-key'))).toBe(FAKE_OPENAI_KEY);
    expect(await page.evaluate(() => localStorage.getItem('guest-flux-key'))).toBeNull();
    // The saved key makes ChatGPT Image selectable.
    await page.getByRole('combobox', { name: 'Image model' }).click();
    await expect(page.getByRole('option', { name: /ChatGPT Image/ })).not.toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');

    // The same keys from the chat page's header; Clear removes them from this browser.
    await page.goto('/chat');
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByRole('dialog').getByLabel('OpenAI key', { exact: true })).toHaveValue(FAKE_OPENAI_KEY);
    await page.getByRole('dialog').getByRole('button', { name: 'Clear keys' }).click();
    await expect(toastOverDialog(page, 'Keys Cleared')).toBeVisible();
    await expect(page.getByRole('dialog').getByLabel('OpenAI key', { exact: true })).toHaveValue('');
    expect(await page.evaluate(() => localStorage.getItem('guest-openai-key'))).toBeNull();
    await page.keyboard.press('Escape');

    await page.goto('/analysis');
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Your AI provider keys' })).toBeVisible();
  });

  test('generates with ChatGPT Image on the guest key and iterates on the image', async ({ page }) => {
    await page.goto('/generator');
    await saveKeys(page, { openai: FAKE_OPENAI_KEY });
    await chooseModel(page, /ChatGPT Image/);
    await page.getByLabel('Prompt', { exact: true }).fill('a swallow carrying a letter');
    await page.getByRole('button', { name: 'Generate Image' }).click();
    await expect(toast(page, 'Image Generated')).toBeVisible();
    const image = page.getByTestId('generated-image');
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', /^\/api\/images\//);
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(512);
    await expect(page.getByText(/Generated with:.*ChatGPT Image/)).toBeVisible();
    const first = await image.getAttribute('src');

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Apply edit' }).click();
    await expect(toastOverDialog(page, 'Edit Instructions Required')).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveText("Please describe how you'd like to modify the image.");
    await dialog.getByLabel('Edit instructions').fill('make the lines bolder');
    await dialog.getByRole('button', { name: 'Apply edit' }).click();
    await expect(toast(page, 'Image Edited')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(image).not.toHaveAttribute('src', first!);
  });

  test('a provider failure falls back to the next model and says so in a toast', async ({ page }) => {
    await page.goto('/generator');
    // FLUX refuses this key, so FLUX Kontext fails and ChatGPT Image (the spec's next model) serves.
    await saveKeys(page, { openai: FAKE_OPENAI_KEY, flux: 'refused-flux-key' });
    await chooseModel(page, /FLUX Kontext/);
    await page.getByLabel('Prompt', { exact: true }).fill('a koi among waves');
    await page.getByRole('button', { name: 'Generate Image' }).click();
    await expect(toast(page, 'Switched to ChatGPT Image')).toBeVisible();
    await expect(toasts(page)).toContainText('FLUX Kontext failed (the API key was rejected), so this was made with ChatGPT Image.');
    await expect(page.getByTestId('generated-image')).toBeVisible();
    await expect(page.getByTestId('design-note')).toContainText('FLUX Kontext failed');
  });

  test('a refused key shows the spec alert with the support line and the offline engine', async ({ page }) => {
    await page.goto('/generator');
    await saveKeys(page, { openai: 'sk-refused' });
    await chooseModel(page, /ChatGPT Image/);
    await page.getByLabel('Prompt', { exact: true }).fill('a rose');
    await page.getByRole('button', { name: 'Generate Image' }).click();
    await expect(toast(page, 'Generation Failed')).toBeVisible();
    const alert = page.getByTestId('provider-alert');
    await expect(alert).toContainText('Failed to generate image. API key may be invalid or expired. If this issue persists, please contact support.');
    await alert.getByRole('button', { name: 'Use the offline engine' }).click();
    await expect(page.getByRole('combobox', { name: 'Image model' })).toHaveText(/InkGlow Offline Engine/);
  });
});
