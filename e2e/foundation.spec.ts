import { expect, test, type Page } from '@playwright/test';
import { waitUntilLive } from './live';

// The app shell: routes and their headings, 404, router error screen, theme without a flash,
// the mobile menu, toasts, skip link.

const PUBLIC_ROUTES: Array<[path: string, heading: string | RegExp]> = [
  ['/', /design your tattoo before the needle touches skin/i],
  ['/styles', 'Tattoo Styles'],
  ['/auth', 'Welcome to InkGlow'],
  ['/chat', 'Tattoo Chat Assistant'],
  ['/assistant', 'Voice Glow'],
  ['/analysis', 'Analysis Tool'],
  ['/generator', 'Design Generator'],
  ['/gallery', 'Gallery'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/cookie-policy', 'Cookie Policy'],
];

function h1(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

test.describe('routes', () => {
  for (const [path, heading] of PUBLIC_ROUTES) {
    test(`${path} shows its heading when loaded directly`, async ({ page }) => {
      await page.goto(path);
      await expect(h1(page)).toHaveCount(1);
      await expect(h1(page)).toHaveText(heading);
    });
  }

  test('header links navigate inside the app and mark the current page', async ({ page }) => {
    await page.goto('/styles');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Text Chat' }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(h1(page)).toHaveText('Tattoo Chat Assistant');
    await expect(nav.getByRole('link', { name: 'Text Chat' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Tattoo Styles' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByRole('link', { name: 'InkGlow home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('footer shows the contact e-mail, legal links and the current year', async ({ page }) => {
    await page.goto('/gallery');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'hello@inkglow.app' })).toHaveAttribute(
      'href',
      'mailto:hello@inkglow.app',
    );
    await expect(footer.getByText(`© ${new Date().getFullYear()} InkGlow`)).toBeVisible();
    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms-of-service$/);
    await expect(h1(page)).toHaveText('Terms of Service');
  });
});

test.describe('not found and errors', () => {
  test('an unknown route shows the 404 page and Return to Home works', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');
    await expect(h1(page)).toHaveText('404');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(h1(page)).toHaveText(PUBLIC_ROUTES[0][1]);
  });

  test('a page that fails to load shows the router error screen', async ({ page }) => {
    await page.goto('/styles');
    await expect(h1(page)).toHaveText('Tattoo Styles');
    // A missing page chunk (e.g. after a redeploy) must not leave a blank screen.
    await page.route(/\/assets\/gallery-page-[^/]+\.js$/, (route) => route.abort());
    // the router (not the browser) must follow the link, so the app must be live first
    const gallery = page.getByRole('banner').getByRole('link', { name: 'Gallery' });
    await waitUntilLive(page, gallery);
    await gallery.click();
    await expect(h1(page)).toHaveText('Unexpected Application Error!');
    await expect(
      page.getByText(/dynamically imported module|Importing a module script failed/i),
    ).toBeVisible();
    // The header stays usable around the error.
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'InkGlow home' }),
    ).toBeVisible();
    await page.unroute(/\/assets\/gallery-page-[^/]+\.js$/);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(h1(page)).toHaveText(PUBLIC_ROUTES[0][1]);
  });
});

