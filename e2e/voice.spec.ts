import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page, type WebSocketRoute } from '@playwright/test';

// Voice Glow in Chromium with a fake microphone that plays a WAV spoken by espeak-ng: the audio goes
// through the relay to the Realtime fake (e2e/provider-fakes.ts), whose voice detector hears the
// speech in it and plays its scripted swallow conversation (DEFAULT_REALTIME_SCRIPT). The fake's
// transcripts are scripted; what is real is that our captured audio had to reach it.

const WAV = join(tmpdir(), 'inkglow-voice-swallow.wav');
if (!existsSync(WAV)) {
  const raw = join(tmpdir(), `inkglow-voice-raw-${process.pid}.wav`);
  execFileSync('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', raw, 'I want a traditional swallow on my forearm']);
  // 48 kHz mono 16-bit with a pause before and 1.5 s of silence after, so each loop is one turn.
  execFileSync('sox', [raw, '-r', '48000', '-c', '1', '-b', '16', WAV, 'pad', '0.3', '1.5']);
}

test.use({
  permissions: ['microphone'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${WAV}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

const FAKE_OPENAI_KEY = 'fake-openai-key';

async function asGuestWithKey(page: Page) {
  await page.addInitScript((key) => localStorage.setItem('guest-openai-key', key), FAKE_OPENAI_KEY);
}

const badge = (page: Page, field: string) => page.locator(`[data-field="${field}"]`);
const conversation = (page: Page) => page.getByRole('region', { name: 'Conversation' });

test.describe('Voice Glow', () => {
  test('continuous listening: speech reaches the fake, transcript and badges appear, a design arrives', async ({ page }) => {
    await asGuestWithKey(page);
    await page.goto('/assistant');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Voice Glow');
    await expect(page.getByText(/needs your microphone/)).toBeVisible();
    await page.getByRole('button', { name: 'Tap to start' }).click();

    await expect(page.getByRole('status')).toHaveText(/Listening|Connected/);
    // The meter moves with the real input level of the fake microphone.
    await expect.poll(async () => Number(await page.getByRole('meter').getAttribute('aria-valuenow')), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect(conversation(page).getByText('I want a traditional swallow on my forearm.')).toBeVisible({ timeout: 20_000 });
    await expect(badge(page, 'subject')).toContainText('swallow');
    await expect(badge(page, 'style')).toContainText('traditional');
    await expect(badge(page, 'placement')).toContainText('forearm');
    await expect(conversation(page).getByText(/a classic\. Would you like it in full color/)).toBeVisible({ timeout: 15_000 });
    // The WAV loops: the next turns are heard, the colour completes the preferences and the design comes.
    await expect(page.getByTestId('ready-to-generate')).toHaveText('Ready to Generate', { timeout: 30_000 });
    const design = page.getByTestId('voice-design');
    await expect(design).toBeVisible({ timeout: 40_000 });
    await expect(design.getByRole('img')).toHaveJSProperty('complete', true);
    await expect(design.getByRole('link', { name: 'Open in generator' })).toHaveAttribute('href', /\/generator\?prompt=/);
    await expect(design.getByRole('button', { name: 'Sign Up to Save' })).toBeVisible();

    await page.getByRole('button', { name: 'End Session' }).click();
    await expect(page.getByRole('button', { name: 'Tap to start' })).toBeVisible();
  });

  test('push to talk: nothing is sent until the spacebar is held', async ({ page }) => {
    await asGuestWithKey(page);
    await page.goto('/assistant');
    await page.getByRole('switch', { name: 'Push to talk' }).click();
    await page.getByRole('button', { name: 'Tap to start' }).click();
    await expect(page.getByRole('status')).toHaveText('Connected');
    await expect(page.getByText('or hold the spacebar while you speak.')).toBeVisible();
    // The microphone is live (the meter moves) but without the key held nothing is heard.
    await page.waitForTimeout(3500);
    await expect(conversation(page).locator('[data-role="user"]')).toHaveCount(0);

    await page.keyboard.down('Space');
    await expect(page.getByRole('status')).toHaveText('Listening');
    await page.waitForTimeout(3500);
    await page.keyboard.up('Space');
    await expect(conversation(page).getByText('I want a traditional swallow on my forearm.')).toBeVisible({ timeout: 15_000 });
    await expect(badge(page, 'subject')).toContainText('swallow');
    await page.getByRole('button', { name: 'End Session' }).click();
    await expect(page.getByRole('button', { name: 'Tap to start' })).toBeVisible();
  });

  test('offline mode by text: badges, Ready to Generate and a design from the offline engine', async ({ page }) => {
    await page.goto('/assistant');
    await page.getByRole('button', { name: 'Tap to start' }).click();
    await expect(page.getByText('Offline assistant', { exact: true })).toBeVisible();
    await expect(page.getByText(/cannot hold an open-ended conversation/)).toBeVisible();
    await expect(conversation(page).getByText(/offline assistant/).first()).toBeVisible();

    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill('I want a traditional swallow on my forearm in full color');
    await input.press('Enter');
    await expect(conversation(page).getByText('I want a traditional swallow on my forearm in full color')).toBeVisible();
    await expect(badge(page, 'style')).toContainText('Traditional');
    await expect(badge(page, 'color')).toContainText('Full Color');
    await expect(page.getByTestId('ready-to-generate')).toBeVisible();
    await page.getByRole('button', { name: 'Generate now' }).click();
    const design = page.getByTestId('voice-design');
    await expect(design).toBeVisible({ timeout: 30_000 });
    await expect(design.getByRole('img')).toHaveJSProperty('complete', true);
  });

  test('reconnects 3 s after an abnormal close, and not after a normal one (spec §4)', async ({ page }) => {
    // Every /api/voice socket goes through the real relay; the test can close the page's side with a code.
    const sockets: { route: WebSocketRoute; openedAt: number }[] = [];
    await page.routeWebSocket(/\/api\/voice$/, (route) => {
      route.connectToServer();
      sockets.push({ route, openedAt: Date.now() });
    });
    await page.goto('/assistant');
    await page.getByRole('button', { name: 'Tap to start' }).click();
    await expect(page.getByText('Offline assistant', { exact: true })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Connected');
    expect(sockets).toHaveLength(1);

    const droppedAt = Date.now();
    await sockets[0].route.close({ code: 1011, reason: 'dropped by the test' });
    await expect(page.getByRole('status')).toHaveText('Disconnected');
    await expect.poll(() => sockets.length, { timeout: 15_000 }).toBe(2);
    expect(sockets[1].openedAt - droppedAt).toBeGreaterThanOrEqual(2900);
    await expect(page.getByRole('status')).toHaveText('Connected');

    await sockets[1].route.close({ code: 1000, reason: 'ended' });
    await expect(page.getByRole('status')).toHaveText('Disconnected');
    await page.waitForTimeout(5000);
    expect(sockets).toHaveLength(2);
  });
});
