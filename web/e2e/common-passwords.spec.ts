import { AUTH_API_MESSAGES, AUTH_UI_MESSAGES } from '@referrals/contracts';
import { expect } from '@playwright/test';
import { test } from './support/test';
import { uniqueEmail } from './support/accounts';

test('the registration form shows why a common password is refused, and keeps what was typed', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill(uniqueEmail('common'));
  await page.getByLabel('Password', { exact: true }).fill('password');
  await page.getByRole('button', { name: 'Create Operator Account' }).click();

  await expect(page.getByText(AUTH_UI_MESSAGES.registrationFailedTitle)).toBeVisible();
  await expect(page.getByText(AUTH_API_MESSAGES.passwordTooCommon)).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace');
});
