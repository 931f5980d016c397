import {
  CONVERSATION_PAGE_SIZE,
  type Conversation,
  type ConversationMessage,
  CSRF_HEADER,
  MESSAGE_PAGE_MESSAGES,
  MESSAGE_PAGE_SIZE,
  NOTIFICATION_PAGE_SIZE,
  type NotificationItem,
  type SessionAnswer,
  type UnreadNotificationCount,
} from '@referrals/contracts';
import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test';
import { PASSWORD, uniqueEmail } from './support/accounts';
import { expectLiveConnection, LIVE } from './support/live';
import { operatorApi } from './support/operatorApi';
import { signedInOperatorWithInvitation } from './support/operatorInvitation';
import { keepScreenshot, screenshot } from './support/pageChecks';
import { loadEveryPage } from './support/pagedLists';
import { networkerAccepting } from './support/twoSides';

test.describe.configure({ timeout: 180_000 });

/** More than a page of each list. */
const NOTIFICATION_COUNT = NOTIFICATION_PAGE_SIZE + 6;
const MESSAGE_COUNT = MESSAGE_PAGE_SIZE + 8;
const CONVERSATION_COUNT = CONVERSATION_PAGE_SIZE + 3;

const asker = (index: number) => `Visitor ${String(index).padStart(2, '0')}`;

/** A request context's session and its CSRF header, for the calls a page's forms make. */
async function csrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const session = (await (await request.get('/api/auth/session')).json()) as SessionAnswer;
  return { [CSRF_HEADER]: session.csrfToken };
}

/** Visitors ask `count` questions on the invitation page: each tells the operator, in the app. */
async function questionsAsked(request: APIRequestContext, invitationId: string, from: number, count: number) {
  const headers = await csrfHeaders(request);
  for (let index = from; index < from + count; index++) {
    const response = await request.post(`/api/invitations/${invitationId}/questions`, {
      headers,
      data: { name: asker(index), email: 'visitor@example.com', question: `Question ${index}?` },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

/** Waits until the signed-in user of `page` has `count` unread notifications (the worker writes them). */
async function unreadReaches(page: Page, count: number): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          (await (
            await page.request.get('/api/notifications/unread-count')
          ).json()) as UnreadNotificationCount
        ).count,
      { timeout: 60_000 },
    )
    .toBe(count);
}

test(
  'the notification inbox loads a page at a time as it scrolls, and stays live, markable and deletable',
  { tag: '@phone' },
  async ({ browser, request }, testInfo) => {
    const operator = await signedInOperatorWithInvitation(browser, 'notification-pages-operator');
    const page = operator.page;
    await questionsAsked(request, operator.invitation.id, 1, NOTIFICATION_COUNT);
    await unreadReaches(page, NOTIFICATION_COUNT);
    const whole = (await (
      await page.request.get('/api/notifications?limit=100')
    ).json()) as NotificationItem[];

    const pageRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/notifications/page')) pageRequests.push(sent.url());
    });
    await page.goto('/dashboard?tab=notifications');
    const inbox = page.getByRole('region', { name: 'Notifications' });
    const rows = inbox.getByTestId('notification');
    await expect(rows).toHaveCount(NOTIFICATION_PAGE_SIZE);
    await screenshot(page, testInfo, 'notification-pages-first');

    await loadEveryPage(inbox, rows, NOTIFICATION_COUNT);
    const shown = await rows.evaluateAll((items) => items.map((item) => item.textContent ?? ''));
    expect(shown.map((text) => /Visitor \d\d/.exec(text)?.[0])).toEqual(
      whole.map((item) => /Visitor \d\d/.exec(item.message)?.[0]),
    );
    expect(pageRequests.some((url) => url.includes('cursor='))).toBe(true);
    await screenshot(page, testInfo, 'notification-pages-all');

    // One more question while every page is shown: it arrives live at the top.
    await expectLiveConnection(page);
    await questionsAsked(request, operator.invitation.id, 99, 1);
    await expect(rows.first()).toContainText(asker(99), LIVE);
    await expect(rows).toHaveCount(NOTIFICATION_COUNT + 1);

    // Marking one read and deleting one change the pages shown, not just the count.
    await rows
      .first()
      .getByRole('button', { name: /^Mark ".*" as read$/ })
      .click();
    await expect(rows.first().getByLabel('Unread')).toHaveCount(0);
    const last = rows.last();
    const lastAsker = /Visitor \d\d/.exec((await last.textContent()) ?? '')![0];
    await last.getByRole('button', { name: /^Delete / }).click();
    await expect(page.getByText('Notification deleted')).toBeVisible();
    await expect(rows).toHaveCount(NOTIFICATION_COUNT);
    await expect(rows.filter({ hasText: lastAsker })).toHaveCount(0);
    await keepScreenshot(page, testInfo, 'notification-pages-changed');
  },
);

/** The thread's box shows its newest message: scrolled to its end. */
async function expectScrolledToEnd(log: Locator): Promise<void> {
  await expect
    .poll(() => log.evaluate((box) => box.scrollHeight - box.scrollTop - box.clientHeight))
    .toBeLessThan(2);
}

