import { AUTH_API_MESSAGES, AUTH_UI_MESSAGES } from '@referrals/contracts';
import { expect } from '@playwright/test';
import { expectFinishedOpening } from './support/overlays';
import { test } from './support/test';
import { PASSWORD, registerOperatorThroughApi, uniqueEmail } from './support/accounts';
import { waitForEmail } from './support/mail';
import { addPlatformAuthenticator } from './support/passkeys';
import { ageSignIn } from './support/sessions';

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

test(
  'a signed-in user adds a passkey after confirming their password, sees it listed, and removes it',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const { cdp, authenticatorId } = await addPlatformAuthenticator(page);
    const email = uniqueEmail(`add-passkey-${testInfo.project.name}`);
    await registerOperatorThroughApi(page.request, 'Ada Adder', email);
    // Signed in long enough ago that only the session cookie speaks for the user.
    await ageSignIn(page, 30);

    await page.goto('/dashboard?tab=profile');
    const section = page.getByRole('region', { name: 'Passkeys' });
    await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
    await section.getByRole('button', { name: 'Add a passkey' }).click();

    const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
    await expectFinishedOpening(dialog);
    const password = dialog.getByLabel('Your password', { exact: true });
    await password.fill('Not-my-password-1');
    await expect(password).toHaveValue('Not-my-password-1');
    // Waited for by name: a failure then tells a click that sent nothing from an answer that came late.
    const refusal = page.waitForResponse('**/api/auth/reauthenticate');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    expect((await refusal).status()).toBe(403);
    await expect(dialog.getByRole('alert')).toHaveText(AUTH_API_MESSAGES.reauthenticationFailed);
    await password.fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByText('Passkey added')).toBeVisible();
    const device = testInfo.project.name === 'phone' ? 'Chrome on Android' : 'Chrome on Linux';
    const listed = section.getByRole('listitem');
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText(device);
    await expect(listed).toContainText('Not used to sign in yet');
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(await waitForEmail(email)).toContain(device);

    // The proof is still recent: removing asks only to confirm the removal itself.
    await section.getByRole('button', { name: `Remove passkey ${device}` }).click();
    const confirmRemoval = page.getByRole('tooltip').filter({ hasText: 'Remove this passkey?' });
    await expectFinishedOpening(confirmRemoval);
    await confirmRemoval.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByText('Passkey removed')).toBeVisible();
    await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
  },
);

test('a password reset offers to remove the passkeys, and the removed passkey no longer signs in', async ({
  page,
}) => {
  await addPlatformAuthenticator(page);
  const email = uniqueEmail('reset-passkeys');
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Rita Reset');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Create Account with Passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  const link = /http:\/\/localhost:\d+\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(
    await waitForEmail(email),
  );
  await page.goto(link![0]);
  const removal = page.getByRole('checkbox', { name: 'Also remove your passkey' });
  await expect(removal).toBeChecked();
  await page.getByLabel('New password', { exact: true }).fill('Brand-new-Secret7');
  await page.getByLabel('Confirm new password').fill('Brand-new-Secret7');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in with Passkey' }).click();
  await expect(page.getByText(AUTH_API_MESSAGES.passkeyNotRegistered)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
