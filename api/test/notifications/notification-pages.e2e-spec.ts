import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  NOTIFICATION_PAGE_MESSAGES,
  NOTIFICATION_PAGE_SIZE,
  type NotificationItem,
  type NotificationPage,
  notificationPagesQueryKey,
} from '@referrals/contracts';
import request from 'supertest';
import type { RegisteredUser } from '../support/identity-client.js';
import { connectLiveSocket } from '../support/live-socket.js';
import { TestMailbox } from '../support/mailbox.js';
import { eventually, startNotificationsTestApp } from '../support/notifications-test-app.js';
import { createInvitation, operatorReadyToInvite } from '../support/operator-builders.js';
import { expectWalkedPages, walkPages } from '../support/page-walk.js';
import { type TestApp, visitorSession } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';

const PAGE_PATH = '/api/notifications/page';
type PageQuery = Record<string, string | number | string[]>;

const message = (response: request.Response) => (response.body as { message: string }).message;
/** More than a default page: the seeded inbox, a minute apart going back from 2025-06-01 10:00 UTC. */
const SEEDED = NOTIFICATION_PAGE_SIZE + 7;
/** The time the newest seeded notifications share, to the microsecond (see `seedInbox`). */
const TIED_AT = '2025-06-01T10:00:00.123456Z';
const TIED = 6;

