import { AUTH_UI_MESSAGES } from '@referrals/contracts';
import { expect } from '@playwright/test';
import { test } from './support/test';
import {
  PASSWORD,
  registerOperator,
  registerOperatorThroughApi,
  signIn,
  uniqueEmail,
} from './support/accounts';
import { waitForEmail } from './support/mail';

// The header shortens the name and shows its buttons as icons at phone size.
test(
  'an operator registers, sees the header and live connection, signs out and back in',
  { tag: '@phone' },
  async ({ page }) => {
    const email = uniqueEmail('operator');
    await registerOperator(page, 'Grace Brewster Hopper', email);
    await expect(page.getByText(AUTH_UI_MESSAGES.registrationSuccessTitle)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Grace' })).toBeVisible();
    await expect(page.getByText('Grace Brewster H.')).toBeVisible();
    await expect(page.getByTestId('role-badge')).toHaveText('Operator');
    await expect(page.locator('[data-live]')).toHaveAttribute('data-live', 'connected');

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(page.locator('[data-live]')).toHaveAttribute('data-live', 'idle');

    await signIn(page, email, 'Wrong-password-1');
    await expect(page.getByText(AUTH_UI_MESSAGES.signInFailed)).toBeVisible();
    await expect(page.getByText('Invalid email or password')).toBeVisible();

    await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(AUTH_UI_MESSAGES.signedInAs('Grace Brewster Hopper'))).toBeVisible();
  },
);

test('the sign-in page asks for both fields and says registration is invitation-only', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText(AUTH_UI_MESSAGES.invitationOnly)).toBeVisible();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText(AUTH_UI_MESSAGES.enterEmailAndPassword)).toBeVisible();
});

test('the dashboard sends a signed-out visitor to /login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a forgotten password is reset through the emailed link, which works once', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('forgetful');
  await registerOperatorThroughApi(request, 'Rosalind Franklin', email);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(AUTH_UI_MESSAGES.resetLinkSentTitle)).toBeVisible();

  const mail = await waitForEmail(email);
  const link = /http:\/\/localhost:\d+\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(mail)?.[0];
  expect(link).toBeTruthy();

  await page.goto(link!);
  const submit = page.getByRole('button', { name: 'Reset Password' });
  await page.getByLabel('New password', { exact: true }).fill('Brand-new-Secret7');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Confirm new password').fill('Brand-new-Secret');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('Brand-new-Secret7');
  await expect(page.getByText('Passwords match')).toBeVisible();
  await submit.click();
  await expect(page.getByText(AUTH_UI_MESSAGES.passwordResetSuccessTitle)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, email, PASSWORD);
  await expect(page.getByText(AUTH_UI_MESSAGES.signInFailed)).toBeVisible();
  await signIn(page, email, 'Brand-new-Secret7');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();

  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('Another-Secret8');
  await page.getByLabel('Confirm new password').fill('Another-Secret8');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(AUTH_UI_MESSAGES.passwordResetFailedTitle)).toBeVisible();
});

test('a reset link without its token sends the visitor to sign in', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText(AUTH_UI_MESSAGES.invalidResetLinkTitle)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a user holding both profiles switches views from the header', { tag: '@phone' }, async ({ page }) => {
  await registerOperatorThroughApi(page.request, 'Ada Lovelace', uniqueEmail('both'));
  const { csrfToken } = (await (await page.request.get('/api/auth/session')).json()) as { csrfToken: string };
  const created = await page.request.post('/api/networker-profiles', {
    headers: { 'x-csrf-token': csrfToken },
    data: { fullName: 'Ada Lovelace', title: 'Advisor' },
  });
  expect(created.status()).toBe(201);
  await page.goto('/dashboard');

  await page.getByRole('button', { name: 'Switch to Networker view' }).click();
  await expect(page.getByText(AUTH_UI_MESSAGES.roleSwitched('networker'))).toBeVisible();
  await expect(page.getByTestId('role-badge')).toHaveText('Networker');
  await page.getByRole('button', { name: 'Switch to Operator view' }).click();
  await expect(page.getByTestId('role-badge')).toHaveText('Operator');
});
