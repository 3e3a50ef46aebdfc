// /chat as people use it: a guest with no keys designs with the offline assistant, generates,
// edits and downloads; a signed-in user reopens a saved conversation after a reload; voice input
// records Chromium's fake microphone into /api/transcribe against the fake OpenAI.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signUpThroughUi } from './auth-helpers';

// Chromium's fake microphone plays a WAV spoken by espeak-ng (harmless for the other tests).
const wav = join(mkdtempSync(join(tmpdir(), 'inkglow-voice-')), 'idea.wav');
execFileSync('espeak-ng', ['-w', wav, 'a small rose tattoo on my wrist']);
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${wav}`],
  },
});

// The Generation Controls exist once whatever the screen (a desktop column and a phone tab both in
// the DOM repeated every id and label): checked on the prerendered page once React has taken over.
for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`no duplicate ids on /chat (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/chat');
    await expect(page.getByRole('heading', { name: 'Generation Controls' })).toBeVisible();
    await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));
    const duplicates = await page.evaluate(() => {
      const seen = new Map<string, number>();
      for (const el of document.querySelectorAll('[id]')) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
      return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
    });
    expect(duplicates).toEqual([]);
    await expect(page.getByRole('button', { name: 'Generate Image' })).toHaveCount(1);
    await expect(page.getByRole('combobox', { name: 'AI model' })).toHaveCount(1);
    await expect(page.getByRole('tab', { name: 'Controls' })).toHaveCount(name === 'phone' ? 1 : 0);
  });
}

// The first reply adds the 'Offline assistant' badge beside the assistant's name: the header must
// not wrap to a second line then (the conversation jumped down), at the desktop's three columns.
test('the conversation stays in place when the first reply arrives (1280 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/chat');
  const messages = page.getByRole('list', { name: 'Messages' });
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));
  const before = await messages.boundingBox();
  await say(page, 'a wolf', /wolf/i);
  await expect(page.getByText('Offline assistant', { exact: true })).toBeVisible();
  expect((await messages.boundingBox())?.y).toBe(before?.y);
});

// On a phone the message box sits below the list: a reply scrolls the list, not the page, so the
// box stays where the thumb is.
test('a reply scrolls the message list, not the page (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/chat');
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));
  const box = page.getByPlaceholder('Describe your tattoo idea');
  for (const idea of ['a wolf', 'a rose on the forearm', 'a koi fish']) await say(page, idea, /./);
  const list = page.getByRole('list', { name: 'Messages' });
  const atEnd = await list.evaluate((el) => Math.abs(el.scrollHeight - el.clientHeight - el.scrollTop) <= 2);
  expect(atEnd).toBe(true);
  // wholly on the first screen, the page not scrolled (Playwright scrolls a field into view to type in it)
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(box).toBeInViewport({ ratio: 1 });
});

// A visitor who types and presses Enter before the page is live (its scripts held back here until
// then): the message is sent once the app takes over, not left in the box with a line break.
test('a message typed and sent with Enter before the page is live is sent (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  let releaseScripts!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/chat', { waitUntil: 'commit' });
  const box = page.getByPlaceholder('Describe your tattoo idea');
  await box.fill('a wolf');
  await box.press('Enter');
  await expect(box).toHaveValue('a wolf'); // no line break: Enter is held as a send
  expect(await page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')))).toBe(false);
  releaseScripts();
  await expect(page.locator('[data-sender="user"]').last()).toContainText('a wolf', { timeout: 20_000 });
  await expect(page.locator('[data-sender="assistant"]').last()).toContainText(/wolf/i, { timeout: 20_000 });
  await expect(box).toHaveValue('');
});

async function say(page: Page, text: string, expected: RegExp) {
  const box = page.getByPlaceholder('Describe your tattoo idea');
  await box.fill(text);
  await box.press('Enter');
  await expect(page.locator('[data-sender="assistant"]').last()).toContainText(expected, { timeout: 20_000 });
}