describe('the notification inbox in pages', () => {
  const mailbox = new TestMailbox();
  let app: TestApp;
  let operator: RegisteredUser;
  let other: RegisteredUser;
  let invitationId: string;

  const pageOf = (query: PageQuery, as: TestSession = operator.session) =>
    request(app.url).get(PAGE_PATH).query(query).set(as.headers);
  /** The whole inbox as the spec's offset list answers it (100 at most, enough here). */
  const wholeInbox = async (as: TestSession = operator.session) =>
    (await request(app.url).get('/api/notifications').query({ limit: 100 }).set(as.headers).expect(200))
      .body as NotificationItem[];

  /** Every page, following each nextCursor; `between` runs after each page but the last. */
  function walk(limit?: number, between?: (pageIndex: number) => Promise<void>): Promise<NotificationPage[]> {
    let index = 0;
    return walkPages(async (cursor) => {
      if (cursor !== null && between) await between(index - 1);
      index++;
      const query: PageQuery = {};
      if (limit !== undefined) query.limit = limit;
      if (cursor !== null) query.cursor = cursor;
      return (await pageOf(query).expect(200)).body as NotificationPage;
    });
  }

  /** A notification written now, as the worker writes one (the newest of the inbox). */
  const arrive = async (title: string) =>
    app.sql(
      `INSERT INTO notifications (user_id, event_id, type, title, message, navigation_data, created_at)
       VALUES ($1, $2, 'invitation_question', $3, 'Arrived', '{"page":"dashboard"}', now())`,
      [operator.user.id, randomUUID(), title],
    );

  /**
   * The operator's inbox: SEEDED notifications, a minute apart going back in time, except the newest
   * TIED, which share one moment to the microsecond (as one event's notifications can): pages must break
   * the tie by id, and a cursor that kept milliseconds only would skip or repeat them.
   */
  async function seedInbox(): Promise<void> {
    await app.sql(
      `INSERT INTO notifications (user_id, event_id, type, title, message, navigation_data, created_at)
       SELECT $1, gen_random_uuid(), 'invitation_question', 'Seeded ' || n, 'Message ' || n,
              '{"page":"dashboard"}',
              CASE WHEN n <= $3 THEN $2::timestamptz ELSE $2::timestamptz - make_interval(mins => n) END
       FROM generate_series(1, $4) AS n`,
      [operator.user.id, TIED_AT, TIED, SEEDED],
    );
  }

  beforeAll(async () => {
    app = await startNotificationsTestApp('notification_pages', mailbox);
    operator = await operatorReadyToInvite(app, 'Paula Pager');
    other = await operatorReadyToInvite(app, 'Otto Other');
    invitationId = (await createInvitation(app, operator)).id;
    await seedInbox();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await mailbox.close();
  });

  it('walks the inbox in small pages: the whole list’s notifications, in its order, each once', async () => {
    expectWalkedPages(await walk(4), await wholeInbox(), 4);
  });

  it('orders newest first, then by id among notifications of the same moment', async () => {
    const walked = (await walk(5)).flatMap((page) => page.items);
    const times = walked.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const tied = walked.slice(0, TIED);
    expect(tied.every((item) => item.createdAt === '2025-06-01T10:00:00.123Z')).toBe(true);
    const tiedIds = tied.map((item) => item.id);
    expect(tiedIds).toEqual([...tiedIds].sort());
  });

  it('pages by the spec’s 50 when no limit is asked for, and up to 100 when asked', async () => {
    const pages = await walk();
    expect(pages.map((page) => page.items.length)).toEqual([
      NOTIFICATION_PAGE_SIZE,
      SEEDED - NOTIFICATION_PAGE_SIZE,
    ]);
    const largest = (await pageOf({ limit: 100 }).expect(200)).body as NotificationPage;
    expect(largest.items).toHaveLength(SEEDED);
    expect(largest.nextCursor).toBeNull();
    const exact = (await pageOf({ limit: SEEDED }).expect(200)).body as NotificationPage;
    expect(exact.nextCursor).toBeNull();
  });

  it('neither repeats nor skips a notification while new ones arrive and read ones go', async () => {
    const before = await wholeInbox();
    const deletedAhead = before.at(-3)!;
    const pages = await walk(7, async (pageIndex) => {
      // New notifications land before the first page, wherever the reader is.
      await arrive(`Arrived during page ${pageIndex}`);
      if (pageIndex === 0) {
        // One the reader has seen goes, and one further down too: the cursor is a position, not a row.
        await request(app.url)
          .delete(`/api/notifications/${before[1]!.id}`)
          .set(operator.session.headers)
          .expect(200);
        await request(app.url)
          .delete(`/api/notifications/${deletedAhead.id}`)
          .set(operator.session.headers)
          .expect(200);
      }
    });
    const walked = pages.flatMap((page) => page.items);
    // Everything that was there when the walk began, once each, but the one deleted before it was reached.
    expect(walked.map((item) => item.id)).toEqual(
      before.filter((item) => item.id !== deletedAhead.id).map((item) => item.id),
    );
    expect(walked.some((item) => item.title.startsWith('Arrived'))).toBe(false);

    // The ones that arrived meanwhile head the list now, newest first.
    const arrived = pages.length - 1;
    const first = (await pageOf({ limit: arrived }).expect(200)).body as NotificationPage;
    expect(first.items.map((item) => item.title)).toEqual(
      Array.from({ length: arrived }, (_, index) => `Arrived during page ${arrived - 1 - index}`),
    );
    expectWalkedPages(await walk(9), await wholeInbox(), 9);
  });

  it('shows a notification marked read as read on the pages', async () => {
    const [newest] = ((await pageOf({ limit: 1 }).expect(200)).body as NotificationPage).items;
    expect(newest!.isRead).toBe(false);
    await request(app.url)
      .patch(`/api/notifications/${newest!.id}/read`)
      .set(operator.session.headers)
      .send({})
      .expect(200);
    const after = (await pageOf({ limit: 1 }).expect(200)).body as NotificationPage;
    expect(after.items[0]).toMatchObject({ id: newest!.id, isRead: true });
  });

  it.each<[string, PageQuery, string]>([
    ['a limit of 0', { limit: 0 }, NOTIFICATION_PAGE_MESSAGES.limitInvalid],
    ['a limit over 100', { limit: 101 }, NOTIFICATION_PAGE_MESSAGES.limitInvalid],
    ['a fractional limit', { limit: '2.5' }, NOTIFICATION_PAGE_MESSAGES.limitInvalid],
    ['a limit that is no number', { limit: 'ten' }, NOTIFICATION_PAGE_MESSAGES.limitInvalid],
    ['a cursor that is not one', { cursor: 'page-2' }, NOTIFICATION_PAGE_MESSAGES.cursorInvalid],
    [
      'a cursor with a made-up position',
      { cursor: Buffer.from(`["2025-02-31T00:00:00.000000Z","${randomUUID()}"]`).toString('base64url') },
      NOTIFICATION_PAGE_MESSAGES.cursorInvalid,
    ],
    ['two cursors', { cursor: ['a', 'b'] }, NOTIFICATION_PAGE_MESSAGES.cursorInvalid],
    ['an offset (the whole list’s paging)', { offset: 50 }, 'Unknown field "offset"'],
  ])('refuses %s with a 400 that says why', async (_case, query, expected) => {
    expect(message(await pageOf(query).expect(400))).toBe(expected);
  });

  it("refuses a cursor that was tampered with, and accepts this list's own", async () => {
    const cursor = ((await pageOf({ limit: 2 }).expect(200)).body as NotificationPage).nextCursor!;
    expect(message(await pageOf({ cursor: `${cursor.slice(0, -2)}!!` }).expect(400))).toBe(
      NOTIFICATION_PAGE_MESSAGES.cursorInvalid,
    );
    await pageOf({ cursor }).expect(200);
  });

  it("shows another user nothing of the caller's, even with the caller's cursor", async () => {
    expect((await pageOf({}, other.session).expect(200)).body).toEqual({ items: [], nextCursor: null });
    const mine = (await pageOf({ limit: 2 }).expect(200)).body as NotificationPage;
    const followed = (await pageOf({ cursor: mine.nextCursor! }, other.session).expect(200))
      .body as NotificationPage;
    expect(followed).toEqual({ items: [], nextCursor: null });
    const visitor = await visitorSession(app);
    await request(app.url).get(PAGE_PATH).set(visitor.headers).expect(401);
  });

  it('brings a new notification to the top of the pages, live', async () => {
    const { socket, received } = await connectLiveSocket(app.url, operator.session.cookie);
    try {
      const asker = await visitorSession(app);
      await request(app.url)
        .post(`/api/invitations/${invitationId}/questions`)
        .set(asker.headers)
        .send({ name: 'Vera Visitor', email: 'vera@example.com', question: 'Paged?' })
        .expect(201);
      const pagesKey = JSON.stringify(notificationPagesQueryKey());
      const told = await eventually(
        async () => received,
        (messages) => messages.some((sent) => sent.keys.some((key) => JSON.stringify(key) === pagesKey)),
      );
      expect(told.some((sent) => sent.keys.some((key) => JSON.stringify(key) === pagesKey))).toBe(true);
    } finally {
      socket.disconnect();
    }
    const first = (await pageOf({ limit: 1 }).expect(200)).body as NotificationPage;
    expect(first.items[0]).toMatchObject({ type: 'invitation_question' });
    expect(first.items[0]!.message).toContain('Vera Visitor');
  });
});
