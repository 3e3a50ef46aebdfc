import { expect, test, type Page } from '@playwright/test';

// The design generator as a guest and as a signed-in user, on the offline engine.

const toasts = (page: Page) => page.getByRole('region', { name: /notifications/i });
const toast = (page: Page, title: string) => toasts(page).getByText(title, { exact: true });

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function chooseKoi(page: Page) {
  await page.getByLabel('Subject', { exact: true }).fill('koi fish');
  await pick(page, 'Style', 'Japanese');
  await pick(page, 'Placement', 'Forearm');
}

test.describe('generator as a guest', () => {
  test('builds the prompt from the attributes, generates, shows the design and keeps it in history', async ({ page }) => {
    await page.goto('/generator');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Design Generator');
    await expect(page.getByTestId('welcome-banner')).toContainText('Sign up');

    await chooseKoi(page);
    const prompt = page.getByLabel('Prompt', { exact: true });
    await expect(prompt).toHaveValue('A Japanese style tattoo of koi fish, designed for forearm placement.');
    await expect(page.getByTestId('prompt-counter')).toHaveText('68/280');

    // Choosing a theme from the list clears the free-text subject.
    await pick(page, 'Or a theme', 'Animals');
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');
    await expect(prompt).toHaveValue('A Japanese style tattoo of animals, designed for forearm placement.');

    await page.getByRole('radio', { name: '2 variations' }).click();
    await page.getByRole('button', { name: 'Generate Image' }).click();
    const image = page.getByTestId('generated-image');
    await expect(image).toBeVisible();
    await expect(toast(page, 'Image Generated')).toBeVisible();
    await expect(toasts(page).getByText('Sign up to save it to your designs.', { exact: false })).toBeVisible();
    await expect(page.getByTestId('generated-with')).toContainText('Generated with: InkGlow Offline Engine');
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Two variations side by side; one click picks the other.
    const variations = page.getByRole('button', { name: /^Variation \d$/ });
    await expect(variations).toHaveCount(2);
    const firstSrc = await image.getAttribute('src');
    await variations.nth(1).click();
    await expect(image).not.toHaveAttribute('src', firstSrc!);
    await expect(page.getByTestId('history-grid').getByRole('button')).toHaveCount(2);

    // Edit the description, then restore the first from history.
    await page.getByLabel('Description').fill('Koi for my forearm');
    await page.getByTestId('history-grid').getByRole('button').first().click();
    await expect(image).toHaveAttribute('src', firstSrc!);
    await expect(prompt).toHaveValue('A Japanese style tattoo of animals, designed for forearm placement.');
  });

  test('re-renders the same seed as a stencil, mirrored for transfer', async ({ page }) => {
    await page.goto('/generator');
    await chooseKoi(page);
    await page.getByRole('button', { name: 'Generate Image' }).click();
    const image = page.getByTestId('generated-image');
    await expect(image).toBeVisible();
    const designSrc = await image.getAttribute('src');
    await page.getByRole('radio', { name: 'Stencil' }).click();
    await expect(image).not.toHaveAttribute('src', designSrc!);
    const stencilSrc = await image.getAttribute('src');
    await page.getByRole('switch', { name: 'Mirror for transfer' }).click();
    await expect(image).not.toHaveAttribute('src', stencilSrc!);
    await expect(page.getByRole('switch', { name: 'Mirror for transfer' })).toBeChecked();
  });

  test('explains empty prompts, missing selections and missing images', async ({ page }) => {
    await page.goto('/generator');
    await page.getByRole('button', { name: 'Generate Image' }).click();
    await expect(toast(page, 'Empty Prompt')).toBeVisible();
    await expect(toasts(page).getByText('Please enter a prompt or select tattoo attributes.')).toBeVisible();

    await page.getByRole('button', { name: 'Magic Prompt' }).click();
    await expect(toast(page, 'No Selections')).toBeVisible();

    await page.getByRole('button', { name: 'Download' }).click();
    await expect(toast(page, 'No Image')).toBeVisible();
    await expect(toasts(page).getByText('Please generate an image first.')).toBeVisible();

    // Magic Prompt with a selection appends its paragraph after a short wait.
    await pick(page, 'Technique', 'Etching');
    await page.getByRole('button', { name: 'Magic Prompt' }).click();
    await expect(page.getByRole('button', { name: 'Enhancing...' })).toBeDisabled();
    await expect(toast(page, 'Magic Prompt Generated')).toBeVisible();
    await expect(page.getByLabel('Prompt', { exact: true })).toHaveValue(/^A tattoo with etching technique\. Crisp clean linework/);
  });

  test('takes a prompt from the address, then clears it', async ({ page }) => {
    await page.goto('/generator?prompt=a%20phoenix%20rising%20from%20ashes&style=tribal');
    await expect(toast(page, 'Prompt Received')).toBeVisible();
    await expect(page.getByLabel('Prompt', { exact: true })).toHaveValue('a phoenix rising from ashes');
    await expect(page.getByTestId('welcome-banner')).toHaveCount(0);
    await expect(page).toHaveURL(/\/generator\?style=tribal$/);
    // The style was preselected, and the prompt from the address was not rebuilt over.
    await expect(page.getByRole('combobox', { name: 'Style', exact: true })).toHaveText(/Tribal/);
  });

  test('Sign Up to Save sends a guest to sign up and back', async ({ page }) => {
    await page.goto('/generator');
    await page.getByLabel('Prompt', { exact: true }).fill('a swallow with a banner');
    await page.getByLabel('Prompt', { exact: true }).press('Control+Enter');
    await expect(page.getByTestId('generated-image')).toBeVisible();
    await page.getByRole('button', { name: 'Sign Up to Save' }).click();
    await expect(page).toHaveURL(/\/auth\?tab=signup&redirect=(%2F|\/)generator$/);
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  });

  test('shows the providers as unavailable with the true reason', async ({ page }) => {
    await page.goto('/generator');
    await page.getByRole('combobox', { name: 'Image model' }).click();
    const flux = page.getByRole('option', { name: /FLUX Kontext/ });
    await expect(flux).toHaveAttribute('aria-disabled', 'true');
    await expect(flux).toContainText('Enter your own FLUX key in Settings');
    await expect(page.getByRole('option', { name: /InkGlow Offline Engine/ })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');

    // A guest's own FLUX key (kept in this browser) makes FLUX Kontext selectable.
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByLabel('FLUX key (Black Forest Labs)').fill('bfl-test-key');
    await page.getByRole('button', { name: 'Save keys' }).click();
    await expect(toast(page, 'Keys Saved')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('guest-flux-key'))).toBe('bfl-test-key');
    await page.getByRole('combobox', { name: 'Image model' }).click();
    await expect(page.getByRole('option', { name: /FLUX Kontext/ })).not.toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('option', { name: /Ideogram/ })).toHaveAttribute('aria-disabled', 'true');
  });
});

