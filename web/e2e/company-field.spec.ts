import { COMPANY_CHECK_MESSAGES } from '@referrals/contracts';
import { expect, test } from '@playwright/test';
import { registerOperator, uniqueEmail } from './support/accounts';

test('the company field suggests well-known names and says when the invitation page will show initials', async ({
  page,
}) => {
  await registerOperator(page, 'Cora Company', uniqueEmail('company'));
  await page.goto('/profile/setup');
  const company = page.getByLabel('Company', { exact: true });

  await company.pressSequentially('sn');
  // antd's visible options carry no option role (a hidden list holds those for screen readers).
  await page.locator('.ant-select-item-option', { hasText: 'Snowflake' }).click();
  await expect(company).toHaveValue('Snowflake');
  await expect(page.getByRole('heading', { name: 'About Snowflake' })).toBeVisible();

  await company.fill('Qwertyzz Widgets');
  await expect(page.getByText(COMPANY_CHECK_MESSAGES.notFound)).toBeVisible();
});
