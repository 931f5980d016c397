import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  AUDIT_MESSAGES,
  PROSPECT_HISTORY_PAGE_MESSAGES,
  PROSPECT_HISTORY_PAGE_SIZE,
  type ProspectHistoryAnswer,
  type ProspectHistoryPage,
} from '@referrals/contracts';
import request from 'supertest';
import { actingAsAuditor } from '../support/auditor-builders.js';
import type { RegisteredUser } from '../support/identity-client.js';
import { operatorReadyToInvite } from '../support/operator-builders.js';
import { expectWalkedPages, walkPages } from '../support/page-walk.js';
import { approveAndPay, moveProspectTo, networkerWithContacts } from '../support/pipeline-builders.js';
import { startTestApp, type TestApp, visitorSession } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';

type PageQuery = Record<string, string | number | string[]>;

const message = (response: request.Response) => (response.body as { message: string }).message;
/** Messages about Priya: with her own events, more than a default page of her history. */
const MESSAGES_ABOUT_PRIYA = PROSPECT_HISTORY_PAGE_SIZE;

describe('a prospect’s history in pages', () => {
  let app: TestApp;
  let operator: RegisteredUser;
  let nora: TestSession;
  let priya: string;
  let conversationId: string;

  const pathOf = (prospectId: string) => `/api/audit/prospects/${prospectId}/history/page`;
  const pageOf = (query: PageQuery, as: TestSession = operator.session, prospectId = priya) =>
    request(app.url).get(pathOf(prospectId)).query(query).set(as.headers);
  const wholeHistory = async (as: TestSession = operator.session) =>
    (await request(app.url).get(`/api/audit/prospects/${priya}/history`).set(as.headers).expect(200))
      .body as ProspectHistoryAnswer;

  /** Every page of the history, following each nextCursor until there is none (from `from` when given). */
  function walk(
    limit?: number,
    as: TestSession = operator.session,
    from: string | null = null,
  ): Promise<ProspectHistoryPage[]> {
    return walkPages(async (cursor) => {
      const query: PageQuery = {};
      if (limit !== undefined) query.limit = limit;
      const after = cursor ?? from;
      if (after !== null) query.cursor = after;
      return (await pageOf(query, as).expect(200)).body as ProspectHistoryPage;
    });
  }

  const say = (text: string) =>
    request(app.url)
      .post(`/api/conversations/${conversationId}/messages`)
      .set(operator.session.headers)
      .send({ message: text, prospectId: priya })
      .expect(201);

  beforeAll(async () => {
    app = await startTestApp({ label: 'prospect_history_pages' });
    operator = await operatorReadyToInvite(app, 'Olga Operator');
    const networker = await networkerWithContacts(app, operator, ['Priya Patel'], undefined, {
      fullName: 'Nora Networker',
    });
    nora = networker.session;
    priya = networker.contacts['Priya Patel']!;
    await moveProspectTo(app, operator, priya, 'approved');
    await request(app.url)
      .put(`/api/networker-invitations/${networker.invitationId}/bounties`)
      .set(operator.session.headers)
      .send({ introEmailBounty: 75, referralBounty: 300, revShareBounty: null })
      .expect(200);
    await moveProspectTo(app, operator, priya, 'intro_made');
    await approveAndPay(app, operator, priya, 'intro', { method: 'venmo', reference: 'V-9' });
    const [conversation] = (
      await request(app.url).get('/api/conversations').set(operator.session.headers).expect(200)
    ).body as { id: string }[];
    conversationId = conversation!.id;
    for (let index = 0; index < MESSAGES_ABOUT_PRIYA; index++) await say(`About Priya, note ${index + 1}`);
    // A message about nothing in particular is not part of her history.
    await request(app.url)
      .post(`/api/conversations/${conversationId}/messages`)
      .set(operator.session.headers)
      .send({ message: 'Hello' })
      .expect(201);
  }, 240_000);

  afterAll(async () => {
    await app?.close();
  });

  it.each([[3], [7]])(
    'walks pages of %i: the whole history’s events, in log order, each once',
    async (limit) => {
      const whole = await wholeHistory();
      expectWalkedPages(await walk(limit), whole.events, limit);
    },
  );

  it('says on every page who the prospect is, how long the history is and when it last moved', async () => {
    const { events, ...heading } = await wholeHistory();
    expect(events.length).toBeGreaterThan(PROSPECT_HISTORY_PAGE_SIZE);
    const pages = await walk();
    expect(pages.map((page) => page.items.length)).toEqual([
      PROSPECT_HISTORY_PAGE_SIZE,
      events.length - PROSPECT_HISTORY_PAGE_SIZE,
    ]);
    for (const { items: _items, nextCursor: _next, ...rest } of pages)
      expect(rest).toEqual({
        ...heading,
        eventCount: events.length,
        lastOccurredAt: events.at(-1)!.occurredAt,
      });
    expect(heading.prospect.prospectName).toBe('Priya Patel');
  });

  it('answers the whole history in the largest page the limit allows', async () => {
    const whole = await wholeHistory();
    const largest = (await pageOf({ limit: 100 }).expect(200)).body as ProspectHistoryPage;
    expect(largest.items).toEqual(whole.events);
    expect(largest.nextCursor).toBeNull();
  });

  it('puts events written after a page at the end, never between the pages already read', async () => {
    const first = (await pageOf({ limit: 5 }).expect(200)).body as ProspectHistoryPage;
    await say('Written while the first page was read');
    const rest = await walk(5, operator.session, first.nextCursor);
    const walked = [...first.items, ...rest.flatMap((page) => page.items)];
    const whole = await wholeHistory();
    expect(walked).toEqual(whole.events);
    expect(walked.at(-1)!.data).toMatchObject({ message: 'Written while the first page was read' });
    expect(rest.at(-1)!.eventCount).toBe(whole.events.length);
  });

  it('reads the same for the prospect’s networker and for an auditor', async () => {
    const auditor = await actingAsAuditor(app, await operatorReadyToInvite(app, 'Audrey Auditor'));
    const ids = (pages: ProspectHistoryPage[]) =>
      pages.flatMap((page) => page.items.map((event) => event.id));
    const operators = ids(await walk(10));
    expect(ids(await walk(10, nora))).toEqual(operators);
    expect(ids(await walk(10, auditor))).toEqual(operators);
  });

  it.each<[string, PageQuery, string]>([
    ['a limit of 0', { limit: 0 }, PROSPECT_HISTORY_PAGE_MESSAGES.limitInvalid],
    ['a limit over 100', { limit: 101 }, PROSPECT_HISTORY_PAGE_MESSAGES.limitInvalid],
    ['a fractional limit', { limit: '2.5' }, PROSPECT_HISTORY_PAGE_MESSAGES.limitInvalid],
    ['a limit that is no number', { limit: 'ten' }, PROSPECT_HISTORY_PAGE_MESSAGES.limitInvalid],
    ['a cursor that is not one', { cursor: 'page-2' }, PROSPECT_HISTORY_PAGE_MESSAGES.cursorInvalid],
    [
      'a cursor with a position as numbers',
      { cursor: Buffer.from('[812,4]').toString('base64url') },
      PROSPECT_HISTORY_PAGE_MESSAGES.cursorInvalid,
    ],
    ['two cursors', { cursor: ['a', 'b'] }, PROSPECT_HISTORY_PAGE_MESSAGES.cursorInvalid],
    ['an unknown parameter', { offset: 20 }, 'Unknown field "offset"'],
  ])('refuses %s with a 400 that says why', async (_case, query, expected) => {
    const response = await pageOf(query).expect(400);
    expect(message(response)).toBe(expected);
  });

  it("refuses a cursor that was tampered with, and accepts this list's own", async () => {
    const first = (await pageOf({ limit: 2 }).expect(200)).body as ProspectHistoryPage;
    const cursor = first.nextCursor!;
    expect(message(await pageOf({ cursor: `${cursor.slice(0, -2)}!!` }).expect(400))).toBe(
      PROSPECT_HISTORY_PAGE_MESSAGES.cursorInvalid,
    );
    await pageOf({ cursor }).expect(200);
  });

  it('refuses outsiders with 403, unknown prospects with 404, visitors with 401', async () => {
    const otto = await operatorReadyToInvite(app, 'Otto Other');
    const first = (await pageOf({ limit: 2 }).expect(200)).body as ProspectHistoryPage;
    const refused = await pageOf({ cursor: first.nextCursor! }, otto.session).expect(403);
    expect(message(refused)).toBe(AUDIT_MESSAGES.notAParty);
    const { session: nils } = await networkerWithContacts(app, otto, ['Nobody Else']);
    await pageOf({}, nils).expect(403);
    await pageOf({}, operator.session, '00000000-0000-4000-8000-000000000000').expect(404);
    await request(app.url).get(pathOf('not-a-uuid')).set(operator.session.headers).expect(400);
    const visitor = await visitorSession(app);
    await request(app.url).get(pathOf(priya)).set(visitor.headers).expect(401);
  });
});