test('a guest with no keys designs with the design assistant, generates, edits and downloads', async ({ page }) => {
  await page.goto('/chat');
  // No keys: the AI model menu lists the models greyed out, each with why (as the generator's does).
  await page.getByRole('combobox', { name: 'AI model' }).first().click();
  const openai = page.getByRole('option', { name: /ChatGPT Image/ });
  await expect(openai).toHaveAttribute('aria-disabled', 'true');
  await expect(openai).toContainText('OpenAI key');
  await expect(page.getByRole('option', { name: /Ideogram/ })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('model-availability').first()).toContainText('The offline engine works without any key.');
  await page.getByRole('button', { name: /Design Assistant/ }).click();
  await expect(page.getByText(/I'm the Design Assistant/)).toBeVisible();
  const send = page.getByRole('button', { name: 'Send message' });
  await expect(send).toBeDisabled();
  const box = page.getByPlaceholder('Describe your tattoo idea');
  await box.fill('first line');
  await box.press('Shift+Enter');
  await expect(box).toHaveValue('first line\n');
  await box.fill('');

  await say(page, 'I want a realistic wolf', /Which colour palette\?/);
  await expect(page.getByText(/offline assistant/).first()).toBeVisible();
  await expect(page.getByTestId('missing').first()).toContainText('Color');
  await say(page, 'black and grey please', /Generate Image/);
  await expect(page.getByTestId('completion').first()).toHaveText('100%');

  await page.getByRole('button', { name: 'Generate Image' }).first().click();
  const gallery = page.getByRole('region', { name: 'Generated Images' }).first();
  await expect(gallery.getByRole('img')).toHaveCount(1, { timeout: 60_000 });

  await gallery.getByRole('button', { name: 'Edit image' }).click();
  await page.getByRole('button', { name: 'Apply edit' }).click();
  await expect(page.getByText('Edit Instructions Required').first()).toBeVisible();
  await page.getByLabel('Edit instructions').fill('make it a stencil');
  await page.getByRole('button', { name: 'Apply edit' }).click();
  await expect(gallery.getByRole('img')).toHaveCount(2, { timeout: 60_000 });
  // Every per-image action sits inside the gallery card (in the 320 px column, two images a row (after the edit)
  // pushed "See it on the body" past the card's edge).
  const card = (await gallery.boundingBox())!;
  for (const box of await gallery.locator('a, button').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect)))
    expect(box.right).toBeLessThanOrEqual(card.x + card.width + 0.5);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download conversation' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.md$/);
  const text = readFileSync(await download.path(), 'utf8');
  expect(text).toContain('I want a realistic wolf');
  expect(text).toMatch(/!\[.*\]\(http:\/\/127\.0\.0\.1:\d+\/api\/images\//);
});

test('a signed-in user reopens a saved conversation after a reload', async ({ page }) => {
  await signUpThroughUi(page);
  await page.goto('/chat');
  await page.getByRole('button', { name: /Tattoo Assistant/ }).first().click();
  await say(page, 'What does a swallow tattoo mean?', /5,000 nautical miles/);
  await page.getByRole('button', { name: 'Save conversation' }).first().click();
  await expect(page.getByText('Conversation Saved').first()).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'What does a swallow tattoo mean?' }).first().click();
  await expect(page.locator('[data-sender="assistant"]').last()).toContainText('5,000 nautical miles');

  // Rename in the app's dialog (no browser prompt box), with its validation message.
  const saved = page.getByRole('list', { name: 'Saved conversations' }).first();
  await saved.getByRole('button', { name: 'Rename What does a swallow tattoo mean?' }).click();
  const name = page.getByLabel('Conversation name');
  await name.fill('   ');
  await page.getByRole('button', { name: 'Rename', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Give the conversation a name.' })).toBeVisible();
  await name.fill('Swallow meaning');
  await page.getByRole('button', { name: 'Rename', exact: true }).click();
  await expect(saved.getByRole('button', { name: 'Swallow meaning', exact: true })).toBeVisible();

  // Delete asks first; after a reload the conversation is gone for good.
  await saved.getByRole('button', { name: 'Delete Swallow meaning' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete this conversation?' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Swallow meaning', exact: true })).toHaveCount(0);
});

test.describe('voice input', () => {

  test("records the fake microphone into /api/transcribe with a guest's key", async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('guest-openai-key', 'fake-openai-key');
      // Headless Chromium has no speech service: go straight to recording, as a failed recognition would.
      delete (window as unknown as Record<string, unknown>).webkitSpeechRecognition;
      delete (window as unknown as Record<string, unknown>).SpeechRecognition;
    });
    await page.goto('/chat');
    const mic = page.getByRole('button', { name: 'Voice input' });
    await mic.click();
    await expect(page.getByRole('button', { name: 'Stop listening' })).toBeVisible();
    await page.waitForTimeout(1500);
    await page.getByRole('button', { name: 'Stop listening' }).click();
    await expect(page.getByPlaceholder('Describe your tattoo idea')).toHaveValue(/Fake transcription of \d+ bytes/, { timeout: 20_000 });
  });
});
