import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// E2E runs the real product (`scripts/start.ts`: build if stale, migrate, serve) on its own port and
// a throw-away data folder, in Debian's Chromium: browsers cannot be downloaded here.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'inkglow-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers re-evaluate this file; keep one folder
// Accounts: a loopback OpenID server stands in for Google (started by e2e/global-setup.ts; the app
// retries discovery on first use) and one loopback parent origin may frame the app.
const OIDC_PORT = PORT + 1;
process.env.E2E_OIDC_PORT = String(OIDC_PORT);
process.env.E2E_EMBED_PARENT_PORT = String(PORT + 2);
process.env.E2E_OTHER_PARENT_PORT = String(PORT + 3);
// AI providers: loopback fakes (e2e/provider-fakes.ts) on PORT+10..13 (13: Realtime), or on
// E2E_FAKES_PORT..+3 when set (to stay inside a port range narrower than 14); guests enter the fakes' keys.
const FAKES_PORT = Number(process.env.E2E_FAKES_PORT ?? PORT + 10);
process.env.E2E_FAKES_PORT = String(FAKES_PORT);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'npx tsx e2e/provider-fakes.ts',
      port: FAKES_PORT,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: { E2E_FAKES_PORT: String(FAKES_PORT) },
    },
    {
      command: 'npx tsx scripts/start.ts',
      url: `http://127.0.0.1:${PORT}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(PORT),
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        GOOGLE_CLIENT_ID: 'inkglow-e2e-client',
        GOOGLE_CLIENT_SECRET: 'inkglow-e2e-secret',
        GOOGLE_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
        // the same parent also as http://localhost: a cross-site frame, where cookies are not sent
        EMBED_ALLOWED_ORIGINS: `http://127.0.0.1:${PORT + 2},http://localhost:${PORT + 2}`,
        // e2e signs many accounts up from one IP; keep the per-IP limit out of its way.
        AUTH_RATE_LIMIT_IP_MAX: '10000',
        // the same for the design and upload limits (their own tests are in src/server/plugins)
        GUEST_GENERATIONS_PER_HOUR: '100000',
        GENERATIONS_PER_MINUTE: '100000',
        UPLOADS_PER_HOUR: '100000',
        OPENAI_BASE_URL: `http://127.0.0.1:${FAKES_PORT}/v1`,
        BFL_BASE_URL: `http://127.0.0.1:${FAKES_PORT + 1}`,
        IDEOGRAM_BASE_URL: `http://127.0.0.1:${FAKES_PORT + 2}`,
        OPENAI_REALTIME_URL: `ws://127.0.0.1:${FAKES_PORT + 3}/v1/realtime`,
      },
    },
  ],
});
