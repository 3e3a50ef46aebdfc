import { expect, test } from '@playwright/test';

const PAGES = [
  { path: '/privacy-policy', heading: 'Privacy Policy', dateLine: 'Last updated: July 6, 2025' },
  { path: '/terms-of-service', heading: 'Terms of Service', dateLine: 'Effective: July 6, 2025' },
  { path: '/cookie-policy', heading: 'Cookie Policy', dateLine: 'Last updated: July 6, 2025' },
];

for (const { path, heading, dateLine } of PAGES) {
  test(`${heading} shows its heading, date line and the configured contact e-mail`, async ({
    page,
    request,
  }) => {
    // The address is configuration: read it from the same public endpoint the app uses.
    const config = await (await request.get('/api/config')).json();
    expect(typeof config.contactEmail).toBe('string');

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(dateLine, { exact: true })).toBeVisible();
    const article = page.getByRole('article');
    const mail = article.getByRole('link', { name: config.contactEmail, exact: true });
    await expect(mail).toBeVisible();
    await expect(mail).toHaveAttribute('href', `mailto:${config.contactEmail}`);
    await expect(page).toHaveTitle(new RegExp(heading));
  });
}

test('the table of contents jumps to a section on desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/terms-of-service');
  const toc = page.getByRole('navigation', { name: 'On this page', exact: true });
  const entry = toc.getByRole('link', { name: /Bookings and deposits/ });
  await entry.click();
  await expect(page).toHaveURL(/#deposits$/);
  await expect(
    page.getByRole('heading', { level: 2, name: /Bookings and deposits/ }),
  ).toBeInViewport();
  await expect(
    page.getByText('deposits are non-refundable within 48 hours of booking'),
  ).toBeVisible();
  // The entry for the section being read is marked for sighted and screen-reader users alike.
  await expect(entry).toHaveAttribute('aria-current', 'location');
});
