import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, screenshot } from './support/pageChecks';
import { networkerAccepting, operatorWithInvitation } from './support/twoSides';

/** The networker's open screen shows each change without a reload, well before any fallback poll. */
const LIVE = { timeout: 1500 };

test('the operator moves a contact from submitted to meeting held; the networker sees each step live', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone-sized journey (both browsers are 390 × 844)');
  test.setTimeout(90_000);
  const operator = await operatorWithInvitation(browser);
  const networker = await networkerAccepting(browser, operator.invitationId);

  await networker.goto('/dashboard');
  const contacts = networker.getByRole('region', { name: 'Your contacts' });
  const priya = contacts.getByRole('listitem').filter({ hasText: 'Priya Patel' });
  await expect(priya.getByText('Submitted')).toBeVisible();

  await operator.page.goto('/dashboard');
  await operator.page.getByRole('tab', { name: 'Registered (1)' }).click();
  const row = operator.page.getByRole('listitem').filter({ hasText: 'Priya Patel' });
  await expect(row.getByRole('status')).toHaveText('Submitted');
  // The operator dashboard's own controls are not all 44 px yet (issue 6 keeps that open): width only here.
  await expectNoHorizontalScroll(operator.page);
  await operator.page.screenshot({
    path: testInfo.outputPath('pipeline-1-operator-submitted.png'),
    fullPage: true,
  });

  // Quick Actions: any status at or after the current one.
  await row.getByRole('combobox', { name: 'Set the status of Priya Patel' }).selectOption('under_review');
  await expect(row.getByRole('status')).toHaveText('Under Review');
  await expect(priya.getByText('Under Review')).toBeVisible(LIVE);

  await row.screenshot({ path: testInfo.outputPath('pipeline-1-operator-row-under-review.png') });
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(operator.page.getByText('Prospect approved!')).toBeVisible();
  await expect(priya.getByText('Approved')).toBeVisible(LIVE);

  for (const next of ['Introduction Made', 'Meeting Scheduled', 'Meeting Completed']) {
    await row.getByRole('button', { name: 'Complete Step' }).click();
    await expect(row.getByRole('status')).toHaveText(next);
    await expect(priya.getByText(next)).toBeVisible(LIVE);
  }
  await expect(row.getByRole('button', { name: 'Complete Step' })).toHaveCount(0);
  await operator.page.screenshot({
    path: testInfo.outputPath('pipeline-2-operator-meeting-held.png'),
    fullPage: true,
  });
  await screenshot(networker, testInfo, 'pipeline-3-networker-meeting-held');
});
