import { expect, type Page, type TestInfo } from '@playwright/test';
import { test } from './support/test';
import { operatorWithInvitation } from './support/operatorInvitation';
import { keepScreenshot } from './support/pageChecks';
import { expectPhoneFriendly } from './support/phoneLayout';

/**
 * Every public and networker page at 390 px: no sideways scrolling and no control below 44 px.
 * The journeys (networker-journey, networker-tutorials, ...) check the screens they pass through;
 * this spec covers the states a journey does not reach.
 */
async function check(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expectPhoneFriendly(page);
  await keepScreenshot(page, testInfo, name);
}

test('invitation page states fit a phone', { tag: '@phone-only' }, async ({ page, browser }, testInfo) => {
  const active = await operatorWithInvitation(browser, 'layout-active');
  const disabled = await operatorWithInvitation(browser, 'layout-disabled', { disabled: true });

  await page.goto(`/invite/${active.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hi Nora!' })).toBeVisible();
  await check(page, testInfo, 'invite-active');

  await page.goto(`/networker_invitation_page/${disabled.slug}`);
  await expect(page.getByRole('heading', { name: 'Invitation Disabled' })).toBeVisible();
  await check(page, testInfo, 'invite-disabled');

  await page.goto('/invite/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Invitation Not Found' })).toBeVisible();
  await check(page, testInfo, 'invite-not-found');
});

test(
  'sign-in, registration and the not-found screen fit a phone',
  { tag: '@phone-only' },
  async ({ page }, testInfo) => {
    for (const [path, heading] of [
      ['/login', /sign in|welcome/i],
      ['/register', /create|register|account/i],
      ['/no-such-page', '404 Page Not Found'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await check(page, testInfo, path.slice(1));
    }
  },
);
