import { expect, type Page, type TestInfo } from '@playwright/test';
import { test } from './support/test';
import { expectLiveConnection, LIVE } from './support/live';
import { openConversation } from './support/messaging';
import { expectFinishedOpening } from './support/overlays';
import { expectNoHorizontalScroll, keepScreenshot } from './support/pageChecks';
import { networkerAccepting, operatorWithInvitation } from './support/twoSides';

const shot = async (page: Page, testInfo: TestInfo, name: string) => {
  await expectNoHorizontalScroll(page);
  await keepScreenshot(page, testInfo, name);
};

// Both browsers start phone-sized (390 × 844); the operator's widens to 1280 for the sidebar.
test(
  'a networker’s message reaches the operator as a notification and an unread conversation; View all stays in the dashboard',
  { tag: '@phone-only' },
  async ({ browser }, testInfo) => {
    test.setTimeout(90_000);
    const operator = await operatorWithInvitation(browser);
    const networker = await networkerAccepting(browser, operator.invitationId);
    const page = operator.page;

    await page.goto('/dashboard');
    await expectLiveConnection(page);
    await openConversation(networker, 'Dana Demo');
    const box = networker.getByRole('textbox', { name: 'Message Dana Demo' });
    await box.fill('Hi Dana, Priya is ready for an introduction.');
    await box.press('Enter');
    await expect(
      networker
        .getByRole('log', { name: 'Messages' })
        .getByText('Hi Dana, Priya is ready for an introduction.'),
    ).toBeVisible();

    // The bell tells the operator, and its View all opens the notifications inside the dashboard.
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expectFinishedOpening(panel);
    const notice = panel.getByTestId('notification').filter({ hasText: 'New Message' });
    await expect(notice).toContainText('Nora Networker sent you a message.', LIVE);
    await panel.getByRole('link', { name: 'View all' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=notifications$/);
    await expect(panel).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'Notifications' })).toBeVisible();
    await expect(page.getByTestId('notification').filter({ hasText: 'New Message' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await shot(page, testInfo, 'operator-notifications-tab');

    // The conversation list marks the conversation unread, with its count.
    await page.goto('/dashboard?tab=messages');
    const conversation = page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('button', { name: /Nora Networker/ });
    // The badge shows the count; screen readers hear it in words, as part of the conversation's name.
    await expect(
      conversation.getByTestId('conversation-unread').getByText('1', { exact: true }),
    ).toBeVisible();
    await expect(conversation).toHaveAccessibleName(/1 unread message/);
    await shot(page, testInfo, 'operator-unread-conversation');

    // On a wide screen the sidebar shows the unread count on Messages, on the notifications tab too.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard?tab=notifications');
    const nav = page.getByRole('complementary').getByRole('navigation', { name: 'Dashboard' });
    await expect(nav).toBeVisible();
    await expect(nav.getByTestId('nav-unread-messages')).toContainText('1');
    await shot(page, testInfo, 'operator-notifications-tab-desktop');

    // The notification opens the conversation, which then counts as read everywhere.
    await page.getByTestId('notification').filter({ hasText: 'New Message' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/dashboard\?tab=messages/);
    await expect(page.getByRole('heading', { level: 3, name: 'Nora Networker' })).toBeVisible();
    await expect(
      page.getByRole('log', { name: 'Messages' }).getByText('Hi Dana, Priya is ready for an introduction.'),
    ).toBeVisible();
    await expect(page.getByTestId('conversation-unread')).toHaveCount(0);
    await expect(nav.getByTestId('nav-unread-messages')).toHaveCount(0);
    await shot(page, testInfo, 'operator-conversation-read-desktop');

    // The other way round: the operator's reply reaches the networker, whose View all stays in the dashboard too.
    const reply = page.getByRole('textbox', { name: 'Message Nora Networker' });
    await reply.fill('Thanks Nora, let us set it up.');
    await reply.press('Enter');
    await networker.goto('/dashboard');
    const networkerBell = networker.getByRole('button', { name: /^Notifications/ });
    await expect(networkerBell).toHaveAccessibleName(/Notifications, \d+ unread/, LIVE);
    await networkerBell.click();
    const networkerPanel = networker.getByRole('dialog', { name: 'Notifications' });
    await expectFinishedOpening(networkerPanel);
    await expect(networkerPanel.getByTestId('notification').filter({ hasText: 'New Message' })).toContainText(
      'Dana Demo sent you a message.',
    );
    await networkerPanel.getByRole('link', { name: 'View all' }).click();
    await expect(networker).toHaveURL(/\/dashboard\?tab=notifications$/);
    await expect(networkerPanel).toBeHidden();
    await expect(networker.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await shot(networker, testInfo, 'networker-notifications-tab');
    // The spec's /networker-notifications shows the same list, with the dashboard's navigation.
    await networker.setViewportSize({ width: 1280, height: 800 });
    await networker.goto('/networker-notifications');
    await expect(networker.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(
      networker.getByRole('complementary').getByRole('navigation', { name: 'Dashboard' }),
    ).toBeVisible();
    await shot(networker, testInfo, 'networker-notifications-page-desktop');
  },
);
