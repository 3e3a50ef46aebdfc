import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { inspectPdf } from '../src/server/testing/pdf-inspect';
import { waitUntilLive } from './live';

// Placement preview, photo try-on, true-size print and the stencil tool, as a person uses them.

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/placement';

async function engineDesign(page: Page) {
  const res = await page.request.post('/api/generate', {
    data: { prompt: 'a koi fish', model: 'local', seed: 11, attributes: { placement: 'forearm', style: 'japanese' } },
  });
  expect(res.ok()).toBe(true);
  const image = (await res.json()).images[0];
  return { id: image.id as string, svgId: (image.svgUrl as string).split('/').pop()!, widthMm: image.widthMm as number };
}

const sizeText = (page: Page) => page.getByTestId('print-size');

async function transformOf(page: Page) {
  return page.getByTestId('placed-design').getAttribute('transform');
}

test.describe('placement preview on desktop', () => {
  test('places a design on the forearm at true scale, by pointer and keyboard, and prints that size', async ({ page }) => {
    const d = await engineDesign(page);
    await page.goto(`/preview?image=${d.id}&print=${d.svgId}&w=80&placement=forearm`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('See it on the body');
    const design = page.getByTestId('placed-design');
    await expect(design).toBeVisible();
    await expect(sizeText(page)).toHaveText('8 × 18 cm');

    // True scale: the 10 cm ruler and the 8 cm design measure 10 and 8 cm in the outline's units.
    const stage = page.getByTestId('body-stage');
    const upc = Number(await stage.getAttribute('data-units-per-cm'));
    expect(Number(await page.getByTestId('ruler').getAttribute('data-length-units')) / upc).toBeCloseTo(10, 6);
    expect(Number(await design.getAttribute('data-width-units')) / upc).toBeCloseTo(8, 6);

    // Keyboard: focus, resize with +, move with arrows, rotate with ].
    await design.focus();
    await page.keyboard.press('+');
    await expect(sizeText(page)).toHaveText('8.4 × 18.9 cm');
    const before = await transformOf(page);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press(']');
    await expect.poll(() => transformOf(page)).not.toBe(before);

    // Pointer: drag the design.
    const box = (await design.boundingBox())!;
    const moved = await transformOf(page);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2 + 20, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => transformOf(page)).not.toBe(moved);

    // Typed size, then the print at that size.
    await page.getByLabel('Design width (cm)').fill('9');
    await expect(sizeText(page)).toHaveText('9 × 20.3 cm');
    await page.screenshot({ path: `${SHOTS}/desktop-dark-forearm.png` });
    const download = page.waitForEvent('download');
    await page.getByTestId('print-pdf').click();
    const file = await (await download).path();
    const info = execFileSync('pdfinfo', [file]).toString();
    expect(info).toMatch(/Page size:\s+595\.27\d? x 841\.89 pts \(A4\)/);
    const [pdfPage] = await inspectPdf(readFileSync(file));
    // the engine design is placed as an image exactly 90 mm wide (within 0.5 mm)
    expect(Math.abs((pdfPage.images[0].w / 72) * 25.4 - 90)).toBeLessThan(0.5);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    expect(text).toContain('9 × 20.3 cm');
    expect(text).toContain('Placement: Forearm');

    // The other placements are on the outline too; the back is on the back view.
    await page.getByLabel('Placement').selectOption('back');
    await expect(page.getByTestId('body-back')).toBeVisible();
    await page.getByLabel('Units').selectOption('in');
    await expect(sizeText(page)).toContainText('in');
  });

  test('places a design on a photo, with perspective, a reference scale and a PNG export', async ({ page }) => {
    const d = await engineDesign(page);
    await page.goto(`/preview?image=${d.id}&w=80`);
    await page.getByRole('tab', { name: 'On your photo' }).click();
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#d9a77f' } }).jpeg().toBuffer();
    await page.getByTestId('photo-input').setInputFiles({ name: 'arm.jpg', mimeType: 'image/jpeg', buffer: photo });
    const onPhoto = page.getByTestId('photo-design');
    await expect(onPhoto).toBeVisible();
    await expect(page.getByTestId('photo-size')).toContainText('Design on the photo:');

    const t0 = await onPhoto.evaluate((el) => getComputedStyle(el).transform);
    await onPhoto.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('+');
    const t1 = await onPhoto.evaluate((el) => getComputedStyle(el).transform);
    expect(t1).not.toBe(t0);
    // drag a corner handle: perspective
    const corner = (await page.getByTestId('corner-1').boundingBox())!;
    await page.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2);
    await page.mouse.down();
    await page.mouse.move(corner.x + 40, corner.y + 30, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => onPhoto.evaluate((el) => getComputedStyle(el).transform)).not.toBe(t1);
    // scale: typed measurement between the markers, then fit to the design's width
    await page.getByLabel('The markers span').selectOption('custom');
    await page.getByLabel('Measured length (cm)').fill('20');
    await page.getByRole('button', { name: /Make it 8 cm wide/ }).click();
    await expect(page.getByTestId('photo-size')).toContainText('8 × ');
    await page.getByLabel('Fresh ink (off: healed)').click();
    await page.screenshot({ path: `${SHOTS}/desktop-photo.png` });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export PNG' }).click();
    const png = readFileSync(await (await download).path());
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([900, 600]);
    // the design is in the export: the picture is no longer one flat skin colour
    const stats = await sharp(png).stats();
    expect(stats.channels[0].min).toBeLessThan(150);
  });

  test('turns an uploaded drawing into a stencil, prints it true to size and previews it', async ({ page }) => {
    // Pressed as fast as Playwright can, the steps below race hydration: the page must not fall back
    // to redrawing a part whose prerendered HTML no longer matched (which lost the typed width).
    const hydrationErrors: string[] = [];
    page.on('console', (message) => message.text().startsWith('Hydration error') && hydrationErrors.push(message.text()));
    await page.goto('/stencil');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stencil maker');
    const drawing = await sharp(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="500" height="400"><rect width="500" height="400" fill="#fff"/><circle cx="250" cy="200" r="140" fill="none" stroke="#111" stroke-width="12"/><path d="M120 200 L380 200" stroke="#111" stroke-width="10"/></svg>'),
    ).png().toBuffer();
    await page.getByTestId('stencil-input').setInputFiles({ name: 'sketch.png', mimeType: 'image/png', buffer: drawing });
    await page.getByLabel('Width (cm)').fill('12');
    await page.getByLabel('Mirror for transfer').click();
    await page.getByRole('button', { name: 'Make stencil' }).click();
    await expect(page.getByTestId('stencil-result')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('stencil-info')).toContainText('12 × 9.6 cm');
    await expect(page.getByTestId('stencil-info')).toContainText('mirrored');

    await page.getByLabel('Paper').selectOption('letter');
    const download = page.waitForEvent('download');
    await page.getByTestId('stencil-pdf').click();
    const file = await (await download).path();
    expect(execFileSync('pdfinfo', [file]).toString()).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
    const [pdfPage] = await inspectPdf(readFileSync(file));
    expect(pdfPage.images).toHaveLength(0); // vector linework
    expect(pdfPage.vectorScales.length).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'Preview on the body' }).click();
    await expect(page).toHaveURL(/\/preview\?image=/);
    await expect(sizeText(page)).toHaveText('12 × 9.6 cm');
    expect(hydrationErrors).toEqual([]);
  });

  test('refuses a text file posing as an image', async ({ page }) => {
    await page.goto('/stencil');
    await page.getByTestId('stencil-input').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just text') });
    await page.getByRole('button', { name: 'Make stencil' }).click();
    await expect(page.getByRole('region', { name: /notifications/i }).getByText('Please upload an image file (JPEG, PNG, etc.)')).toBeVisible();
  });
});

