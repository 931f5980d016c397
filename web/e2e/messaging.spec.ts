import { expect } from '@playwright/test';
import { test } from './support/test';
import { expectLiveConnection, LIVE } from './support/live';
import { openConversation } from './support/messaging';
import { expectNoHorizontalScroll, keepScreenshot as screenshot } from './support/pageChecks';
import { networkerAccepting, operatorWithInvitation } from './support/twoSides';

// A phone-sized journey (both browsers are 390 × 844); the thread replaces the list on a phone.
test(
  'an operator and a networker message each other, and each sees the other’s message live',
  { tag: '@phone-only' },
  async ({ browser }, testInfo) => {
    const operator = await operatorWithInvitation(browser);
    const networker = await networkerAccepting(browser, operator.invitationId);

    await openConversation(networker, 'Dana Demo');
    await openConversation(operator.page, 'Nora Networker');
    // On a phone the thread replaces the list.
    for (const page of [networker, operator.page])
      await expect(page.getByRole('list', { name: 'Conversations' })).toBeHidden();
    const operatorThread = operator.page.getByRole('log', { name: 'Messages' });
    const networkerThread = networker.getByRole('log', { name: 'Messages' });
    await expect(operatorThread.getByText('No messages yet. Start the conversation!')).toBeVisible();
    for (const page of [networker, operator.page]) await expectLiveConnection(page);
    await screenshot(operator.page, testInfo, 'messaging-1-empty-thread');

    // Blank text is never sent: the button stays disabled and Enter does nothing.
    const networkerBox = networker.getByRole('textbox', { name: 'Message Dana Demo' });
    await networkerBox.fill('   ');
    await expect(networker.getByRole('button', { name: 'Send' })).toBeDisabled();
    await networkerBox.press('Enter');
    await expect(networkerThread.getByText('No messages yet. Start the conversation!')).toBeVisible();

    // Enter sends; the operator's open thread shows it without a reload.
    await networkerBox.fill('Hi Dana, happy to introduce Priya.');
    await networkerBox.press('Enter');
    await expect(networkerBox).toHaveValue('');
    await expect(networkerThread.getByText('Hi Dana, happy to introduce Priya.')).toBeVisible();
    await expect(operatorThread.getByText('Hi Dana, happy to introduce Priya.')).toBeVisible(LIVE);
    await expect(operatorThread.getByText(/^Nora Networker ·/)).toBeVisible();

    // Shift+Enter starts a new line instead of sending.
    const operatorBox = operator.page.getByRole('textbox', { name: 'Message Nora Networker' });
    await operatorBox.fill('Thank you!');
    await operatorBox.press('Shift+Enter');
    await operatorBox.pressSequentially('When suits her?');
    await expect(operatorBox).toHaveValue('Thank you!\nWhen suits her?');
    await operator.page.getByRole('button', { name: 'Send' }).click();
    await expect(networkerThread.getByText(/Thank you!\s+When suits her\?/)).toBeVisible(LIVE);
    await expect(operatorThread.getByText(/^You ·/)).toBeVisible();

    for (const page of [operator.page, networker]) await expectNoHorizontalScroll(page);
    await screenshot(operator.page, testInfo, 'messaging-2-operator-thread');
    await screenshot(networker, testInfo, 'messaging-3-networker-thread');

    // Back to the list: the conversation shows the last message.
    await networker.getByRole('button', { name: '‹ Conversations' }).click();
    await expect(
      networker.getByRole('list', { name: 'Conversations' }).getByText(/Thank you!/),
    ).toBeVisible();
    await screenshot(networker, testInfo, 'messaging-4-networker-list');

    // On a wide screen the list and the open thread sit side by side.
    await operator.page.setViewportSize({ width: 1280, height: 800 });
    await expect(operator.page.getByRole('list', { name: 'Conversations' })).toBeVisible();
    await expect(operatorThread.getByText('Hi Dana, happy to introduce Priya.')).toBeVisible();
    await screenshot(operator.page, testInfo, 'messaging-5-operator-desktop');
  },
);
