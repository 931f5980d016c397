import { COMPANY_CHECK_MESSAGES } from '@referrals/contracts';
import { expect } from '@playwright/test';
import { test } from './support/test';
import { registerOperatorThroughApi, uniqueEmail } from './support/accounts';
import { expectFinishedOpening } from './support/overlays';

test('the company field suggests well-known names and says when the invitation page will show initials', async ({
  page,
}) => {
  await registerOperatorThroughApi(page.request, 'Cora Company', uniqueEmail('company'));
  await page.goto('/profile/setup');
  const company = page.getByLabel('Company', { exact: true });

  await company.pressSequentially('sn');
  // antd's visible options carry no option role (a hidden list holds those for screen readers).
  const snowflake = page.locator('.ant-select-item-option', { hasText: 'Snowflake' });
  await expect(snowflake).toBeVisible();
  await expectFinishedOpening(page.locator('.ant-select-dropdown:visible'));
  await snowflake.click();
  await expect(company).toHaveValue('Snowflake');
  await expect(page.getByRole('heading', { name: 'About Snowflake' })).toBeVisible();

  await company.fill('Qwertyzz Widgets');
  await expect(page.getByText(COMPANY_CHECK_MESSAGES.notFound)).toBeVisible();
});
