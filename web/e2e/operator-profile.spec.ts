import { OPERATOR_PROFILE_MESSAGES } from '@referrals/contracts';
import { expect } from '@playwright/test';
import { test } from './support/test';
import { registerOperatorThroughApi, uniqueEmail } from './support/accounts';
import { addEntries } from './support/profile';

test('a new operator sets up the profile, then views and edits it', async ({ page }) => {
  const email = uniqueEmail('profile');
  await registerOperatorThroughApi(page.request, 'Dana Demo', email);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Set up your profile' }).click();
  await expect(page).toHaveURL(/\/profile\/setup$/);
  await expect(page.getByText('Step 1 of 1')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Dana Demo');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Email', { exact: true })).toBeDisabled();

  await page.getByLabel('Title').fill('Head of Sales');
  await page.getByLabel('Company', { exact: true }).fill('Acme');
  await expect(page.getByRole('heading', { name: 'About Acme' })).toBeVisible();
  await page.getByLabel('Location').fill('San Francisco');
  await page.getByLabel('LinkedIn URL').fill('https://www.linkedin.com/in/dana');
  await page.getByLabel('Intro message').fill('I help revenue teams forecast.');
  await page.getByLabel('Prospects description').fill('VPs of Sales at mid-size SaaS companies');
  await addEntries(page, 'Target companies', ['Stripe', 'Notion']);
  await page.getByLabel('Website URL').fill('acme.com');
  await page.getByLabel('Product summary').fill('Pipeline analytics');
  await page.getByLabel('Product description').fill('Shows which deals will close.');
  await addEntries(page, 'Use cases', ['Forecasting']);

  // Customers are still missing: the form says so and nothing is saved.
  await page.getByRole('button', { name: 'Complete Profile Setup' }).click();
  await expect(page.getByText('Add at least one customer')).toBeVisible();
  await addEntries(page, 'Customers', ['Figma']);

  await page.getByLabel('Use account email').uncheck();
  await page.getByLabel('Email', { exact: true }).fill('dana.acme.com');
  await page.getByRole('button', { name: 'Complete Profile Setup' }).click();
  await expect(page.getByText(OPERATOR_PROFILE_MESSAGES.invalidEmail)).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('dana@acme.com');

  await page.getByRole('button', { name: 'Complete Profile Setup' }).click();
  await expect(page.getByText(OPERATOR_PROFILE_MESSAGES.setupCompleteTitle, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Profile Setup Complete!' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Complete: networkers see it on every invitation you send.')).toBeVisible();

  await page.getByRole('link', { name: 'View profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Stripe, Notion')).toBeVisible();
  await expect(page.getByText('$500')).toBeVisible();

  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await page.getByLabel('Title').fill('VP of Sales');
  // The spec's further fields, in the cards they belong to.
  await page.getByLabel('Greeting line').fill('You know the people I would love to meet.');
  await page.getByLabel('Your specific ask').fill('An intro to a VP of Sales.');
  await addEntries(page, 'Who joins from your side', ['Dana Demo', 'Sam Lee']);
  await page.getByLabel('Prep notes').fill('Bring last quarter’s forecast.');
  await page.getByLabel('How you pay bounties').fill('PayPal within 24 hours');
  await page.getByLabel('Direct phone').fill('+1 415 555 0199');
  await page.getByLabel('Private notes', { exact: true }).fill('Follow up in May.');
  await page.getByLabel('Send my notification emails to').fill('not-an-email');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText(OPERATOR_PROFILE_MESSAGES.invalidEmail)).toBeVisible();
  await page.getByLabel('Send my notification emails to').fill('alerts@acme.com');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText(OPERATOR_PROFILE_MESSAGES.savedTitle, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('VP of Sales', { exact: true })).toBeVisible();
  for (const saved of [
    'You know the people I would love to meet.',
    'An intro to a VP of Sales.',
    'Dana Demo, Sam Lee',
    'Bring last quarter’s forecast.',
    'PayPal within 24 hours',
    '+1 415 555 0199',
    'Follow up in May.',
    'alerts@acme.com',
  ]) {
    await expect(page.getByText(saved, { exact: true })).toBeVisible();
  }
});

test('an operator without a profile is sent from /profile to the editor', async ({ page }) => {
  await registerOperatorThroughApi(page.request, 'Ed Empty', uniqueEmail('empty'));
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
});