test.describe('placement preview on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('moves the design with a finger, in both themes', async ({ page }) => {
    const d = await engineDesign(page);
    await page.goto(`/preview?image=${d.id}&print=${d.svgId}&w=80&placement=forearm`);
    const design = page.getByTestId('placed-design');
    // a drag is not held for the app like a press is: drag once the design has its handlers
    await waitUntilLive(page, 'placed-design');
    const before = await transformOf(page);
    const box = (await design.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let i = 1; i <= 5; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + i * 6, y: y + i * 4 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => transformOf(page)).not.toBe(before);
    // two fingers apart: bigger
    const size = await sizeText(page).textContent();
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x - 10, y, id: 1 }, { x: x + 10, y, id: 2 }] });
    for (let i = 1; i <= 5; i++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x - 10 - i * 6, y, id: 1 }, { x: x + 10 + i * 6, y, id: 2 }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(sizeText(page)).not.toHaveText(size!);
    await page.screenshot({ path: `${SHOTS}/phone-dark.png`, fullPage: true });
    await page.evaluate(() => localStorage.setItem('inkglow-theme', 'light'));
    await page.reload();
    await expect(page.getByTestId('placed-design')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/phone-light.png`, fullPage: true });
    await page.getByRole('tab', { name: 'On your photo' }).click();
    await page.screenshot({ path: `${SHOTS}/phone-light-photo.png` });
  });
});
