import { AUTH_UI_MESSAGES } from '@referrals/contracts';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { addPlatformAuthenticator } from './support/passkeys';

test('an operator signs up with a passkey, signs out, and signs back in with it', async ({
  page,
}, testInfo) => {
  const { cdp, authenticatorId } = await addPlatformAuthenticator(page);
  const email = uniqueEmail(`passkey-${testInfo.project.name}`);

  await page.goto('/register');
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(email);
  // Passkeys are available here, so they are the default and no password is asked for.
  await expect(page.getByRole('radio', { name: 'Passkey (recommended)' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Password' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Create Account with Passkey' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(AUTH_UI_MESSAGES.passkeyCreatedTitle)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Grace' })).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in with Passkey' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(AUTH_UI_MESSAGES.signedInAs('Grace Hopper'))).toBeVisible();
  // The account's sign-in methods are on the dashboard's Profile tab.
  await page.goto('/dashboard?tab=profile');
  await expect(page.getByText('1 passkey')).toBeVisible();
  const afterSignIn = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(afterSignIn.credentials[0]?.signCount).toBeGreaterThan(0);
});

test('the sign-in page asks for the email before using a passkey', async ({ page }) => {
  await addPlatformAuthenticator(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with Passkey' }).click();
  await expect(page.getByText(AUTH_UI_MESSAGES.enterEmailFirst)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('without a platform authenticator there is no passkey sign-in, and registration uses a password', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with Passkey' })).toHaveCount(0);

  await page.goto('/register');
  await expect(page.getByText(AUTH_UI_MESSAGES.passkeysUnavailable)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Password' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Operator Account' })).toBeVisible();
});

test('a passkey setup that fails switches the registration to a password', async ({ page }) => {
  const { cdp, authenticatorId } = await addPlatformAuthenticator(page);
  // The fingerprint does not match: the browser refuses to create the credential.
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });

  await page.goto('/register');
  await page.getByLabel('Full name').fill('Alan Turing');
  await page.getByLabel('Email').fill(uniqueEmail('passkey-failed'));
  await page.getByRole('button', { name: 'Create Account with Passkey' }).click();

  await expect(page.getByText(AUTH_UI_MESSAGES.passkeySetupFailedTitle)).toBeVisible();
  await expect(page.getByText(AUTH_UI_MESSAGES.passkeyFallback)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Password' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Password' })).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});
