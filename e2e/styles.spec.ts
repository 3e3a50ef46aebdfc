import { expect, test, type Page } from '@playwright/test';
import { signUpThroughUi } from './auth-helpers';

const cards = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('link');

/** A direct visit gets the styles inside the prerendered HTML; moving in from another page fetches them. */
async function openStylesFromHome(page: Page) {
  await page.goto('/');
  // The app boots after the first paint; a click before that is a plain link to the prerendered
  // page (which already holds the styles), so wait until React owns the link to test its fetch.
  await page.waitForFunction(() => {
    const link = document.querySelector('header nav a[href="/styles"]');
    return !!link && Object.keys(link).some((k) => k.startsWith('__reactFiber'));
  });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Tattoo Styles', exact: true })
    .click();
}

test.describe('style list', () => {
  test('says it is loading, then shows a card per style linking to its page', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/catalog/styles', async (route) => {
      await held;
      await route.continue();
    });
    await openStylesFromHome(page);
    await expect(page.getByText('Loading tattoo styles...')).toBeVisible();
    release();

    await expect(page.getByRole('heading', { level: 1, name: 'Tattoo Styles' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    expect(await cards(page).count()).toBeGreaterThanOrEqual(10);
    const realism = cards(page).filter({
      has: page.getByRole('heading', { name: 'Realism', exact: true }),
    });
    await expect(realism).toHaveAttribute('href', '/styles/realism');
    await expect(page.getByText(/^\d+ styles$/)).toBeVisible();
  });

  test('a direct visit shows every card at once, from the prerendered page', async ({
    page,
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: test.info().project.use.baseURL,
    });
    const noScript = await context.newPage();
    await noScript.goto('/styles');
    await expect(noScript.getByRole('heading', { level: 1, name: 'Tattoo Styles' })).toBeVisible();
    expect(await cards(noScript).count()).toBeGreaterThanOrEqual(10);
    await context.close();
    await page.goto('/styles');
    expect(await cards(page).count()).toBeGreaterThanOrEqual(10);
    await expect(page.getByText('Loading tattoo styles...')).toHaveCount(0);
  });

  test('card images reserve their box and load lazily at card size', async ({ page }) => {
    await page.goto('/styles');
    // Examples are drawn in the background after a fresh start; the list polls until they are there.
    const examples = page.getByRole('img', { name: / tattoo example$/ });
    await expect(examples.first()).toBeVisible({ timeout: 45_000 });
    // The first card's image is the likely largest paint: fetched at once; the rest wait their turn.
    await expect(examples.first()).toHaveAttribute('loading', 'eager');
    // The other cards' images are not in the prerendered HTML: they come once the app is live, part
    // of the list after part (each hydrates on its own), so the last image is the last card's only
    // once every card has one.
    const total = await cards(page).count();
    await expect(examples).toHaveCount(total, { timeout: 45_000 });
    const image = examples.last();
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeInViewport();
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
    await expect(image).toHaveAttribute('src', /\/api\/images\/[\w-]+\?w=640$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 45_000 }).toBeGreaterThan(0);
  });

  // The prerendered page asks for one card image only, the first (the phone's largest paint): the
  // others, which Chrome would fetch at once however far below the fold, come once the app is live.
  test('the prerendered list carries only the first card image', async ({ page, request }) => {
    await page.goto('/styles');
    await expect(page.getByRole('img', { name: / tattoo example$/ }).first()).toBeVisible({ timeout: 45_000 });
    const html = await (await request.get('/styles')).text();
    const images = html.match(/<img\b[^>]*alt="[^"]* tattoo example"[^>]*>/g) ?? [];
    expect(images).toHaveLength(1);
    expect(images[0]).toMatch(/fetchpriority="high"/i);
    expect(html.match(/<li\b/g)?.length ?? 0).toBeGreaterThanOrEqual(10);
  });

  test('search and trait chips narrow the list, and can be cleared', async ({ page }) => {
    await page.goto('/styles');
    await expect(cards(page).first()).toBeVisible();
    const total = await cards(page).count();

    await page.getByRole('searchbox', { name: 'Search styles' }).fill('japan');
    await expect(page.getByText(new RegExp(`^Showing \\d+ of ${total} styles$`))).toBeVisible();
    const found = await cards(page).count();
    expect(found).toBeLessThan(total);
    for (const name of ['Japanese', 'Neo-Japanese']) {
      await expect(cards(page).getByRole('heading', { name, exact: true })).toBeVisible();
    }
    for (const text of await cards(page).allTextContents()) expect(text).toMatch(/japan/i);
    await expect(page).toHaveURL(/[?&]q=japan/);

    await page.getByRole('searchbox', { name: 'Search styles' }).fill('zzzz no such style');
    await expect(page.getByText('No styles match')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Clear filters' }).last().click();
    await expect(cards(page)).toHaveCount(total);

    const lettering = page
      .getByRole('group', { name: 'Filter by trait' })
      .getByRole('button', { name: /^Lettering/ });
    const expected = Number((await lettering.textContent())?.match(/\d+$/)?.[0]);
    await lettering.click();
    await expect(lettering).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(expected);
    await expect(cards(page).getByRole('heading', { name: 'Script & Lettering' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]trait=lettering/);

    // A second chip narrows further (a style must carry both).
    await page
      .getByRole('group', { name: 'Filter by trait' })
      .getByRole('button', { name: /^Color/ })
      .click();
    expect(await cards(page).count()).toBeLessThan(expected);
    await lettering.click();
    await page
      .getByRole('group', { name: 'Filter by trait' })
      .getByRole('button', { name: /^Color/ })
      .click();
    await expect(cards(page)).toHaveCount(total);
  });

  test('a failed load shows an error with Retry instead of an empty list', async ({ page }) => {
    await page.route('**/api/catalog/styles', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'catalog_unavailable',
            message: 'The style library is unavailable right now. Please try again in a moment.',
          },
        }),
      }),
    );
    await openStylesFromHome(page);
    await expect(page.getByRole('alert').getByText("Couldn't load the styles")).toBeVisible();
    await expect(
      page.getByText('The style library is unavailable right now.', { exact: false }),
    ).toBeVisible();
    await page.unroute('**/api/catalog/styles');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(cards(page).first()).toBeVisible();
  });
});

