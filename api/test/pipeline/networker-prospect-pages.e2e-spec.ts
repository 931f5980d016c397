import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  NETWORKER_PROSPECT_PAGE_MESSAGES,
  NETWORKER_PROSPECT_PAGE_SIZE,
  type NetworkerProspectPage,
  networkerProspectPagesQueryKey,
  type NetworkerProspectRow,
  type NetworkerWithProspects,
  WAITING_NETWORKERS_NAMED,
} from '@referrals/contracts';
import request from 'supertest';
import type { RegisteredUser } from '../support/identity-client.js';
import { connectLiveSocket, keyInvalidated } from '../support/live-socket.js';
import { registerNetworker } from '../support/networker-builders.js';
import { createInvitation, operatorReadyToInvite, recommendProspect } from '../support/operator-builders.js';
import { expectWalkedPages, walkPages } from '../support/page-walk.js';
import { networkerWithContacts } from '../support/pipeline-builders.js';
import { startTestApp, type TestApp, visitorSession } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';

const PAGE_PATH = '/api/operator/networkers-with-prospects/page';
type PageQuery = Record<string, string | number | string[]>;

const message = (response: request.Response) => (response.body as { message: string }).message;
/** Nora's contacts: more than a default page with the rest. */
const NORA_NAMES = Array.from({ length: NETWORKER_PROSPECT_PAGE_SIZE }, (_, index) => `Contact ${index}`);
/** When Nora's contacts last changed: all at once, to the microsecond (see beforeAll). */
const TIED_AT = '2025-06-01T10:00:00.123456Z';

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The full list's contacts as rows of Prospect Status: each with its networker, latest change first, then by id. */
function rowsOf(networkers: readonly NetworkerWithProspects[]): NetworkerProspectRow[] {
  return networkers
    .flatMap(({ prospects, ...networker }) => prospects.map((prospect) => ({ ...prospect, networker })))
    .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || byId(a, b));
}

