import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  LINKEDIN_URL_SOURCE,
  NETWORKER_ADDED_SOURCE,
  NETWORKER_CONTACT_PAGE_MESSAGES,
  NETWORKER_CONTACT_LISTS,
  NETWORKER_CONTACT_PAGE_SIZE,
  NETWORKER_CONTACT_SECTIONS,
  inNetworkerContactList,
  type NetworkerContact,
  type NetworkerContactList,
  type NetworkerContactPage,
  networkerContactPagesQueryKey,
  networkerContactSection,
  type ProspectApprovalStatus,
  type QueryInvalidation,
  RECOMMENDED_SOURCE,
} from '@referrals/contracts';
import request from 'supertest';
import {
  inNetworkerContactListSql,
  networkerContactSectionSql,
} from '../../src/invitations/networker-contacts/networker-contact-rows.js';
import type { RegisteredUser } from '../support/identity-client.js';
import { connectLiveSocket } from '../support/live-socket.js';
import { createInvitation, operatorReadyToInvite, recommendProspect } from '../support/operator-builders.js';
import { networkerWithContacts } from '../support/pipeline-builders.js';
import { startTestApp, type TestApp, visitorSession } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';
import { expectWalkedPages, walkPages } from '../support/page-walk.js';

const PAGE_PATH = '/api/networker/contacts-with-status/page';
type PageQuery = Record<string, string | number | string[]>;

const message = (response: request.Response) => (response.body as { message: string }).message;
/** The contacts the registration submits: more than a default page of "Your contacts" with the rest. */
const REGISTERED_NAMES = Array.from(
  { length: NETWORKER_CONTACT_PAGE_SIZE },
  (_, index) => `Contact ${index}`,
);
/** When the registered contacts last changed: all at once, to the microsecond (see beforeAll). */
const TIED_AT = '2025-06-01T10:00:00.123456Z';

