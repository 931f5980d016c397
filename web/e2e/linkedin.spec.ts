import {
  AUTH_API_MESSAGES,
  AUTH_UI_MESSAGES,
  LINKEDIN_ERRORS,
  LINKEDIN_REGISTRATION_SCREEN,
  LINKEDIN_SIGN_IN_PATH,
  type SessionAnswer,
} from '@referrals/contracts';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';

test.skip(
  Boolean(process.env.E2E_BASE_URL),
  'LinkedIn sign-in needs the local OpenID provider of global-setup.ts',
);

/** Signs in at the local provider's development pages: any login name and password, then consent. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a new member signs up with LinkedIn and lands signed in as a networker', async ({ page }, testInfo) => {
  const login = `member-${testInfo.project.name}-${Date.now()}`;
  const email = `${login}@example.test`;

  // No page offers 'Continue with LinkedIn' yet: go where its button will.
  await page.goto(LINKEDIN_SIGN_IN_PATH);
  await signInAtProvider(page, login);

  await expect(page).toHaveURL(/\/registration\?/);
  await expect(
    page.getByRole('heading', { level: 1, name: LINKEDIN_REGISTRATION_SCREEN.heading }),
  ).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue(`M${login.slice(1)} Example`);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('Title').fill('Partner');
  await page.getByLabel('Company').fill('Warm Intros Ltd');
  await page.getByLabel('Bio').fill('I know the buyers in fintech.');

  await page.getByRole('button', { name: LINKEDIN_REGISTRATION_SCREEN.submit }).click();
  await expect(page.getByText(AUTH_API_MESSAGES.termsRequired)).toBeVisible();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: LINKEDIN_REGISTRATION_SCREEN.submit }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  const session = (await (await page.request.get('/api/auth/session')).json()) as SessionAnswer;
  expect(session.authenticated).toBe(true);
  expect(session.user).toMatchObject({
    email,
    userType: 'networker',
    hasNetworkerProfile: true,
    signInMethods: { password: false, passkeys: 0, linkedin: true },
  });
});

test('a failed LinkedIn sign-in shows the registration error and the way home', async ({ page }) => {
  await page.goto('/registration?error=linkedin_callback_failed');

  await expect(page.getByRole('heading', { name: AUTH_UI_MESSAGES.registrationErrorTitle })).toBeVisible();
  await expect(page.getByText(LINKEDIN_ERRORS.linkedin_callback_failed)).toBeVisible();
  await page.getByRole('link', { name: LINKEDIN_REGISTRATION_SCREEN.returnHome }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the registration page without LinkedIn data goes home', async ({ page }) => {
  await page.goto('/registration');

  await expect(page).toHaveURL(/\/$/);
});