describe('Prospect Status in pages', () => {
  let app: TestApp;
  let operator: RegisteredUser;
  let otherOperator: RegisteredUser;
  let nora: { session: TestSession; invitationId: string; contacts: Record<string, string> };
  let movedContactId: string;
  let waitingRecommendation: string;

  const pageOf = (query: PageQuery, who: TestSession = operator.session) =>
    request(app.url).get(PAGE_PATH).query(query).set(who.headers);
  const fullList = async (who: RegisteredUser = operator) =>
    (
      await request(app.url)
        .get('/api/operator/networkers-with-prospects')
        .set(who.session.headers)
        .expect(200)
    ).body as NetworkerWithProspects[];

  /** Every page, following each nextCursor until there is none. */
  function walk(limit?: number, who: RegisteredUser = operator): Promise<NetworkerProspectPage[]> {
    return walkPages(async (cursor) => {
      const query: PageQuery = {};
      if (limit !== undefined) query.limit = limit;
      if (cursor !== null) query.cursor = cursor;
      return (await pageOf(query, who.session).expect(200)).body as NetworkerProspectPage;
    });
  }

  beforeAll(async () => {
    app = await startTestApp({
      label: 'networker_prospect_pages',
      env: { EMAIL_CHECKS_PER_IP_PER_MINUTE: '1000', SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE: '1000' },
    });
    operator = await operatorReadyToInvite(app, 'Paula Pager');
    otherOperator = await operatorReadyToInvite(app, 'Otto Other');

    nora = await networkerWithContacts(app, operator, NORA_NAMES);
    // Changed at the same moment (as contacts written by one batch can be), to the microsecond: pages
    // must break the tie by id, and a cursor that kept milliseconds only would skip or repeat them.
    await app.sql('UPDATE prospects SET updated_at = $2 WHERE invitation_id = $1', [
      nora.invitationId,
      TIED_AT,
    ]);
    // Bea's two contacts changed a day apart, after Nora's.
    const bea = await networkerWithContacts(app, operator, ['Bea One', 'Bea Two'], undefined, {
      fullName: 'Bea Busy',
    });
    for (const [name, at] of [
      ['Bea One', '2025-06-02T10:00:00.000001Z'],
      ['Bea Two', '2025-06-03T10:00:00.000001Z'],
    ] as const)
      await app.sql('UPDATE prospects SET updated_at = $2 WHERE id = $1', [bea.contacts[name], at]);

    // A recommendation Nora agreed to joins the pipeline; one she has not answered yet does not.
    const agreed = await recommendProspect(app, operator, nora.invitationId, { prospectName: 'Agreed Rec' });
    await request(app.url)
      .patch(`/api/prospects/${agreed}/status`)
      .set(nora.session.headers)
      .send({ status: 'approved' })
      .expect(200);
    waitingRecommendation = await recommendProspect(app, operator, nora.invitationId, {
      prospectName: 'Unanswered Rec',
    });
    // An older contact changed last, with notes: it moves to the top.
    movedContactId = nora.contacts['Contact 3']!;
    await request(app.url)
      .post(`/api/prospects/${movedContactId}/status-updates`)
      .set(operator.session.headers)
      .send({ status: 'under_review', notes: 'Calling her Monday' })
      .expect(201);

    // Wes joined and brought nobody yet.
    const wesInvitation = await createInvitation(app, operator, { prospectName: 'Wes Waiting' });
    await registerNetworker(app, wesInvitation.id, { fullName: 'Wes Waiting' });

    await networkerWithContacts(app, otherOperator, ['Not Yours']);
  }, 240_000);

  afterAll(async () => {
    await app?.close();
  });

  it.each([[2], [5]])(
    'walks pages of %i: the full list’s contacts with their networkers, in its order, each once',
    async (limit) => {
      expectWalkedPages(await walk(limit), rowsOf(await fullList()), limit);
    },
  );

  it('orders by the latest change, then by id among contacts changed at the same moment', async () => {
    const walked = (await walk(3)).flatMap((page) => page.items);
    expect(walked[0]).toMatchObject({
      id: movedContactId,
      status: 'under_review',
      statusNotes: 'Calling her Monday',
      timeline: [
        { status: 'submitted', notes: null },
        { status: 'under_review', notes: 'Calling her Monday', updatedBy: 'Paula Pager' },
      ],
      networker: { invitationId: nora.invitationId, networkerName: 'Nora Networker' },
    });
    const times = walked.map((row) => Date.parse(row.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const tied = walked.filter((row) => row.updatedAt === '2025-06-01T10:00:00.123Z');
    expect(tied).toHaveLength(NORA_NAMES.length - 1);
    expect(walked.slice(-tied.length)).toEqual(tied);
    expect(tied.map((row) => row.id)).toEqual(tied.map((row) => row.id).sort());
  });

  it('pages by 20 when no limit is asked for, and names the networkers without contacts on every page', async () => {
    const pages = await walk();
    const total = rowsOf(await fullList()).length;
    expect(total).toBe(NORA_NAMES.length + 2 + 1);
    expect(pages.map((page) => page.items.length)).toEqual([
      NETWORKER_PROSPECT_PAGE_SIZE,
      total - NETWORKER_PROSPECT_PAGE_SIZE,
    ]);
    for (const page of pages) expect(page.waitingNetworkers).toEqual({ count: 1, names: ['Wes Waiting'] });
    const items = pages.flatMap((page) => page.items);
    expect(items.map((row) => row.id)).not.toContain(waitingRecommendation);
    const bea = items.filter((row) => row.networker.networkerName === 'Bea Busy');
    expect(bea.map((row) => row.prospectName)).toEqual(['Bea Two', 'Bea One']);
    expect(bea[0]!.networker.prospectCount).toBe(2);
    expect(items.find((row) => row.id === movedContactId)!.networker.prospectCount).toBe(
      NORA_NAMES.length + 1,
    );
  });

  it('answers the whole pipeline in the largest page the limit allows', async () => {
    const largest = (await pageOf({ limit: 100 }).expect(200)).body as NetworkerProspectPage;
    expect(largest.items).toEqual(rowsOf(await fullList()));
    expect(largest.nextCursor).toBeNull();
  });

  it.each<[string, PageQuery, string]>([
    ['a limit of 0', { limit: 0 }, NETWORKER_PROSPECT_PAGE_MESSAGES.limitInvalid],
    ['a limit over 100', { limit: 101 }, NETWORKER_PROSPECT_PAGE_MESSAGES.limitInvalid],
    ['a fractional limit', { limit: '2.5' }, NETWORKER_PROSPECT_PAGE_MESSAGES.limitInvalid],
    ['a limit that is no number', { limit: 'ten' }, NETWORKER_PROSPECT_PAGE_MESSAGES.limitInvalid],
    ['a cursor that is not one', { cursor: 'page-2' }, NETWORKER_PROSPECT_PAGE_MESSAGES.cursorInvalid],
    [
      'a cursor with a made-up position',
      { cursor: Buffer.from(`["2025-02-31T00:00:00.000000Z","${randomUUID()}"]`).toString('base64url') },
      NETWORKER_PROSPECT_PAGE_MESSAGES.cursorInvalid,
    ],
    ['two cursors', { cursor: ['a', 'b'] }, NETWORKER_PROSPECT_PAGE_MESSAGES.cursorInvalid],
    ['an unknown parameter', { offset: 20 }, 'Unknown field "offset"'],
  ])('refuses %s with a 400 that says why', async (_case, query, expected) => {
    const response = await pageOf(query).expect(400);
    expect(message(response)).toBe(expected);
  });

  it("refuses a cursor that was tampered with, and accepts this list's own", async () => {
    const first = (await pageOf({ limit: 2 }).expect(200)).body as NetworkerProspectPage;
    const cursor = first.nextCursor!;
    expect(message(await pageOf({ cursor: `${cursor.slice(0, -2)}!!` }).expect(400))).toBe(
      NETWORKER_PROSPECT_PAGE_MESSAGES.cursorInvalid,
    );
    await pageOf({ cursor }).expect(200);
  });

  it("shows another operator nothing of the caller's, even with the caller's cursor", async () => {
    const mine = (await pageOf({ limit: 2 }).expect(200)).body as NetworkerProspectPage;
    const theirs = (await pageOf({}, otherOperator.session).expect(200)).body as NetworkerProspectPage;
    expect(theirs.items.map((row) => row.prospectName)).toEqual(['Not Yours']);
    expect(theirs.waitingNetworkers).toEqual({ count: 0, names: [] });
    const followed = (await pageOf({ cursor: mine.nextCursor! }, otherOperator.session).expect(200))
      .body as NetworkerProspectPage;
    const myIds = new Set(rowsOf(await fullList()).map((row) => row.id));
    expect(followed.items.filter((row) => myIds.has(row.id))).toEqual([]);
  });

  it('is for operators only', async () => {
    await pageOf({}, nora.session).expect(403);
    const visitor = await visitorSession(app);
    await request(app.url).get(PAGE_PATH).set(visitor.headers).expect(401);
  });

  it('counts every networker without contacts and names the latest to join', async () => {
    const gathering = await operatorReadyToInvite(app, 'Gina Gathering');
    const joinedNames: string[] = [];
    for (let index = 0; index <= WAITING_NETWORKERS_NAMED; index++) {
      const { id } = await createInvitation(app, gathering, { prospectName: `Quiet ${index}` });
      await registerNetworker(app, id, { fullName: `Quiet ${index}` });
      joinedNames.push(`Quiet ${index}`);
    }
    const page = (await pageOf({}, gathering.session).expect(200)).body as NetworkerProspectPage;
    expect(page).toEqual({
      items: [],
      nextCursor: null,
      waitingNetworkers: {
        count: WAITING_NETWORKERS_NAMED + 1,
        names: joinedNames.reverse().slice(0, WAITING_NETWORKERS_NAMED),
      },
    });
  }, 120_000);

  // Last: it moves a contact the tests above expect where it was.
  it('is named for refreshing when a contact moves, and shows it first', async () => {
    const last = rowsOf(await fullList()).at(-1)!;
    const { socket, received } = await connectLiveSocket(app.url, operator.session.cookie);
    try {
      await request(app.url)
        .post(`/api/prospects/${last.id}/status-updates`)
        .set(operator.session.headers)
        .send({ status: 'approved' })
        .expect(201);
      expect(await keyInvalidated(received, networkerProspectPagesQueryKey())).toBe(true);
    } finally {
      socket.disconnect();
    }
    const first = (await pageOf({ limit: 1 }).expect(200)).body as NetworkerProspectPage;
    expect(first.items[0]).toMatchObject({ id: last.id, status: 'approved' });
  });
});