test.describe('style detail', () => {
  test('shows the style with its characteristics, description and actions', async ({ page }) => {
    await page.goto('/styles');
    await cards(page)
      .filter({ has: page.getByRole('heading', { name: 'Japanese', exact: true }) })
      .click();
    await expect(page).toHaveURL(/\/styles\/japanese$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Japanese' })).toBeVisible();
    await expect(page.getByText(/^Irezumi:/)).toBeVisible();
    const characteristics = page
      .getByRole('region', { name: 'Key characteristics' })
      .getByRole('listitem');
    await expect(characteristics).toHaveCount(5);
    await expect(page.getByRole('heading', { name: 'About Japanese' })).toBeVisible();
    expect(
      await page.locator('section[aria-labelledby="about-heading"] p').count(),
    ).toBeGreaterThan(1);
    await expect(page.getByRole('link', { name: 'Analyze a Japanese Tattoo' })).toHaveAttribute(
      'href',
      '/analysis?style=Japanese',
    );
    await expect(page.getByRole('link', { name: 'Design in this style' })).toHaveAttribute(
      'href',
      '/generator?style=japanese',
    );
    await expect(page).toHaveTitle(/Japanese/);

    await page.getByRole('link', { name: 'Back to Styles' }).click();
    await expect(page).toHaveURL(/\/styles$/);
  });

  test("designs a style the generator lacks in its example's style", async ({ page }) => {
    await page.goto('/styles/glitch');
    await expect(page.getByRole('heading', { level: 1, name: 'Glitch' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Design in this style' })).toHaveAttribute(
      'href',
      '/generator?style=realism',
    );
  });

  test('an unknown style shows Style Not Found with a way back', async ({ page }) => {
    await page.goto('/styles/no-such-style');
    await expect(page.getByText('Style Not Found')).toBeVisible();
    await expect(
      page.getByText("We couldn't find the tattoo style you're looking for."),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to Styles' }).click();
    await expect(page).toHaveURL(/\/styles$/);
    await expect(cards(page).first()).toBeVisible();
  });

  test('an example the offline engine can only approximate says so under the image', async ({
    page,
  }) => {
    await page.goto('/styles/realism');
    await expect(
      page.getByText(
        /Drawn by the InkGlow offline engine\. .*photographic realism needs an AI image model/,
      ),
    ).toBeVisible();
    await page.goto('/styles/traditional');
    await expect(
      page.getByText('Drawn by the InkGlow offline engine.', { exact: true }),
    ).toBeVisible();
  });

  test('a guest who taps the heart is sent to sign in and back', async ({ page }) => {
    await page.goto('/styles/japanese');
    await page.getByRole('button', { name: 'Sign in to like Japanese' }).click();
    await expect(page).toHaveURL(/\/auth\?redirect=\/styles\/japanese$/);
  });

  test('a signed-in user likes and unlikes a style, and it stays liked', async ({ page }) => {
    await signUpThroughUi(page);
    await page.goto('/styles/tribal');
    const like = page.getByRole('button', { name: 'Like Tribal' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    const unlike = page.getByRole('button', { name: 'Unlike Tribal' });
    await expect(unlike).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Unlike Tribal' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Unlike Tribal' }).click();
    await expect(page.getByRole('button', { name: 'Like Tribal' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.reload();
    await expect(page.getByRole('button', { name: 'Like Tribal' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('a failed like is undone with a toast', async ({ page }) => {
    await signUpThroughUi(page);
    await page.goto('/styles/geometric');
    await page.route('**/api/likes', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({
              error: {
                code: 'internal_error',
                message: 'Something went wrong on our side. Please try again.',
              },
            }),
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Like Geometric' }).click();
    await expect(page.getByText('Could not save your like').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Like Geometric' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
