import { expect, test, type Page } from '@playwright/test';

const figures = (page: Page) => page.getByRole('main').getByRole('figure');
const filter = (page: Page) => page.getByRole('group', { name: 'Filter by style' });

test.describe('gallery', () => {
  test('shows one captioned example per style and filters by style', async ({ page }) => {
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    await expect(filter(page).getByRole('button', { name: 'All Styles' })).toHaveAttribute('aria-pressed', 'true');
    const styleButtons = (await filter(page).getByRole('button').count()) - 1;
    await expect(figures(page)).toHaveCount(styleButtons);
    await expect(figures(page).first()).toContainText('Realism Example');
    await expect(figures(page).first()).toContainText('by Various Artists');

    await filter(page).getByRole('button', { name: 'Japanese', exact: true }).click();
    await expect(figures(page)).toHaveCount(1);
    await expect(figures(page)).toContainText('Japanese Example');
    await expect(filter(page).getByRole('button', { name: 'Japanese', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\?style=japanese$/);

    await filter(page).getByRole('button', { name: 'All Styles' }).click();
    await expect(figures(page)).toHaveCount(styleButtons);
  });

  test('the grid has three columns on desktops and one on phones', async ({ page }) => {
    await page.goto('/gallery');
    await expect(figures(page).nth(3)).toBeVisible();
    const tops = async () =>
      Promise.all([0, 1, 2, 3].map(async (i) => (await figures(page).nth(i).boundingBox())!.y));
    const [a, b, c, d] = await tops();
    expect([b - a, c - a]).toEqual([0, 0]);
    expect(d).toBeGreaterThan(a);
    await page.setViewportSize({ width: 390, height: 844 });
    const [phoneA, phoneB] = await tops();
    expect(phoneB).toBeGreaterThan(phoneA);
  });

  test('opens an example large and steps through with the arrow keys', async ({ page }) => {
    await page.goto('/gallery');
    // Wait until the first examples have been drawn (they render in the background after a fresh start).
    const tile = (name: string) => page.getByRole('button', { name: `View ${name} Example larger` });
    for (const name of ['Realism', 'Neo-Traditional', 'Traditional']) {
      await expect(tile(name)).toBeEnabled({ timeout: 45_000 });
    }
    await tile('Realism').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Realism Example' })).toBeVisible();
    await expect(dialog.getByText('by Various Artists')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Realism tattoo example' })).toHaveAttribute('src', /\?w=1024$/);

    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('heading', { name: 'Neo-Traditional Example' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('heading', { name: 'Traditional Example' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByRole('heading', { name: 'Realism Example' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expect(dialog.getByRole('heading', { name: 'Neo-Traditional Example' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Focus returns to the tile of the example last shown.
    await expect(tile('Neo-Traditional')).toBeFocused();
  });

  // The prerendered gallery asks for one example image only, the first (the phone's largest paint):
  // the others, which Chrome would fetch at once however far below the fold, come once the app is
  // live and are then all shown.
  test('the prerendered gallery carries only the first example image', async ({ page, request }) => {
    await page.goto('/gallery');
    const examples = page.getByRole('main').getByRole('img', { name: / tattoo example$/ });
    await expect(examples.first()).toBeVisible({ timeout: 45_000 });
    const html = await (await request.get('/gallery')).text();
    const images = html.match(/<img\b[^>]*alt="[^"]* tattoo example"[^>]*>/g) ?? [];
    expect(images).toHaveLength(1);
    expect(images[0]).toMatch(/fetchpriority="high"/i);
    expect(html.match(/<figure\b/g)?.length ?? 0).toBeGreaterThanOrEqual(10);
    await expect.poll(() => examples.count(), { timeout: 45_000 }).toBe(await figures(page).count());
  });
});
