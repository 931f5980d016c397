import { expect } from '@playwright/test';
import { expectFinishedOpening } from './support/overlays';
import { test } from './support/test';
import { auditorSignedIn } from './support/auditor';
import { expectLiveConnection, LIVE } from './support/live';
import { openConversation } from './support/messaging';
import { screenshot } from './support/pageChecks';
import { bothSidesOnPriya } from './support/twoSides';

// A phone-sized journey (both browsers are 390 × 844).
test(
  'a status change reaches the networker’s bell live and leads to the contact; a message reaches the open conversation; settings stick',
  { tag: '@phone-only' },
  async ({ browser }, testInfo) => {
    test.setTimeout(60_000);
    const { operator, networker, api, moveTo } = await bothSidesOnPriya(browser);

    await networker.goto('/dashboard');
    const bell = networker.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications');
    await expectLiveConnection(networker);
    await moveTo('approved');
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread', LIVE);
    await expect(networker.getByTestId('unread-badge')).toHaveText('1');

    await bell.click();
    const panel = networker.getByRole('dialog', { name: 'Notifications' });
    await expectFinishedOpening(panel);
    const approved = panel.getByTestId('notification').filter({ hasText: 'Contact Approved' });
    await expect(approved).toContainText('approved Priya Patel. Next: the introduction.');
    await expect(approved).toContainText('Just now');
    await screenshot(networker, testInfo, 'notifications-panel');
    // On a phone the text keeps the card's width, and its actions go under it.
    const [card, text] = [await approved.boundingBox(), await approved.getByRole('link').boundingBox()];
    expect(text!.width).toBeGreaterThan(card!.width * 0.8);
    await approved.getByRole('link').click();
    await expect(panel).toBeHidden();
    await expect(networker).toHaveURL(/\/dashboard\?tab=contacts$/);
    await expect(networker.getByRole('region', { name: 'Contact Status' })).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifications');

    // A message from the operator appears in the networker's open conversation.
    await openConversation(networker, 'Dana Demo');
    await expectLiveConnection(networker);
    const conversations = (await (await operator.page.request.get('/api/conversations')).json()) as {
      id: string;
    }[];
    await api.send('POST', `/api/conversations/${conversations[0]!.id}/messages`, {
      message: 'Thanks Nora, Priya looks like a great fit.',
    });
    await expect(
      networker
        .getByRole('log', { name: 'Messages' })
        .getByText('Thanks Nora, Priya looks like a great fit.'),
    ).toBeVisible(LIVE);

    // Settings: one switch per channel and type, saved at once and kept.
    await networker.goto('/notification-settings');
    const introByEmail = networker.getByRole('switch', { name: 'Introduction made by email' });
    await expect(introByEmail).toBeChecked();
    await expect(networker.getByRole('switch', { name: 'Question asked by email' })).toHaveCount(0);
    await introByEmail.click();
    await expect(introByEmail).not.toBeChecked();
    await screenshot(networker, testInfo, 'notification-settings');
    await networker.reload();
    await expect(networker.getByRole('switch', { name: 'Introduction made by email' })).not.toBeChecked();
    await expect(networker.getByRole('switch', { name: 'Introduction made in the app' })).toBeChecked();
    // Back to the list where this user's notifications live: the dashboard's tab for a party.
    await expect(networker.getByRole('link', { name: 'Back to notifications' })).toHaveAttribute(
      'href',
      '/dashboard?tab=notifications',
    );

    // Deleting a notification from the page.
    await networker.goto('/networker-notifications');
    await networker.getByRole('button', { name: 'Delete "Contact Approved"' }).click();
    await expect(networker.getByText('Notification deleted')).toBeVisible();
    await expect(networker.getByTestId('notification').filter({ hasText: 'Contact Approved' })).toHaveCount(
      0,
    );
  },
);

test('an auditor, who has no dashboard, goes back from the settings to the notifications page', async ({
  browser,
}) => {
  const auditor = await auditorSignedIn(browser);
  await auditor.goto('/notification-settings');
  await auditor.getByRole('link', { name: 'Back to notifications' }).click();
  await expect(auditor).toHaveURL(/\/networker-notifications$/);
  await expect(auditor.getByRole('heading', { name: 'Notifications', exact: true })).toBeVisible();
  await auditor.context().close();
});
