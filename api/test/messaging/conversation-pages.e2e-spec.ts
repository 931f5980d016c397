import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CONVERSATION_PAGE_MESSAGES,
  CONVERSATION_PAGE_SIZE,
  type Conversation,
  type ConversationMessage,
  type ConversationMessagePage,
  conversationMessagePagesQueryKey,
  type ConversationPage,
  conversationPagesQueryKey,
  MESSAGE_PAGE_MESSAGES,
  MESSAGE_PAGE_SIZE,
  MESSAGING_MESSAGES,
  type SentMessageAnswer,
} from '@referrals/contracts';
import request from 'supertest';
import { connectLiveSocket, invalidationAt } from '../support/live-socket.js';
import { aConversationPair, type ConversationPair, conversationsOf } from '../support/messaging-builders.js';
import { registerNetworker } from '../support/networker-builders.js';
import { createInvitation } from '../support/operator-builders.js';
import { expectWalkedPages, walkPages } from '../support/page-walk.js';
import { startTestApp, type TestApp, visitorSession } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';

const PAGE_PATH = '/api/conversations/page';
const windowPath = (conversationId: string) => `/api/conversations/${conversationId}/messages/page`;
type PageQuery = Record<string, string | number | string[]>;

const errorMessage = (response: request.Response) => (response.body as { message: string }).message;
/** The moment the tied conversations and messages share, to the microsecond (pages break the tie by id). */
const TIED_AT = '2025-06-01T10:00:00.123456Z';
/** Conversations of the operator with networkers who joined through the API (more come from SQL). */
const JOINED = 4;

