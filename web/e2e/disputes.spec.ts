import { expect } from '@playwright/test';
import { test } from './support/test';
import { auditorSignedIn } from './support/auditor';
import { expectLiveConnection, LIVE } from './support/live';
import { expectFinishedOpening } from './support/overlays';
import { screenshot } from './support/pageChecks';
import { bothSidesOnPriya } from './support/twoSides';

// A phone-sized journey of three browsers (390 × 844).
test(
  'a networker disputes a paid bounty, the operator responds, an auditor adjusts it and the ledger follows',
  { tag: '@phone-only' },
  async ({ browser }, testInfo) => {
    test.setTimeout(90_000);
    const { operator, networker, api, priya, moveTo } = await bothSidesOnPriya(browser);
    for (const status of ['approved', 'intro_made']) await moveTo(status);
    await api.send('POST', `/api/prospects/${priya}/bounties/intro/approve`, {});
    await api.send('POST', `/api/prospects/${priya}/bounties/intro/payment`, {
      method: 'venmo',
      reference: 'V-77',
    });

    // The networker opens the dispute from the ledger's way to the prospect's history.
    await networker.goto('/dashboard?tab=contacts');
    await networker.getByRole('link', { name: 'History and disputes of Priya Patel' }).click();
    await expect(networker).toHaveURL(new RegExp(`/prospects/${priya}/history#disputes$`));
    const disputes = networker.getByRole('region', { name: /^Disputes/ });
    await expect(disputes).toContainText('No disputes about this prospect.');
    await disputes.getByRole('button', { name: 'Open a dispute' }).click();
    const form = disputes.getByRole('form', { name: 'Open a dispute' });
    await expect(form.getByText('Intro bounty · $50.00 paid · disputable until')).toBeVisible();
    await form.getByRole('combobox', { name: 'Reason' }).click();
    await expectFinishedOpening(networker.locator('.ant-select-dropdown:visible'));
    await networker.locator('.ant-select-item-option[title="Wrong amount"]').click();
    await expect(form).toContainText('Wrong amount');
    await form.getByRole('button', { name: 'Open Dispute' }).click();
    await expect(form.getByText('Please describe what happened')).toBeVisible();
    await form.getByLabel('What happened').fill('We agreed on $75 for the introduction to Priya.');
    await form.getByLabel('Links to evidence (optional)').fill('https://mail.example.com/thread/42');
    await form.getByRole('button', { name: 'Open Dispute' }).click();
    const card = disputes.getByTestId('dispute');
    await expect(card).toContainText('Intro bounty: Wrong amount');
    await expect(card).toContainText('Waiting for a response');
    await expectLiveConnection(networker);
    await expect(card.getByRole('link', { name: 'https://mail.example.com/thread/42' })).toBeVisible();
    await screenshot(networker, testInfo, 'dispute-opened');

    // The operator hears of it in the bell and answers on the history page.
    const bell = operator.page.getByRole('button', { name: /^Notifications/ });
    await operator.page.goto('/dashboard');
    await bell.click();
    const notifications = operator.page.getByRole('dialog', { name: 'Notifications' });
    await expectFinishedOpening(notifications);
    const notice = notifications.getByTestId('notification').filter({ hasText: 'Dispute Opened' });
    await expect(notice).toContainText(
      'Nora Networker opened a dispute about the intro bounty for Priya Patel',
    );
    await notice.getByRole('link').click();
    await expect(operator.page).toHaveURL(new RegExp(`/prospects/${priya}/history#disputes$`));
    const response = operator.page.getByRole('form', { name: 'Respond to the dispute' });
    await response.getByLabel('Your response').fill('The invitation offered $50 when Priya was approved.');
    await response.getByRole('button', { name: 'Send Response' }).click();
    const operatorCard = operator.page.getByTestId('dispute');
    await expect(operatorCard).toContainText('Response from');
    await expect(operatorCard).toContainText('Waiting for an auditor');
    await expectLiveConnection(operator.page);
    // The networker's open page shows the response without a reload.
    await expect(card).toContainText('The invitation offered $50 when Priya was approved.', LIVE);

    // The auditor takes it from the queue and adjusts the amount.
    const auditor = await auditorSignedIn(browser);
    await auditor.goto('/disputes');
    await expect(auditor.getByRole('heading', { name: 'Disputes to resolve' })).toBeVisible();
    await screenshot(auditor, testInfo, 'dispute-queue');
    await auditor.getByRole('link', { name: /Priya Patel · Intro bounty · Wrong amount/ }).click();
    await expect(auditor).toHaveURL(new RegExp(`/prospects/${priya}/history#disputes$`));
    const resolution = auditor.getByRole('form', { name: 'Resolve the dispute' });
    await resolution.getByText('Adjusted', { exact: true }).click();
    await expect(resolution.getByRole('radio', { name: 'Adjusted' })).toBeChecked();
    await resolution.getByLabel('Corrected amount of the entry (USD)').fill('75');
    await resolution
      .getByLabel('Note to both sides')
      .fill('The invitation page showed $75 on the day of approval.');
    await screenshot(auditor, testInfo, 'dispute-resolution-form');
    await resolution.getByRole('button', { name: 'Resolve Dispute' }).click();
    await expect(auditor.getByTestId('dispute')).toContainText('Adjusted: corrected to $75.00');
    // An auditor may ask for the technical view: event types and positions, off until switched on.
    const auditTimeline = auditor.getByRole('region', { name: /^Timeline/ });
    await expect(auditTimeline).toContainText('Dispute resolved');
    await expect(auditTimeline).not.toContainText('DisputeResolved');
    await auditor.getByRole('switch', { name: 'Technical view' }).click();
    await expect(auditTimeline).toContainText('DisputeResolved');

    // Both sides see the decision live, and the ledger owes the $25 rest.
    await expect(card).toContainText('Adjusted: corrected to $75.00', LIVE);
    await expect(operatorCard).toContainText('Adjusted: corrected to $75.00', LIVE);
    const timeline = networker.getByRole('region', { name: /^Timeline/ });
    await expect(timeline).toContainText(
      'Intro bounty adjusted from $50.00 to $75.00 by the dispute resolution',
      LIVE,
    );
    await expect(networker.getByTestId('history-state')).toContainText('Intro bounty $75.00 approved');
    await screenshot(networker, testInfo, 'dispute-resolved-history');
    await operator.page.goto('/dashboard?tab=invitations');
    await expect(operator.page.getByText('$25.00 still to pay after $50.00 paid')).toBeVisible();
    await operator.page
      .getByRole('button', { name: 'Record payment of the intro bounty for Priya Patel' })
      .click();
    await operator.page.getByLabel('Payment reference').fill('V-78');
    await operator.page.getByRole('button', { name: 'Record $25.00 paid' }).click();
    await expect(operator.page.getByText('Adjusted from $50.00 by a dispute resolution.')).toBeVisible();
    await expect(operator.page.getByText('$25.00 still to pay')).toHaveCount(0);
  },
);
