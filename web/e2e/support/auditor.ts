import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type Browser, expect, type Page } from '@playwright/test';
import { PHONE } from './twoSides';
import { registerOperatorThroughApi, uniqueEmail } from './accounts';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The database the e2e server uses (scripts/e2e-server.mjs names it the same way). */
function e2eDatabaseUrl(): string {
  const url = new URL(
    process.env.TEST_DATABASE_URL ??
      process.env.DATABASE_URL ??
      'postgres://postgres@127.0.0.1:5432/postgres',
  );
  url.pathname = `/${process.env.E2E_DATABASE ?? 'referrals_test_e2e'}`;
  return url.toString();
}

/**
 * An account made auditor the way an administrator does it (`npm run grant-auditor -- <email>`, the CLI
 * itself), then switched to the auditor view with the header's button, in a phone-sized browser of its own.
 */
export async function auditorSignedIn(browser: Browser, name = 'Audrey Auditor'): Promise<Page> {
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  const email = uniqueEmail('auditor');
  await registerOperatorThroughApi(page.request, name, email);
  await promisify(execFile)('node', ['api/dist/cli.js', 'grant-auditor', email], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: e2eDatabaseUrl(),
      REDIS_KEY_PREFIX: process.env.E2E_DATABASE ?? 'referrals_test_e2e',
    },
  });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Switch to Auditor view' }).click();
  await expect(page.getByTestId('role-badge')).toHaveText('Auditor');
  return page;
}