describe('conversations and their threads in pages', () => {
  let app: TestApp;
  /** Olga and Nora, with a contact; Olga also talks with JOINED - 1 more networkers. */
  let pair: ConversationPair;
  let networkers: Array<{ id: string; session: TestSession }>;

  const send = async (session: TestSession, conversationId: string, body: object) =>
    (
      await request(app.url)
        .post(`/api/conversations/${conversationId}/messages`)
        .set(session.headers)
        .send(body)
        .expect(201)
    ).body as SentMessageAnswer;
  const pageOf = (query: PageQuery, as: TestSession = pair.operator.session) =>
    request(app.url).get(PAGE_PATH).query(query).set(as.headers);
  const windowOf = (query: PageQuery, as: TestSession = pair.operator.session, id = pair.conversationId) =>
    request(app.url).get(windowPath(id)).query(query).set(as.headers);
  const wholeThread = async (query: PageQuery = {}, as: TestSession = pair.operator.session) =>
    (
      await request(app.url)
        .get(`/api/conversations/${pair.conversationId}/messages`)
        .query(query)
        .set(as.headers)
        .expect(200)
    ).body as ConversationMessage[];

  /** Every page of the caller's conversations; `between` runs after each page but the last. */
  function walkConversations(
    limit: number | undefined,
    as: TestSession = pair.operator.session,
    between?: (pageIndex: number) => Promise<void>,
  ): Promise<ConversationPage[]> {
    let index = 0;
    return walkPages(async (cursor) => {
      if (cursor !== null && between) await between(index - 1);
      index++;
      const query: PageQuery = {};
      if (limit !== undefined) query.limit = limit;
      if (cursor !== null) query.cursor = cursor;
      return (await pageOf(query, as).expect(200)).body as ConversationPage;
    });
  }

  /** Every window of the thread, back in time; `between` runs after each window but the last. */
  function walkThread(
    query: PageQuery,
    between?: (windowIndex: number) => Promise<void>,
  ): Promise<ConversationMessagePage[]> {
    let index = 0;
    return walkPages(async (cursor) => {
      if (cursor !== null && between) await between(index - 1);
      index++;
      return (await windowOf(cursor === null ? query : { ...query, cursor }).expect(200))
        .body as ConversationMessagePage;
    });
  }

  /** A conversation of the operator with someone who has no account here, active at `at` (read-model rows). */
  const strangerConversation = (at: string) =>
    app.sql(
      `INSERT INTO conversations (id, operator_id, networker_user_id, started_at, last_message_at)
       VALUES ($1, $2, $3, $4, $4)`,
      [randomUUID(), pair.operator.user.id, randomUUID(), at],
    );

  beforeAll(async () => {
    app = await startTestApp({
      label: 'conversation_pages',
      env: { EMAIL_CHECKS_PER_IP_PER_MINUTE: '10000', SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE: '10000' },
    });
    pair = await aConversationPair(app, { operator: 'Olga Operator', networker: 'Nora Networker' });
    networkers = [pair.networker];
    for (let index = 1; index < JOINED; index++) {
      const invitation = await createInvitation(app, pair.operator, { prospectName: `Networker ${index}` });
      const { answer, session } = await registerNetworker(app, invitation.id, {
        fullName: `Networker ${index}`,
      });
      networkers.push({ id: answer.user.id, session });
    }
    // Unread messages for the operator in two conversations; one of them read up to its last.
    const conversations = await conversationsOf(app, pair.operator.session);
    for (const [index, networker] of networkers.entries()) {
      const conversation = conversations.find((candidate) => candidate.networkerUserId === networker.id)!;
      for (let sent = 0; sent <= index; sent++)
        await send(networker.session, conversation.id, { message: `Hello ${sent} from ${index}` });
    }
    // The thread: the operator's answers and the networker's, some about the contact, four at one moment.
    for (let index = 0; index < 9; index++) {
      const about = index % 3 === 0 ? { prospectId: pair.prospectId } : {};
      const from = index % 2 === 0 ? pair.operator.session : pair.networker.session;
      await send(from, pair.conversationId, { message: `Thread ${index}`, ...about });
    }
    // The other three conversations changed at one moment, to the microsecond, and one where the operator
    // is the networker (of another operator): the list has both sides of the caller.
    await app.sql('UPDATE conversations SET last_message_at = $3 WHERE operator_id = $1 AND id <> $2', [
      pair.operator.user.id,
      pair.conversationId,
      TIED_AT,
    ]);
    await app.sql(
      `INSERT INTO conversations (id, operator_id, networker_user_id, started_at, last_message_at)
       VALUES ($1, $2, $3, $4, $4)`,
      [randomUUID(), randomUUID(), pair.operator.user.id, '2025-05-01T08:00:00.000001Z'],
    );
    await app.sql(
      `UPDATE conversation_messages SET created_at = $2
       WHERE id IN (SELECT id FROM conversation_messages WHERE conversation_id = $1 ORDER BY id LIMIT 4)`,
      [pair.conversationId, TIED_AT],
    );
  }, 240_000);

  afterAll(async () => {
    await app?.close();
  });

  describe('the conversation list', () => {
    it('walks in small pages: the whole list’s conversations, in its order, each once', async () => {
      const whole = await conversationsOf(app, pair.operator.session);
      expect(whole.map((conversation) => conversation.yourRole)).toContain('networker');
      expectWalkedPages(await walkConversations(2), whole, 2);
    });

    it('orders by the latest activity, then by id among conversations of the same moment', async () => {
      const walked = (await walkConversations(3)).flatMap((page) => page.items);
      const times = walked.map((conversation) => Date.parse(conversation.lastMessageAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const tied = walked.filter((conversation) => conversation.lastMessageAt === '2025-06-01T10:00:00.123Z');
      expect(tied).toHaveLength(3);
      const tiedIds = tied.map((conversation) => conversation.id);
      expect(tiedIds).toEqual([...tiedIds].sort());
    });

    it('counts the unread messages of every conversation on every page, whatever it shows', async () => {
      const whole = await conversationsOf(app, pair.operator.session);
      const unread = whole.reduce((total, conversation) => total + conversation.unreadCount, 0);
      expect(unread).toBe((JOINED * (JOINED + 1)) / 2 + 4);
      for (const page of await walkConversations(2)) expect(page.unreadMessages).toBe(unread);
      await request(app.url)
        .patch(`/api/conversations/${pair.conversationId}/read`)
        .set(pair.operator.session.headers)
        .expect(200);
      const afterReading = (await pageOf({ id: pair.conversationId }).expect(200)).body as ConversationPage;
      expect(afterReading.items).toEqual([
        expect.objectContaining({ id: pair.conversationId, unreadCount: 0 }),
      ]);
      const stillUnread = (await conversationsOf(app, pair.operator.session)).reduce(
        (total, conversation) => total + conversation.unreadCount,
        0,
      );
      expect(afterReading.unreadMessages).toBe(stillUnread);
      expect(stillUnread).toBeLessThan(unread);
    });

    it('pages by 20 when no limit is asked for', async () => {
      const missing = CONVERSATION_PAGE_SIZE + 3 - (await conversationsOf(app, pair.operator.session)).length;
      for (let index = 0; index < missing; index++)
        await strangerConversation(`2025-04-0${1 + (index % 9)}T09:00:00Z`);
      const whole = await conversationsOf(app, pair.operator.session);
      const pages = await walkConversations(undefined);
      expect(pages.map((page) => page.items.length)).toEqual([
        CONVERSATION_PAGE_SIZE,
        whole.length - CONVERSATION_PAGE_SIZE,
      ]);
      expectWalkedPages(pages, whole, CONVERSATION_PAGE_SIZE);
    });

    it('neither repeats nor skips a conversation while new ones start and walked ones move up', async () => {
      const before = await conversationsOf(app, pair.operator.session);
      const pages = await walkConversations(3, pair.operator.session, async (pageIndex) => {
        // A conversation starts (it heads the list), and one the reader has seen gets a message.
        await strangerConversation(new Date().toISOString());
        if (pageIndex === 0) await send(pair.operator.session, before[1]!.id, { message: 'Moves up' });
      });
      const walked = pages.flatMap((page) => page.items);
      expect(walked.map((conversation) => conversation.id)).toEqual(
        before.map((conversation) => conversation.id),
      );
      const after = (await conversationsOf(app, pair.operator.session)).map(
        (conversation) => conversation.id,
      );
      expect(after).toHaveLength(before.length + pages.length - 1);
      expect(after.indexOf(before[1]!.id)).toBeLessThan(after.indexOf(before[0]!.id));
    });

    it('finds the one conversation a link names, or the one with a user, from either side', async () => {
      const byId = (await pageOf({ id: pair.conversationId }).expect(200)).body as ConversationPage;
      expect(byId.items.map((conversation) => conversation.id)).toEqual([pair.conversationId]);
      expect(byId.nextCursor).toBeNull();
      const withNora = (await pageOf({ withUserId: pair.networker.id }).expect(200)).body as ConversationPage;
      expect(withNora.items).toEqual(byId.items);
      const withOlga = (
        await pageOf({ withUserId: pair.operator.user.id }, pair.networker.session).expect(200)
      ).body as ConversationPage;
      expect(withOlga.items).toEqual([
        expect.objectContaining({
          id: pair.conversationId,
          yourRole: 'networker',
          otherPartyName: 'Olga Operator',
        }),
      ]);
      const both = (await pageOf({ id: pair.conversationId, withUserId: networkers[1]!.id }).expect(200))
        .body as ConversationPage;
      expect(both.items).toEqual([]);
    });

    it("shows another user nothing of the caller's: not by a filter, not with the caller's cursor", async () => {
      const stranger = networkers[2]!.session;
      const own = (await pageOf({}, stranger).expect(200)).body as ConversationPage;
      expect(own.items.map((conversation) => conversation.otherPartyName)).toEqual(['Olga Operator']);
      for (const query of [{ id: pair.conversationId }, { withUserId: pair.networker.id }] as PageQuery[]) {
        const found = (await pageOf(query, stranger).expect(200)).body as ConversationPage;
        expect(found.items).toEqual([]);
      }
      const mine = (await pageOf({ limit: 1 }).expect(200)).body as ConversationPage;
      const followed = (await pageOf({ cursor: mine.nextCursor! }, stranger).expect(200))
        .body as ConversationPage;
      const theirs = (conversation: Conversation) =>
        conversation.networkerUserId === networkers[2]!.id || conversation.operatorId === networkers[2]!.id;
      expect(followed.items.every(theirs)).toBe(true);
      const visitor = await visitorSession(app);
      await request(app.url).get(PAGE_PATH).set(visitor.headers).expect(401);
    });

    it.each<[string, PageQuery, string]>([
      ['a limit of 0', { limit: 0 }, CONVERSATION_PAGE_MESSAGES.limitInvalid],
      ['a limit over 100', { limit: 101 }, CONVERSATION_PAGE_MESSAGES.limitInvalid],
      ['a fractional limit', { limit: '2.5' }, CONVERSATION_PAGE_MESSAGES.limitInvalid],
      ['a cursor that is not one', { cursor: 'page-2' }, CONVERSATION_PAGE_MESSAGES.cursorInvalid],
      [
        'a cursor with a made-up position',
        { cursor: Buffer.from(`["2025-02-31T00:00:00.000000Z","${randomUUID()}"]`).toString('base64url') },
        CONVERSATION_PAGE_MESSAGES.cursorInvalid,
      ],
      ['two cursors', { cursor: ['a', 'b'] }, CONVERSATION_PAGE_MESSAGES.cursorInvalid],
      ['an id that is not one', { id: 'latest' }, CONVERSATION_PAGE_MESSAGES.idInvalid],
      ['a user id that is not one', { withUserId: 'nora' }, CONVERSATION_PAGE_MESSAGES.withUserIdInvalid],
      ['an unknown parameter', { offset: 20 }, 'Unknown field "offset"'],
    ])('refuses %s with a 400 that says why', async (_case, query, expected) => {
      expect(errorMessage(await pageOf(query).expect(400))).toBe(expected);
    });
  });

  describe('a thread in windows', () => {
    it('walks back in small windows: the whole thread, newest first, each message once', async () => {
      const whole = await wholeThread();
      expectWalkedPages(await walkThread({ limit: 4 }), [...whole].reverse(), 4);
      const tied = whole.filter((item) => item.createdAt === '2025-06-01T10:00:00.123Z');
      expect(tied).toHaveLength(4);
    });

    it('walks one contact’s messages the same way, for either party', async () => {
      const about = await wholeThread({ prospectId: pair.prospectId });
      expect(about.length).toBeGreaterThan(2);
      expectWalkedPages(await walkThread({ limit: 2, prospectId: pair.prospectId }), [...about].reverse(), 2);
      const forNora = (await windowOf({ prospectId: pair.prospectId }, pair.networker.session).expect(200))
        .body as ConversationMessagePage;
      expect(forNora.items).toEqual([...about].reverse());
    });

    it('opens on the latest 50 when no limit is asked for', async () => {
      await app.sql(
        `INSERT INTO conversation_messages
           (id, conversation_id, sender_user_id, sender_type, sender_name, message, created_at)
         SELECT gen_random_uuid(), $1, $2, 'networker', 'Nora Networker', 'Old ' || n,
                '2025-01-01T00:00:00Z'::timestamptz + make_interval(mins => n)
         FROM generate_series(1, $3) AS n`,
        [pair.conversationId, pair.networker.id, MESSAGE_PAGE_SIZE],
      );
      const whole = await wholeThread();
      const windows = await walkThread({});
      expect(windows.map((window) => window.items.length)).toEqual([
        MESSAGE_PAGE_SIZE,
        whole.length - MESSAGE_PAGE_SIZE,
      ]);
      expect(windows[0]!.items.map((item) => item.id)).toEqual(
        whole
          .slice(-MESSAGE_PAGE_SIZE)
          .reverse()
          .map((item) => item.id),
      );
    });

    it('neither repeats nor skips a message while new ones arrive, and shows them in the latest window', async () => {
      const before = await wholeThread();
      const windows = await walkThread({ limit: 7 }, async (windowIndex) => {
        await send(pair.networker.session, pair.conversationId, { message: `Arrived ${windowIndex}` });
      });
      expect(windows.flatMap((window) => window.items).map((item) => item.id)).toEqual(
        [...before].reverse().map((item) => item.id),
      );
      const latest = (await windowOf({ limit: windows.length - 1 }).expect(200))
        .body as ConversationMessagePage;
      expect(latest.items.map((item) => item.message)).toEqual(
        Array.from({ length: windows.length - 1 }, (_, index) => `Arrived ${windows.length - 2 - index}`),
      );
    });

    it('tells both parties to refresh the windows and the pages when a message is sent', async () => {
      const { socket, received } = await connectLiveSocket(app.url, pair.operator.session.cookie);
      try {
        const sent = await send(pair.networker.session, pair.conversationId, { message: 'Live?' });
        const told = await invalidationAt(received, sent.position);
        expect(told?.keys).toEqual(
          expect.arrayContaining([
            conversationPagesQueryKey(),
            conversationMessagePagesQueryKey(pair.conversationId),
          ]),
        );
      } finally {
        socket.disconnect();
      }
    });

    it('is for the two parties only', async () => {
      const stranger = networkers[1]!.session;
      expect(errorMessage(await windowOf({}, stranger).expect(404))).toBe(
        MESSAGING_MESSAGES.conversationNotFound,
      );
      await windowOf({}, pair.operator.session, randomUUID()).expect(404);
      const visitor = await visitorSession(app);
      await request(app.url).get(windowPath(pair.conversationId)).set(visitor.headers).expect(401);
    });

    it.each<[string, PageQuery, string]>([
      ['a limit of 0', { limit: 0 }, MESSAGE_PAGE_MESSAGES.limitInvalid],
      ['a limit over 100', { limit: 101 }, MESSAGE_PAGE_MESSAGES.limitInvalid],
      ['a limit that is no number', { limit: 'ten' }, MESSAGE_PAGE_MESSAGES.limitInvalid],
      ['a cursor that is not one', { cursor: 'earlier' }, MESSAGE_PAGE_MESSAGES.cursorInvalid],
      ['two cursors', { cursor: ['a', 'b'] }, MESSAGE_PAGE_MESSAGES.cursorInvalid],
      ['a contact that is not an id', { prospectId: 'priya' }, MESSAGING_MESSAGES.prospectIdInvalid],
      ['an unknown parameter', { before: 'x' }, 'Unknown field "before"'],
    ])('refuses %s with a 400 that says why', async (_case, query, expected) => {
      expect(errorMessage(await windowOf(query).expect(400))).toBe(expected);
    });
  });
});
