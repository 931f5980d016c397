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
  forbidOnly: Boolean(process.env.CI),
  // Journeys of several pages and browsers take 15 to 35 s on a loaded 2-core machine; each assertion keeps
  // its own short timeout (and the live ones their bound), so only the whole journey gets more room.
  timeout: 60_000,
  reporter: [
    ['list'],
    ['json', { outputFile: fileURLToPath(new URL('../.test-output/playwright.json', import.meta.url)) }],
  ],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...debianChromium, viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
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