test.describe('generator when signed in', () => {
  test('keeps history across reloads and saves a design to Your Designs', async ({ page, baseURL }) => {
    const email = `gen-${Date.now()}@example.test`;
    const signUp = await page.request.post('/api/auth/sign-up/email', {
      data: { email, password: 'ink-glow-Test-42', name: '' },
      headers: { origin: new URL(baseURL!).origin },
    });
    expect(signUp.ok()).toBe(true);

    await page.goto('/generator');
    await expect(page.getByTestId('welcome-banner')).toContainText('Welcome back');
    await page.getByLabel('Prompt', { exact: true }).fill('a lighthouse on a cliff');
    await page.getByRole('button', { name: 'Generate Image' }).click();
    await expect(page.getByTestId('generated-image')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
    await page.getByLabel('Description').fill('Lighthouse for my calf');
    await page.getByLabel('Description').blur();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Design Saved')).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByText('Lighthouse for my calf').first()).toBeAttached();
    await page.goto('/generator');

    const history = page.getByTestId('history-grid').getByRole('button');
    await expect(history).toHaveCount(1);
    await history.first().click();
    await expect(page.getByTestId('generated-image')).toBeVisible();
    await expect(page.getByLabel('Description')).toHaveValue('Lighthouse for my calf');
    await expect(page.getByLabel('Prompt', { exact: true })).toHaveValue('a lighthouse on a cliff');
  });
});
