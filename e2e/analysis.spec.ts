import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signUpThroughUi } from './auth-helpers';
import { waitUntilLive } from './live';

// A design with a bold ring, a red centre and a comb of hairlines that only pass at a large size.
async function designPng(): Promise<Buffer> {
  let comb = '';
  for (let x = 140; x < 260; x += 8)
    comb += `<rect x="${x}" y="300" width="2" height="60" fill="#111"/>`;
  return sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#fff"/>' +
        '<circle cx="200" cy="170" r="120" fill="none" stroke="#111" stroke-width="10"/>' +
        `<circle cx="200" cy="170" r="50" fill="#c1272d" stroke="#111" stroke-width="6"/>${comb}</svg>`,
    ),
  )
    .png()
    .toBuffer();
}

const fileInput = (page: Page) => page.getByTestId('analysis-file-input');
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

/**
 * Opens /analysis once its drop zone is live: the page is prerendered, so the zone is drawn before
 * React hydrates it. public/early-input.js holds presses and drops made in that gap (first-click.spec
 * tests those), but a file set programmatically (setInputFiles) has no handler yet; these tests are
 * about the analysis itself, so they start from a live page.
 */
async function openAnalysis(page: Page) {
  await page.goto('/analysis');
  await waitUntilLive(page, 'analysis-dropzone');
}

async function dropFile(page: Page, bytes: Buffer, name: string, type: string) {
  const transfer = await page.evaluateHandle(
    ({ b64, name, type }) => {
      const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([data], name, { type }));
      return dt;
    },
    { b64: bytes.toString('base64'), name, type },
  );
  const zone = page.getByTestId('analysis-dropzone');
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
}