describe('the networker’s contacts in pages', () => {
  let app: TestApp;
  let operator: RegisteredUser;
  let mine: TestSession;
  let theirs: TestSession;
  let movedContactId: string;

  const pageOf = (query: PageQuery, as: TestSession = mine) =>
    request(app.url).get(PAGE_PATH).query(query).set(as.headers);
  const fullList = async (as: TestSession = mine) =>
    (await request(app.url).get('/api/networker/contacts-with-status').set(as.headers).expect(200))
      .body as NetworkerContact[];

  /**
   * Whether the socket told the networker to refresh their contact pages. Each projector sends its own
   * message, at the position of the event it projected (a command's answer names its last event's).
   */
  async function pagesRefreshed(received: readonly QueryInvalidation[]): Promise<boolean> {
    const pagesKey = JSON.stringify(networkerContactPagesQueryKey());
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      if (received.some((message) => message.keys.some((key) => JSON.stringify(key) === pagesKey)))
        return true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return false;
  }

  /** Every page of the section, following each nextCursor until there is none. */
  function walk(section: NetworkerContactList, limit?: number): Promise<NetworkerContactPage[]> {
    return walkPages(async (cursor) => {
      const query: PageQuery = { section };
      if (limit !== undefined) query.limit = limit;
      if (cursor !== null) query.cursor = cursor;
      return (await pageOf(query).expect(200)).body as NetworkerContactPage;
    });
  }

  beforeAll(async () => {
    app = await startTestApp({
      label: 'networker_contact_pages',
      env: { EMAIL_CHECKS_PER_IP_PER_MINUTE: '1000', SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE: '1000' },
    });
    operator = await operatorReadyToInvite(app, 'Paula Pager');
    // Submitted together: contacts that share their change time, ordered among themselves by id.
    const networker = await networkerWithContacts(app, operator, REGISTERED_NAMES);
    mine = networker.session;
    // Changed at the same moment (as contacts written by one batch can be), to the microsecond: pages
    // must break the tie by id, and a cursor that kept milliseconds only would skip or repeat them.
    await app.sql('UPDATE prospects SET updated_at = $2 WHERE networker_user_id = $1', [
      networker.networkerUserId,
      TIED_AT,
    ]);
    await request(app.url)
      .post('/api/prospect-submissions/linkedin')
      .set(mine.headers)
      .send({
        invitationUuid: networker.invitationId,
        linkedinUrls: ['linkedin.com/in/lee-one', 'linkedin.com/in/lee-two', 'linkedin.com/in/lee-three'],
      })
      .expect(201);
    // The operator's recommendations: two agreed to, one declined, one still waiting for an answer.
    const answers: Array<[string, 'approved' | 'rejected' | null]> = [
      ['Agreed One', 'approved'],
      ['Agreed Two', 'approved'],
      ['Declined', 'rejected'],
      ['Waiting', null],
    ];
    for (const [prospectName, status] of answers) {
      const id = await recommendProspect(app, operator, networker.invitationId, { prospectName });
      if (status)
        await request(app.url)
          .patch(`/api/prospects/${id}/status`)
          .set(mine.headers)
          .send({ status })
          .expect(200);
    }
    // An older contact changed last: it moves to the top.
    movedContactId = networker.contacts['Contact 3']!;
    await request(app.url)
      .post(`/api/prospects/${movedContactId}/status-updates`)
      .set(operator.session.headers)
      .send({ status: 'approved' })
      .expect(201);

    theirs = (await networkerWithContacts(app, operator, ['Not Yours'])).session;
  }, 240_000);

  afterAll(async () => {
    await app?.close();
  });

  it.each(NETWORKER_CONTACT_LISTS.map((list) => [list]))(
    'walks the %s list in small pages: the full list’s contacts in it, in its order, each once',
    async (list) => {
      const full = (await fullList()).filter((contact) => inNetworkerContactList(contact, list));
      expect(full.length).toBeGreaterThanOrEqual(2);
      expectWalkedPages(await walk(list, 2), full, 2);
    },
  );

  it('orders by the latest change, then by id among contacts changed at the same moment', async () => {
    const walked = (await walk('contacts', 3)).flatMap((page) => page.items);
    expect(walked[0]!.id).toBe(movedContactId);
    const times = walked.map((contact) => Date.parse(contact.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const tied = walked.filter((contact) => contact.updatedAt === '2025-06-01T10:00:00.123Z');
    expect(tied).toHaveLength(REGISTERED_NAMES.length - 1);
    expect(walked.slice(-tied.length)).toEqual(tied);
    const tiedIds = tied.map((contact) => contact.id);
    expect(tiedIds).toEqual([...tiedIds].sort());
  });

  it('pages by 20 when no limit is asked for, and counts every list on every page', async () => {
    const full = await fullList();
    const expectedCounts = Object.fromEntries(
      NETWORKER_CONTACT_LISTS.map((list) => [
        list,
        full.filter((contact) => inNetworkerContactList(contact, list)).length,
      ]),
    );
    expect(expectedCounts.agreed).toBe(2);
    // The declined recommendation has no status: it is not in the pipeline.
    const declined = full.find((contact) => contact.prospectName === 'Declined')!;
    expect(inNetworkerContactList(declined, 'pipeline')).toBe(false);
    expect(expectedCounts.pipeline).toBeGreaterThan(expectedCounts.agreed!);
    expect(expectedCounts.pipeline).toBeLessThan(full.length);
    expect(expectedCounts.contacts).toBeGreaterThan(NETWORKER_CONTACT_PAGE_SIZE);

    const pages = await walk('contacts');
    expect(pages.map((page) => page.items.length)).toEqual([
      NETWORKER_CONTACT_PAGE_SIZE,
      expectedCounts.contacts! - NETWORKER_CONTACT_PAGE_SIZE,
    ]);
    for (const page of pages) expect(page.counts).toEqual(expectedCounts);
    const agreed = (await pageOf({ section: 'agreed' }).expect(200)).body as NetworkerContactPage;
    expect(agreed.counts).toEqual(expectedCounts);
    expect(agreed.items.map((contact) => contact.prospectName).sort()).toEqual(['Agreed One', 'Agreed Two']);
    expect(agreed.nextCursor).toBeNull();
  });

  it('answers a whole section in one page when the limit covers it, and the largest page the limit allows', async () => {
    const exact = (await pageOf({ section: 'agreed', limit: 2 }).expect(200)).body as NetworkerContactPage;
    expect(exact.items).toHaveLength(2);
    expect(exact.nextCursor).toBeNull();
    const largest = (await pageOf({ section: 'contacts', limit: 100 }).expect(200))
      .body as NetworkerContactPage;
    expect(largest.items).toHaveLength(largest.counts.contacts);
    expect(largest.nextCursor).toBeNull();
  });

  it.each<[string, PageQuery, string]>([
    ['no section', {}, NETWORKER_CONTACT_PAGE_MESSAGES.sectionInvalid],
    ['an unknown section', { section: 'pending' }, NETWORKER_CONTACT_PAGE_MESSAGES.sectionInvalid],
    ['a limit of 0', { section: 'contacts', limit: 0 }, NETWORKER_CONTACT_PAGE_MESSAGES.limitInvalid],
    ['a limit over 100', { section: 'contacts', limit: 101 }, NETWORKER_CONTACT_PAGE_MESSAGES.limitInvalid],
    [
      'a fractional limit',
      { section: 'contacts', limit: '2.5' },
      NETWORKER_CONTACT_PAGE_MESSAGES.limitInvalid,
    ],
    [
      'a limit that is no number',
      { section: 'contacts', limit: 'ten' },
      NETWORKER_CONTACT_PAGE_MESSAGES.limitInvalid,
    ],
    [
      'a cursor that is not one',
      { section: 'contacts', cursor: 'page-2' },
      NETWORKER_CONTACT_PAGE_MESSAGES.cursorInvalid,
    ],
    [
      'a cursor with a made-up position',
      {
        section: 'contacts',
        cursor: Buffer.from(`["2025-02-31T00:00:00.000000Z","${randomUUID()}"]`).toString('base64url'),
      },
      NETWORKER_CONTACT_PAGE_MESSAGES.cursorInvalid,
    ],
    [
      'two cursors',
      { section: 'contacts', cursor: ['a', 'b'] },
      NETWORKER_CONTACT_PAGE_MESSAGES.cursorInvalid,
    ],
    ['an unknown parameter', { section: 'contacts', offset: 20 }, 'Unknown field "offset"'],
  ])('refuses %s with a 400 that says why', async (_case, query, expected) => {
    const response = await pageOf(query).expect(400);
    expect(message(response)).toBe(expected);
  });

  it("refuses a cursor that was tampered with, and accepts this list's own", async () => {
    const first = (await pageOf({ section: 'contacts', limit: 2 }).expect(200)).body as NetworkerContactPage;
    const cursor = first.nextCursor!;
    const tampered = `${cursor.slice(0, -2)}!!`;
    expect(message(await pageOf({ section: 'contacts', cursor: tampered }).expect(400))).toBe(
      NETWORKER_CONTACT_PAGE_MESSAGES.cursorInvalid,
    );
    await pageOf({ section: 'contacts', cursor }).expect(200);
  });

  it("shows another networker nothing of the caller's, even with the caller's cursor", async () => {
    const myPage = (await pageOf({ section: 'contacts', limit: 2 }).expect(200)).body as NetworkerContactPage;
    const theirPage = (await pageOf({ section: 'contacts' }, theirs).expect(200))
      .body as NetworkerContactPage;
    expect(theirPage.counts).toEqual({ contacts: 1, agreed: 0, pipeline: 1 });
    expect(theirPage.items.map((contact) => contact.prospectName)).toEqual(['Not Yours']);

    const followed = (await pageOf({ section: 'contacts', cursor: myPage.nextCursor! }, theirs).expect(200))
      .body as NetworkerContactPage;
    const myIds = new Set((await fullList()).map((contact) => contact.id));
    expect(followed.items.filter((contact) => myIds.has(contact.id))).toEqual([]);
    const agreed = (await pageOf({ section: 'agreed' }, theirs).expect(200)).body as NetworkerContactPage;
    expect(agreed).toEqual({ items: [], nextCursor: null, counts: theirPage.counts });
  });

  it('is for networkers only', async () => {
    await pageOf({ section: 'contacts' }, operator.session).expect(403);
    const visitor = await visitorSession(app);
    await request(app.url).get(PAGE_PATH).query({ section: 'contacts' }).set(visitor.headers).expect(401);
  });

  it('sections and lists in SQL exactly as contracts’ networkerContactSection and inNetworkerContactList do, for every source, answer and status', async () => {
    const sources = [RECOMMENDED_SOURCE, NETWORKER_ADDED_SOURCE, LINKEDIN_URL_SOURCE];
    const everyAnswer: Record<ProspectApprovalStatus, ProspectApprovalStatus> = {
      pending: 'pending',
      approved: 'approved',
      rejected: 'rejected',
    };
    const someone = randomUUID();
    const rows = sources.flatMap((sourceType) =>
      Object.values(everyAnswer).flatMap((approvalStatus) =>
        (['submitted', null] as const).map((status) => ({
          id: randomUUID(),
          sourceType,
          approvalStatus,
          status,
        })),
      ),
    );
    for (const row of rows) {
      await app.sql(
        `INSERT INTO prospects (id, invitation_id, operator_id, networker_user_id, source_type, prospect_name,
           approval_status, status, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, 'Sectioned', $6, $7, now(), now())`,
        [row.id, randomUUID(), randomUUID(), someone, row.sourceType, row.approvalStatus, row.status],
      );
    }
    const sectioned = await app.sql<{ id: string; section: string }>(
      `SELECT p.id, ${networkerContactSectionSql('p')} AS section FROM prospects p WHERE p.networker_user_id = $1`,
      [someone],
    );
    const sqlSections = Object.fromEntries(sectioned.map((row) => [row.id, row.section]));
    for (const list of NETWORKER_CONTACT_LISTS) {
      const inList = await app.sql<{ id: string }>(
        `SELECT p.id FROM prospects p WHERE p.networker_user_id = $1 AND ${inNetworkerContactListSql(list, 'p')}`,
        [someone],
      );
      expect(inList.map((row) => row.id).sort()).toEqual(
        rows
          .filter((row) => inNetworkerContactList(row, list))
          .map((row) => row.id)
          .sort(),
      );
    }
    expect(sqlSections).toEqual(
      Object.fromEntries(rows.map((row) => [row.id, networkerContactSection(row)])),
    );
    expect(new Set(Object.values(sqlSections))).toEqual(new Set(NETWORKER_CONTACT_SECTIONS));
  });

  // Last: it changes a contact the tests above expect where it was.
  it('refreshes the pages live and in the answer cache when a contact changes', async () => {
    const before = (await pageOf({ section: 'contacts', limit: 1 }).expect(200)).body as NetworkerContactPage;
    const last = (await fullList())
      .filter((contact) => networkerContactSection(contact) === 'contacts')
      .at(-1)!;
    expect(before.items[0]!.id).not.toBe(last.id);
    const { socket, received } = await connectLiveSocket(app.url, mine.cookie);
    try {
      await request(app.url)
        .post(`/api/prospects/${last.id}/status-updates`)
        .set(operator.session.headers)
        .send({ status: 'approved' })
        .expect(201);
      expect(await pagesRefreshed(received)).toBe(true);
    } finally {
      socket.disconnect();
    }
    const after = (await pageOf({ section: 'contacts', limit: 1 }).expect(200)).body as NetworkerContactPage;
    expect(after.items[0]).toMatchObject({ id: last.id, status: 'approved' });
  });

  // After the others: it adds a contact on a second invitation.
  it('narrows a list and its counts to one invitation of the networker’s, and refuses an id that is none', async () => {
    const first = (await fullList())[0]!.invitationId;
    const second = await createInvitation(app, operator);
    await request(app.url)
      .post(`/api/prospect-submissions/${second.id}`)
      .set(mine.headers)
      .send({ manualContacts: [{ name: 'On The Second', company: 'Acme' }] })
      .expect(201);
    const full = await fullList();
    const inPipelineOn = (invitationId: string) =>
      full.filter(
        (contact) => contact.invitationId === invitationId && inNetworkerContactList(contact, 'pipeline'),
      );
    const pages = await walkPages(
      async (cursor) =>
        (
          await pageOf({
            section: 'pipeline',
            invitationId: first,
            limit: 5,
            ...(cursor === null ? {} : { cursor }),
          }).expect(200)
        ).body as NetworkerContactPage,
    );
    expectWalkedPages(pages, inPipelineOn(first), 5);
    expect(pages[0]!.counts.pipeline).toBe(inPipelineOn(first).length);
    const onSecond = (await pageOf({ section: 'pipeline', invitationId: second.id }).expect(200))
      .body as NetworkerContactPage;
    expect(onSecond.items.map((contact) => contact.prospectName)).toEqual(['On The Second']);
    expect(onSecond.counts).toEqual({ contacts: 1, agreed: 0, pipeline: 1 });
    // Another networker's invitation shows them nothing of the caller's.
    const onTheirs = (await pageOf({ section: 'pipeline', invitationId: second.id }, theirs).expect(200))
      .body as NetworkerContactPage;
    expect(onTheirs).toMatchObject({ items: [], counts: { contacts: 0, agreed: 0, pipeline: 0 } });
    const refused = await pageOf({ section: 'pipeline', invitationId: 'not-an-id' }).expect(400);
    expect(message(refused)).toBe(NETWORKER_CONTACT_PAGE_MESSAGES.invitationIdInvalid);
  });
});