test.describe('theme', () => {
  test('starts dark, and a chosen theme survives a reload without a flash', async ({ page }) => {
    // Record the <html> class at the moment <body> is parsed: before first paint and before any
    // module script (the app) runs, so only the blocking theme-init.js can have set it.
    await page.addInitScript(() => {
      const w = window as unknown as { __classAtBody?: string; __classes: string[] };
      w.__classes = [];
      const observer = new MutationObserver(() => {
        const current = document.documentElement?.className ?? '';
        if (w.__classes[w.__classes.length - 1] !== current) w.__classes.push(current);
        if (document.body && w.__classAtBody === undefined) w.__classAtBody = current;
      });
      observer.observe(document, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['class'],
      });
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __classAtDcl?: string }).__classAtDcl =
          document.documentElement.className;
      });
    });

    await page.goto('/chat');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(
      await page.evaluate(() => (window as unknown as { __classAtBody?: string }).__classAtBody),
    ).toMatch(/\bdark\b/);

    await page.getByRole('button', { name: 'Change theme' }).click();
    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('inkglow-theme'))).toBe('light');

    await page.reload();
    await expect(h1(page)).toHaveText('Tattoo Chat Assistant');
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __classAtBody?: string; __classAtDcl?: string };
      return { atBody: w.__classAtBody, atDcl: w.__classAtDcl };
    });
    expect(seen.atBody).toMatch(/\blight\b/);
    expect(seen.atBody).not.toMatch(/\bdark\b/);
    expect(seen.atDcl).toMatch(/\blight\b/);
    // Light is really on screen: the page background is the light token, not the dark one.
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await luminance(page, background)).toBeGreaterThan(0.8);

    await page.getByRole('button', { name: 'Change theme' }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });

  test('System follows the operating system preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/gallery');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/); // app default, not the OS
    await page.getByRole('button', { name: 'Change theme' }).click();
    await page.getByRole('menuitemradio', { name: 'System' }).click();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
  });
});

/** Relative luminance (0..1) of any CSS colour, computed by the browser. */
async function luminance(page: Page, color: string): Promise<number> {
  return page.evaluate((value) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.fillStyle = value;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = Array.from(context.getImageData(0, 0, 1, 1).data)
      .slice(0, 3)
      .map((channel) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  }, color);
}

test.describe('mobile menu (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens, traps focus, navigates and closes; Escape closes and returns focus', async ({
    page,
  }) => {
    await page.goto('/styles');
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeHidden();

    const trigger = page.getByRole('button', { name: 'Open menu' });
    await trigger.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
    for (const label of [
      'Tattoo Styles',
      'Analysis Tool',
      'Design Tool',
      'Text Chat',
      'Voice Assistant',
      'Gallery',
    ]) {
      await expect(menu.getByRole('link', { name: label })).toBeVisible();
    }

    // Focus stays inside the panel however far you tab.
    for (let i = 0; i < 14; i += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((panel) => panel.contains(document.activeElement))).toBe(true);
    }

    await menu.getByRole('link', { name: 'Voice Assistant' }).click();
    await expect(page).toHaveURL(/\/assistant$/);
    await expect(menu).toBeHidden();
    await expect(h1(page)).toHaveText('Voice Glow');

    await trigger.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Voice Assistant' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(page).toHaveURL(/\/assistant$/);
  });

  test('the menu has its own theme switch', async ({ page }) => {
    await page.goto('/gallery');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const themes = page.getByRole('dialog', { name: 'Menu' }).getByRole('group', { name: 'Theme' });
    await expect(themes.getByRole('button', { name: 'Dark' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await themes.getByRole('button', { name: 'Light' }).click();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await expect(themes.getByRole('button', { name: 'Light' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('the header fits a phone: no horizontal scrolling', async ({ page }) => {
    for (const path of ['/', '/generator', '/privacy-policy', '/nope']) {
      await page.goto(path);
      await expect(h1(page)).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('toasts', () => {
  test('copying the contact e-mail shows one toast that closes by itself', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/gallery');
    const copy = page.getByRole('contentinfo').getByRole('button', { name: 'Copy email address' });
    await copy.click();
    await copy.click(); // a second toast replaces the first: one at a time

    const region = page.getByRole('region', { name: 'Notifications (F8)' });
    await expect(region.getByText('Email copied')).toBeVisible();
    await expect(region.getByRole('listitem')).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('hello@inkglow.app');

    // Hovering or focusing a toast pauses its timer; move away and let it close by itself.
    await page.mouse.move(5, 5);
    await expect(region.getByText('Email copied')).toBeHidden({ timeout: 12_000 });
  });
});

test('F8 moves keyboard focus to the notifications', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/chat');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Copy email address' }).click();
  const region = page.getByRole('region', { name: 'Notifications (F8)' });
  await expect(region.getByText('Email copied')).toBeVisible();
  await page.keyboard.press('F8');
  await expect(region.locator('ol')).toBeFocused();
});

test('the skip link jumps to the main content', async ({ page }) => {
  await page.goto('/analysis');
  await expect(h1(page)).toHaveText('Analysis Tool');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});
