import { expect } from '@playwright/test';
import { test } from './support/test';
import { screenshot } from './support/pageChecks';
import { bothSidesOnPriya, operatorWithInvitation } from './support/twoSides';

// A phone-sized journey (both browsers are 390 × 844).
test(
  'a networker reads a prospect’s full history, steps back to any moment and exports it; outsiders are refused',
  { tag: '@phone-only' },
  async ({ browser }, testInfo) => {
    test.setTimeout(60_000);
    const { operator, networker, api, priya, moveTo } = await bothSidesOnPriya(browser);
    await moveTo('approved');
    await api.send('PUT', `/api/networker-invitations/${operator.invitationId}/bounties`, {
      introEmailBounty: 75,
      referralBounty: 300,
      revShareBounty: null,
    });
    await moveTo('intro_made');
    await api.send('POST', `/api/prospects/${priya}/bounties/intro/approve`, {});
    await api.send('POST', `/api/prospects/${priya}/bounties/intro/payment`, {
      method: 'paypal',
      reference: 'PP-5',
    });

    await networker.goto('/dashboard?tab=contacts');
    await networker.getByRole('link', { name: 'Full history of Priya Patel' }).click();
    await expect(networker).toHaveURL(new RegExp(`/prospects/${priya}/history$`));
    const timeline = networker.getByRole('region', { name: /^Timeline/ });
    await expect(timeline.getByRole('listitem')).toHaveCount(9);
    await expect(timeline).toContainText(
      'Invitation terms changed to $75 intro · $300 meeting · 5% revenue share for 12 months',
    );
    await expect(timeline).toContainText('Intro bounty of $50.00 paid by PayPal (reference PP-5)');
    // In the reader's words: no event type names or stream positions, and no technical view but an auditor's.
    await expect(timeline).not.toContainText('ProspectStatusChanged');
    await expect(timeline).not.toContainText('position');
    await expect(networker.getByRole('switch', { name: 'Technical view' })).toHaveCount(0);
    const state = networker.getByTestId('history-state');
    await expect(state).toContainText('Introduction Made');
    await expect(state).toContainText('Intro bounty $50.00 paid');

    // Back to the moment of approval: the terms frozen then, nothing earned yet.
    await timeline
      .getByRole('listitem')
      .filter({ hasText: 'Bounty terms fixed' })
      .getByRole('button', { name: /show the state after this event$/ })
      .click();
    await expect(state).toContainText('Approved');
    await expect(state).toContainText(
      '$50 intro · $250 meeting · $1,000 win · 5% revenue share for 12 months',
    );
    await expect(state).toContainText('Nothing earned yet');
    await screenshot(networker, testInfo, 'prospect-history');

    const download = networker.waitForEvent('download');
    await networker.getByRole('button', { name: 'CSV' }).click();
    expect((await download).suggestedFilename()).toBe(`prospect-${priya}-history.csv`);

    // Another operator is refused.
    const other = await operatorWithInvitation(browser);
    await other.page.goto(`/prospects/${priya}/history`);
    await expect(other.page.getByRole('alert')).toContainText(
      'Only the operator and the networker of this prospect',
    );
  },
);
