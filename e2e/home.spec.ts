import { expect, test, type Page } from '@playwright/test';

const HERO_TITLE = /design your tattoo before the needle touches skin/i;

function hero(page: Page) {
  return page.getByRole('region', { name: HERO_TITLE });
}

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('shows the hero heading and the statistics', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible();
    const stats = page.getByRole('region', { name: 'InkGlow in numbers' });
    for (const figure of ['10,000+', '50+', '24/7']) {
      await expect(stats.getByText(figure, { exact: true })).toBeVisible();
    }
  });

  test('the hero voice button goes to /assistant', async ({ page }) => {
    await hero(page).getByRole('link', { name: 'Talk to Voice Glow' }).click();
    await expect(page).toHaveURL(/\/assistant$/);
  });

  test('the hero generator button goes to /generator', async ({ page }) => {
    await hero(page).getByRole('link', { name: 'Open the Design Generator' }).click();
    await expect(page).toHaveURL(/\/generator$/);
  });

  test('the final call to action offers /assistant and /generator', async ({ page }) => {
    const cta = page.getByRole('region', { name: 'Your idea is ready when you are' });
    await expect(cta.getByRole('link', { name: 'Start with your voice' })).toHaveAttribute(
      'href',
      '/assistant',
    );
    await expect(cta.getByRole('link', { name: 'Build a design' })).toHaveAttribute(
      'href',
      '/generator',
    );
  });

  test('the FAQ keeps one answer open at a time and can close it', async ({ page }) => {
    const faq = page.getByRole('region', { name: 'Before you commit to ink' });
    const triggers = faq.getByRole('button');
    await expect(triggers).toHaveCount(6);

    const first = faq.getByRole('button', { name: 'Do I need an account or an API key?' });
    const analysis = faq.getByRole('button', { name: 'What does the analysis tool look at?' });

    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText(/offline engine draws vector designs/)).toBeVisible();

    await analysis.click();
    await expect(analysis).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByText(/offline engine draws vector designs/)).toBeHidden();
    await expect(
      faq.getByRole('list', { name: 'The eight analysis steps' }).getByRole('listitem'),
    ).toHaveCount(8);

    await analysis.click();
    await expect(analysis).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);
  });

  test('six feature cards link to their tools', async ({ page }) => {
    const features = page.getByRole('region', { name: 'Six ways into your next tattoo' });
    const expected: [string, string][] = [
      ['Text Chat', '/chat'],
      ['Voice Assistant', '/assistant'],
      ['Design Generator', '/generator'],
      ['Analysis Tool', '/analysis'],
      ['Style Library', '/styles'],
      ['Gallery', '/gallery'],
    ];
    const links = features.getByRole('link');
    await expect(links).toHaveCount(6);
    for (const [name, href] of expected) {
      await expect(features.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await features.getByRole('link', { name: 'Style Library', exact: true }).click();
    await expect(page).toHaveURL(/\/styles$/);
  });
});
