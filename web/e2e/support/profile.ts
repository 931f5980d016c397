import { expect, type Page } from '@playwright/test';

/** Types entries into one of the profile's list fields (antd tag input; Enter adds one). */
export async function addEntries(page: Page, label: string, entries: string[]): Promise<void> {
  // antd's tag input is not tied to its label; find it inside the labelled form item.
  const input = page
    .locator('.ant-form-item')
    .filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) })
    .locator('input');
  for (const entry of entries) {
    await input.fill(entry);
    await input.press('Enter');
  }
}

/** On /profile/setup: fills every required field and saves, ending on the dashboard. */
export async function completeProfileSetup(page: Page): Promise<void> {
  await page.getByLabel('Title').fill('Head of Sales');
  await page.getByLabel('Company', { exact: true }).fill('Acme');
  await page.getByLabel('Location').fill('San Francisco');
  await page.getByLabel('LinkedIn URL').fill('https://www.linkedin.com/in/dana');
  await page.getByLabel('Intro message').fill('I help revenue teams forecast.');
  await page.getByLabel('Prospects description').fill('VPs of Sales at mid-size SaaS companies');
  await addEntries(page, 'Target companies', ['Stripe', 'Notion']);
  await page.getByLabel('Website URL').fill('acme.com');
  await page.getByLabel('Product summary').fill('Pipeline analytics');
  await page.getByLabel('Product description').fill('Shows which deals will close.');
  await addEntries(page, 'Use cases', ['Forecasting']);
  await addEntries(page, 'Customers', ['Figma']);
  await page.getByRole('button', { name: 'Complete Profile Setup' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