test.describe('analysis tool', () => {
  test('drag-and-drop, change and remove an image', async ({ page }) => {
    await openAnalysis(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Analysis Tool' })).toBeVisible();
    await dropFile(page, await designPng(), 'design.png', 'image/png');
    await expect(page.getByRole('img', { name: 'Uploaded tattoo' })).toBeVisible();
    await expect(toasts(page).getByText('Image Uploaded')).toBeVisible();
    const first = await page.getByRole('img', { name: 'Uploaded tattoo' }).getAttribute('src');

    await fileInput(page).setInputFiles({
      name: 'other.png',
      mimeType: 'image/png',
      buffer: await designPng(),
    });
    await expect(page.getByRole('img', { name: 'Uploaded tattoo' })).not.toHaveAttribute(
      'src',
      first!,
    );

    await page.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('img', { name: 'Uploaded tattoo' })).toHaveCount(0);
    await expect(page.getByTestId('analysis-dropzone')).toBeVisible();
  });

  test('analyses an image offline, switches to the results and the slider moves the verdict and overlay', async ({
    page,
  }) => {
    await openAnalysis(page);
    await fileInput(page).setInputFiles({
      name: 'design.png',
      mimeType: 'image/png',
      buffer: await designPng(),
    });
    await page.getByRole('button', { name: 'Analyze Image' }).click();
    await expect(page.getByRole('tab', { name: 'Results' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(toasts(page).getByText('Analysis Complete')).toBeVisible();
    await expect(page.getByTestId('analyst-note')).toContainText('offline analyst');
    await expect(page.getByTestId('analysis-summary')).not.toBeEmpty();
    await expect(
      page.getByTestId('analysis-text').getByRole('heading', { name: '8. Review' }),
    ).toBeVisible();
    await expect(page.getByTestId('palette')).toContainText('#');

    const slider = page.getByLabel(/Size \(longer side\)/);
    await slider.fill('3');
    await expect(page.getByTestId('verdict-size')).toHaveText('3 cm');
    await expect(page.getByTestId('verdict-level')).toHaveText('Too fine');
    const small = Number(await page.getByTestId('tattoo-overlay').getAttribute('data-flagged'));
    expect(small).toBeGreaterThan(0);
    await slider.fill('50');
    await expect(page.getByTestId('verdict-level')).toHaveText('Holds up');
    await expect(page.getByTestId('tattoo-overlay')).toHaveAttribute('data-flagged', '0');

    // The upload goes to the body preview with it, at the analysed size.
    await page.getByRole('button', { name: 'See it on the body' }).click();
    await expect(page).toHaveURL(/\/preview\?w=[\d.]+&placement=forearm$/);
    await expect(page.getByRole('heading', { name: 'See it on the body' })).toBeVisible();
    await expect(page.getByText('No design chosen.')).toHaveCount(0);
  });

  test('a text file named .png is refused by the server with the spec message', async ({
    page,
  }) => {
    await openAnalysis(page);
    await fileInput(page).setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image\n'.repeat(30)),
    });
    await page.getByRole('button', { name: 'Analyze Image' }).click();
    await expect(toasts(page).getByText('Invalid file type')).toBeVisible();
    await expect(
      toasts(page).getByText('Please upload an image file (JPEG, PNG, etc.)'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Analyze Image' })).toBeEnabled();
  });

  test('analyses a concept in seven steps and clears the uploaded image', async ({ page }) => {
    await openAnalysis(page);
    await fileInput(page).setInputFiles({
      name: 'design.png',
      mimeType: 'image/png',
      buffer: await designPng(),
    });
    await page.getByRole('tab', { name: 'Text Analysis' }).click();
    await page.getByRole('button', { name: 'Analyze Concept' }).click();
    await expect(toasts(page).getByText('Empty Prompt')).toBeVisible();
    await page
      .getByLabel('Describe your tattoo concept')
      .fill('A koi fish with cherry blossoms in Japanese style on my forearm, 15 cm');
    await page.getByRole('button', { name: 'Analyze Concept' }).click();
    const results = page.getByTestId('concept-results');
    await expect(results.getByRole('heading', { name: '2. Symbolism' })).toBeVisible();
    await expect(results.getByRole('heading', { name: '7. Brief for the artist' })).toBeVisible();
    await expect(results).toContainText('perseverance');
    await expect(page.getByRole('img', { name: 'Uploaded tattoo' })).toHaveCount(0);
  });

  test('an answer full of HTML is shown as text, never run', async ({ page }) => {
    const evil =
      '# Analysis\n\n<img src="x" onerror="window.__pwned = 1">\n\n<script>window.__pwned = 2</script>\n\n- **bold** point';
    await page.route('**/api/analyze/concept', (route) =>
      route.fulfill({
        status: 200,
        headers: { 'content-type': 'text/event-stream' },
        body: [
          { type: 'meta', analyst: 'ai' },
          { type: 'delta', text: evil },
          { type: 'done', result: { kind: 'concept', analyst: 'ai', analysis: evil } },
        ]
          .map((e) => `data: ${JSON.stringify(e)}\n\n`)
          .join(''),
      }),
    );
    await openAnalysis(page);
    await page.getByRole('tab', { name: 'Text Analysis' }).click();
    await page.getByLabel('Describe your tattoo concept').fill('anything');
    await page.getByRole('button', { name: 'Analyze Concept' }).click();
    const results = page.getByTestId('concept-results');
    await expect(results).toContainText('<img src="x" onerror="window.__pwned = 1">');
    await expect(results).toContainText('<script>window.__pwned = 2</script>');
    await expect(results.locator('strong')).toHaveText('bold');
    await expect(results.locator('img, script')).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
    ).toBeUndefined();
  });

  test("a style page's Analyze button opens the concept tab prefilled", async ({ page }) => {
    await page.goto('/styles/japanese');
    await page.getByRole('link', { name: 'Analyze a Japanese Tattoo' }).click();
    await expect(page).toHaveURL(/\/analysis$/);
    await expect(page.getByRole('tab', { name: 'Text Analysis' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByLabel('Describe your tattoo concept')).toHaveValue(
      'A Japanese tattoo of ',
    );
  });

  test('the framework tab shows the eight steps with their elements', async ({ page }) => {
    await openAnalysis(page);
    for (const step of [
      'Style',
      'Technique',
      'Composition',
      'Dimension',
      'Emotion',
      'Keywords',
      'Interpretation',
      'Review',
    ]) {
      await expect(page.getByRole('tab', { name: new RegExp(`^\\d\\. ${step}$`) })).toBeVisible();
    }
    await page.getByRole('tab', { name: '8. Review' }).click();
    await expect(page.getByText('Tattooability', { exact: true })).toBeVisible();
  });

  test('with a guest key the AI analyst answers through the OpenAI fake, and its HTML stays text', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('guest-openai-key', 'fake-openai-key'));
    await openAnalysis(page);
    await page.getByRole('tab', { name: 'Text Analysis' }).click();
    await page
      .getByLabel('Describe your tattoo concept')
      .fill('<img src=x onerror="window.__pwned=3"> <script>window.__pwned=4</script> rose');
    await page.getByRole('button', { name: 'Analyze Concept' }).click();
    const results = page.getByTestId('concept-results');
    await expect(results).toContainText('Fake reply from the fake OpenAI server');
    await expect(results).toContainText('<img src=x onerror="window.__pwned=3">');
    await expect(results.locator('img, script')).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
    ).toBeUndefined();
  });

  test('the generator output opens in the analysis tool; a signed-in user saves it, finds it on the profile and deletes it', async ({
    page,
  }) => {
    await signUpThroughUi(page);
    await page.goto('/generator');
    await page.getByLabel('Subject', { exact: true }).fill('koi fish');
    await page.getByRole('button', { name: 'Generate Image' }).click();
    await expect(page.getByTestId('generated-image')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Analyze' }).click();
    await expect(page).toHaveURL(/\/analysis$/);
    await expect(page.getByRole('img', { name: 'Uploaded tattoo' })).toBeVisible();
    await page.getByRole('button', { name: 'Analyze Image' }).click();
    await expect(page.getByTestId('image-results')).toBeVisible();
    // A stored image goes to the body preview by its id, as the generator links to it.
    await expect(page.getByRole('link', { name: 'See it on the body' })).toHaveAttribute(
      'href',
      /^\/preview\?image=[0-9a-f-]{36}&w=[\d.]+&placement=forearm$/,
    );
    await page.getByRole('button', { name: 'Save Analysis' }).click();
    await expect(toasts(page).getByText('Analysis Saved')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Saved analyses' }).getByRole('listitem'),
    ).toHaveCount(1);
    // Listed on the profile: reopen it, then delete it only after confirming.
    await page.goto('/profile');
    const saved = page.getByRole('region', { name: 'Saved analyses' });
    await expect(saved.getByRole('listitem')).toHaveCount(1);
    await saved.getByRole('button', { name: /^Open/ }).click();
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: '8. Review' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await saved.getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText('Delete this analysis?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page).getByText('Analysis Deleted')).toBeVisible();
    await expect(saved.getByText("You don't have any saved analyses yet")).toBeVisible();
  });
});
