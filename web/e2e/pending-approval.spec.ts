import { expect } from '@playwright/test';
import { test } from './support/test';
import { expectLiveConnection, LIVE } from './support/live';
import { operatorApi } from './support/operatorApi';
import { signedInOperatorWithInvitation } from './support/operatorInvitation';
import { expectNoHorizontalScroll } from './support/pageChecks';
import { networkerAccepting, PHONE } from './support/twoSides';

// A phone-sized journey (both browsers are 390 × 844).
test(
  'the networker approves and rejects recommendations; a new one appears live',
  { tag: '@phone-only' },
  async ({ browser }, testInfo) => {
    test.setTimeout(90_000);
    const operator = await signedInOperatorWithInvitation(
      browser,
      'pending-approval-operator',
      {
        prospects: [
          ['Rita Recommended', 'Stripe'],
          ['Omar Other', 'Figma'],
        ],
      },
      { viewport: PHONE },
    );
    const networker = await networkerAccepting(browser, operator.invitation.id);

    await networker.goto('/dashboard');
    const pending = networker.getByRole('region', { name: 'Pending Your Approval' });
    const rita = pending.getByRole('listitem').filter({ hasText: 'Rita Recommended' });
    await expect(rita).toBeVisible();
    await expectNoHorizontalScroll(networker);
    const approve = rita.getByRole('button', { name: 'Approve Rita Recommended' });
    const box = await approve.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);

    await approve.focus();
    await networker.keyboard.press('Enter');
    await expect(networker.getByText('Contact status updated successfully.')).toBeVisible();
    await expect(rita).toHaveCount(0);
    // Agreed to, Rita is listed once: among the prospects to introduce, not again among the contacts.
    const agreed = networker.getByRole('region', { name: 'Prospects you agreed to introduce' });
    await expect(
      agreed.getByRole('listitem').filter({ hasText: 'Rita Recommended' }).getByText('Submitted'),
    ).toBeVisible();
    await expect(networker.getByText('Rita Recommended', { exact: true })).toHaveCount(1);

    await pending.getByRole('button', { name: 'Reject Omar Other' }).click();
    await expect(pending.getByText('No recommendations are waiting for your answer.')).toBeVisible();

    // The networker's open screen shows a new recommendation without a reload.
    await expectLiveConnection(networker);
    const api = await operatorApi(operator.page);
    await api.send('POST', '/api/prospects', {
      invitationId: operator.invitation.id,
      prospectName: 'Leo Live',
      prospectCompany: 'Notion',
    });
    await expect(pending.getByRole('listitem').filter({ hasText: 'Leo Live' })).toBeVisible(LIVE);
    await networker.screenshot({ path: testInfo.outputPath('pending-approval.png'), fullPage: true });
  },
);