/** Networkers who join the operator through a group invitation: one conversation each with the operator. */
async function networkersJoining(browser: Browser, operatorPage: Page, count: number): Promise<void> {
  const api = await operatorApi(operatorPage);
  const group = await api.send<{ id: string }>('POST', '/api/networker-invitations/generic', {
    title: 'Paging circle',
  });
  const context = await browser.newContext();
  try {
    for (let index = 0; index < count; index++) {
      await context.clearCookies();
      const response = await context.request.post('/api/networker-registration', {
        headers: await csrfHeaders(context.request),
        data: {
          invitationUuid: group.id,
          fullName: `Circle Member ${String(index).padStart(2, '0')}`,
          email: uniqueEmail('conversation-pages-networker'),
          authMethod: 'password',
          password: PASSWORD,
          acceptTerms: true,
        },
      });
      expect(response.status(), await response.text()).toBe(201);
    }
  } finally {
    await context.close();
  }
}

test(
  'conversations load a page at a time, a link opens an older one, and a long thread loads earlier messages',
  { tag: '@phone' },
  async ({ browser }, testInfo) => {
    const operator = await signedInOperatorWithInvitation(browser, 'conversation-pages-operator');
    const page = operator.page;
    const networker = await networkerAccepting(browser, operator.invitation.id);
    await networkersJoining(browser, page, CONVERSATION_COUNT - 1);
    const conversations = (await (await page.request.get('/api/conversations')).json()) as Conversation[];
    expect(conversations).toHaveLength(CONVERSATION_COUNT);
    const withNora = conversations.find((conversation) => conversation.otherPartyName === 'Nora Networker')!;

    // Nora writes a long thread: it brings her conversation to the top.
    const nora = await operatorApi(networker);
    for (let index = 1; index <= MESSAGE_COUNT; index++)
      await nora.send('POST', `/api/conversations/${withNora.id}/messages`, { message: `Message ${index}` });
    const thread = (await (
      await page.request.get(`/api/conversations/${withNora.id}/messages`)
    ).json()) as ConversationMessage[];

    await page.goto('/dashboard?tab=messages');
    const list = page.getByRole('list', { name: 'Conversations' });
    const rows = list.getByRole('listitem');
    await expect(rows).toHaveCount(CONVERSATION_PAGE_SIZE);
    await expect(rows.first()).toContainText('Nora Networker');
    await screenshot(page, testInfo, 'conversation-pages-first');
    await loadEveryPage(page, rows, CONVERSATION_COUNT);

    // A link to the oldest conversation (a notification's) opens it, looked up on its own: the list
    // loads its first page only.
    const oldest = ((await (await page.request.get('/api/conversations')).json()) as Conversation[]).at(-1)!;
    const listRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/conversations/page')) listRequests.push(sent.url());
    });
    await page.goto(`/dashboard?tab=messages&action=view_conversation&target=${oldest.id}`);
    await expect(page.getByRole('heading', { level: 3, name: oldest.otherPartyName })).toBeVisible();
    expect(listRequests.some((url) => url.includes(`id=${oldest.id}`))).toBe(true);
    expect(listRequests.some((url) => url.includes('cursor='))).toBe(false);

    // Nora's thread opens on its latest messages; earlier ones load above, in order, the view kept.
    if (testInfo.project.name === 'phone')
      await page.getByRole('button', { name: '‹ Conversations' }).click();
    await list.getByRole('button', { name: /Nora Networker/ }).click();
    const log = page.getByRole('log', { name: 'Messages' });
    const bubbles = log.getByRole('listitem');
    await expect(bubbles).toHaveCount(MESSAGE_PAGE_SIZE);
    await expect(bubbles.last()).toContainText(`Message ${MESSAGE_COUNT}`);
    await expectScrolledToEnd(log);
    await screenshot(page, testInfo, 'thread-latest-window');
    const earlier = log.getByRole('button', { name: MESSAGE_PAGE_MESSAGES.loadEarlier });
    await expect(async () => {
      if (await earlier.isVisible()) await earlier.click({ timeout: 2_000 });
      else await bubbles.first().scrollIntoViewIfNeeded();
      expect(await bubbles.count()).toBe(thread.length);
    }).toPass({ timeout: 30_000 });
    await expect(earlier).toHaveCount(0);
    const texts = await log.locator('li p').allTextContents();
    expect(texts).toEqual(thread.map((message) => message.message));
    await screenshot(page, testInfo, 'thread-all-windows');

    // A new message arrives live at the bottom of the thread, with every window still shown.
    await expectLiveConnection(page);
    await nora.send('POST', `/api/conversations/${withNora.id}/messages`, { message: 'One more' });
    await expect(bubbles.last()).toContainText('One more', LIVE);
    await expect(bubbles).toHaveCount(thread.length + 1);
    await expectScrolledToEnd(log);
    await networker.context().close();
  },
);
