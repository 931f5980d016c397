import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { LOCAL_CLIENT } from '../scripts/local-openid-provider.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
/** The tests' own SMTP receiver (see e2e/support/mailbox.ts); the server sends its email there. */
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1);
/** The local OpenID provider standing in for LinkedIn (see e2e/global-setup.ts). */
export const openIdProviderPort = Number(process.env.E2E_OIDC_PORT ?? port + 2);
const externalBaseUrl = process.env.E2E_BASE_URL;
// localhost, like the server's PUBLIC_URL: passkeys need a domain, not an IP address.
const baseURL = externalBaseUrl ?? `http://localhost:${port}`;

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium; Playwright never downloads a browser here (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1). */
const debianChromium = {
  browserName: 'chromium' as const,
  launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
};

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  // At least two, even on 2 cores where Playwright's default is one: a test spends much of its time
  // waiting on the server or another browser, and a second test fills that. Every test makes its own
  // accounts, so all share the one server and database.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  forbidOnly: Boolean(process.env.CI),
  // Journeys of several pages and browsers take 15 to 35 s on a loaded 2-core machine, and every step
  // slower still with a core taken by something else: assertions get twice Playwright's 5 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: fileURLToPath(new URL('../.test-output/playwright.json', import.meta.url)) }],
  ],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    // Recorded for every test, kept for failures: the actions with their DOM snapshots and network, but
    // no filmstrip (its screencast was a third of all the browser's work).
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  // Most journeys behave the same at any width, so they run at desktop size only. Tagged @phone, a test
  // also runs at phone size: its subject is layout, touch, or something shown differently by width.
  // Tagged @phone-only, it runs at phone size alone: networker journeys, whose every screen is checked
  // at 390 px, and journeys whose browsers are phone-sized anyway. (The phone grep matches both tags.)
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: { ...debianChromium, viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      grep: /@phone/,
      use: {
        ...debianChromium,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
  ],
  // Without an external URL, serve the built app and the API the way production does.
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'node ../scripts/e2e-server.mjs',
        url: `http://127.0.0.1:${port}/api/health`,
        env: {
          E2E_PORT: String(port),
          E2E_SMTP_PORT: String(smtpPort),
          // Passed on to the app by e2e-server.mjs: LinkedIn sign-in goes to the local provider.
          LINKEDIN_ISSUER: `http://127.0.0.1:${openIdProviderPort}`,
          LINKEDIN_CLIENT_ID: LOCAL_CLIENT.clientId,
          LINKEDIN_CLIENT_SECRET: LOCAL_CLIENT.clientSecret,
        },
        timeout: 120_000,
        reuseExistingServer: !process.env.CI,
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
