import { expect } from '@playwright/test';
import { test } from './support/test';
import { expectLiveConnection, LIVE } from './support/live';
import { expectFinishedOpening } from './support/overlays';
import { expectNoHorizontalScroll, screenshot } from './support/pageChecks';
import { networkerAccepting, operatorWithInvitation } from './support/twoSides';

// Phone-sized journeys (both browsers are 390 × 844). The networker's open screen shows each change of
// the operator's without a reload.
test(
  'the operator moves a contact from submitted to meeting held; the networker sees each step and its bounties live',
  { tag: '@phone-only' },
  async ({ browser }, testInfo) => {
    test.setTimeout(90_000);
    const operator = await operatorWithInvitation(browser);
    const networker = await networkerAccepting(browser, operator.invitationId);

    await networker.goto('/dashboard');
    const contacts = networker.getByRole('region', { name: 'Your contacts' });
    const priya = contacts.getByRole('listitem').filter({ hasText: 'Priya Patel' });
    await expect(priya.getByText('Submitted')).toBeVisible();
    await expect(priya.getByText(/^Protected until /)).toBeVisible();
    const earnings = networker.getByRole('region', { name: 'Your earnings' });
    const bounty = (kind: string) => earnings.locator(`[data-kind="${kind}"]`);
    await expect(earnings.getByText('Bounties appear here once an operator approves')).toBeVisible();
    await expectLiveConnection(networker);

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
    // Approval freezes the invitation's terms: the networker sees what each step will earn.
    await expect(bounty('intro')).toHaveAttribute('data-state', 'upcoming', LIVE);
    await expect(bounty('intro')).toContainText('$50.00');
    await expect(bounty('meeting')).toContainText('Earned when the meeting is held.');

    for (const next of ['Introduction Made', 'Meeting Scheduled', 'Meeting Held']) {
      await row.getByRole('button', { name: `Complete Step: ${next}` }).click();
      await expect(row.getByRole('status')).toHaveText(next);
      await expect(priya.getByText(next)).toBeVisible(LIVE);
    }
    await expect(row.getByRole('button', { name: 'Complete Step' })).toHaveCount(0);
    await expect(bounty('intro')).toHaveAttribute('data-state', 'earned', LIVE);
    await expect(bounty('meeting')).toHaveAttribute('data-state', 'earned', LIVE);
    await expect(bounty('meeting')).toContainText('$250.00');
    await expect(earnings.getByRole('definition').first()).toHaveText('$300.00');

    // The operator approves and pays the intro bounty; the networker's ledger follows.
    const payouts = operator.page.getByRole('region', { name: 'Bounty payouts' });
    await payouts.getByRole('button', { name: 'Approve the intro bounty for Priya Patel' }).click();
    await expect(bounty('intro')).toHaveAttribute('data-state', 'approved', LIVE);
    await expect(bounty('intro')).toContainText('Approved; payment due by');
    await payouts.getByRole('button', { name: 'Record payment of the intro bounty for Priya Patel' }).click();
    const dialog = operator.page.getByRole('dialog', {
      name: 'Record payment: Intro bounty for Priya Patel',
    });
    await expectFinishedOpening(dialog);
    await dialog.getByText('PayPal').click();
    await expect(dialog.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    await dialog.getByLabel('Payment reference').fill('PP-1234');
    await dialog.getByRole('button', { name: 'Record $50.00 paid' }).click();
    await expect(bounty('intro')).toHaveAttribute('data-state', 'paid', LIVE);
    await expect(bounty('intro')).toContainText('by PayPal (reference PP-1234)');

    // A won deal earns the win bounty and 5% of the revenue of its first 12 months; the dialog says so.
    await row.getByRole('button', { name: 'Record a won deal with Priya Patel' }).click();
    const wonDeal = operator.page.getByRole('dialog', { name: 'Won deal with Priya Patel' });
    await expectFinishedOpening(wonDeal);
    await wonDeal.getByLabel('Revenue in the first 12 months (USD)').fill('20000');
    await expect(wonDeal).toContainText('+ $1,000.00 (5% revenue share) = ');
    await wonDeal.getByRole('button', { name: 'Record Won Deal' }).click();
    await expect(bounty('win')).toHaveAttribute('data-state', 'earned', LIVE);
    await expect(bounty('revenue_share')).toContainText('$1,000.00');
    await expect(row.getByRole('button', { name: 'Record a won deal with Priya Patel' })).toHaveCount(0);
    await operator.page.screenshot({
      path: testInfo.outputPath('pipeline-2-operator-meeting-held.png'),
      fullPage: true,
    });
    await screenshot(networker, testInfo, 'pipeline-3-networker-meeting-held');
  },
);

test(
  "the operator's Prospect Status page shows each networker's prospects with their history and takes noted updates",
  { tag: '@phone-only' },
  async ({ browser }, testInfo) => {
    test.setTimeout(60_000);
    const operator = await operatorWithInvitation(browser);
    const networker = await networkerAccepting(browser, operator.invitationId);
    await networker.goto('/dashboard?tab=contacts');
    const priya = networker
      .getByRole('region', { name: 'Contact Status' })
      .getByRole('listitem')
      .filter({ hasText: 'Priya Patel' })
      .first();
    await expect(priya.getByRole('status')).toHaveText('Submitted');
    await expectLiveConnection(networker);

    await operator.page.goto('/dashboard');
    await operator.page.getByRole('button', { name: 'Open menu' }).click();
    const menu = operator.page.getByRole('dialog', { name: 'Menu' });
    await expectFinishedOpening(menu);
    await menu.getByRole('link', { name: 'Contact Status' }).click();
    await expect(operator.page).toHaveURL(/tab=contacts/);
    const panel = operator.page.getByRole('region', { name: 'Prospect Status' });
    await expect(panel.getByRole('heading', { name: 'Nora Networker' })).toBeVisible();
    const prospect = panel.getByRole('listitem', { name: 'Priya Patel' });
    await expect(prospect.getByRole('list', { name: 'History of Priya Patel' })).toContainText('Submitted');

    await prospect.getByRole('button', { name: 'Add Status Update' }).click();
    const dialog = operator.page.getByRole('dialog', { name: 'Status update for Priya Patel' });
    await expectFinishedOpening(dialog);
    await dialog.getByLabel('Status', { exact: true }).selectOption('under_review');
    await dialog.getByLabel('Notes (optional)').fill('Checking fit with the VP of Sales');
    await dialog.getByRole('button', { name: 'Add Update' }).click();
    await expect(prospect.getByRole('status')).toHaveText('Under Review');
    await expect(prospect.getByRole('list', { name: 'History of Priya Patel' })).toContainText(
      'Checking fit with the VP of Sales',
    );
    await expect(priya.getByRole('status')).toHaveText('Under Review', LIVE);
    await expectNoHorizontalScroll(operator.page);
    await operator.page.screenshot({
      path: testInfo.outputPath('prospect-status-operator.png'),
      fullPage: true,
    });
  },
);
