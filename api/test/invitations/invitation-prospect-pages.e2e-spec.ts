import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  INVITATION_MESSAGES,
  INVITATION_PROSPECT_PAGE_MESSAGES,
  INVITATION_PROSPECT_PAGE_SIZE,
  type InvitationProspect,
  type InvitationProspectPage,
  invitationProspectPagesQueryKey,
} from '@referrals/contracts';
import request from 'supertest';
import { NOT_YOUR_INVITATION } from '../../src/invitations/domain/invitation.js';
import { registerUser, type RegisteredUser } from '../support/identity-client.js';
import { connectLiveSocket, keyInvalidated } from '../support/live-socket.js';
import { createInvitation, operatorReadyToInvite, recommendProspect } from '../support/operator-builders.js';
import { expectWalkedPages, walkPages } from '../support/page-walk.js';
import { moveProspectTo, networkerWithContacts } from '../support/pipeline-builders.js';
import { startTestApp, type TestApp, visitorSession } from '../support/test-app.js';

type PageQuery = Record<string, string | number | string[]>;

const message = (response: request.Response) => (response.body as { message: string }).message;
/** When some recommendations were made: all at once, to the microsecond (see beforeAll). */
const TIED_AT = '2025-06-01T10:00:00.123456Z';
const TIED_COUNT = 6;

describe('an invitation’s prospects in pages', () => {
  let app: TestApp;
  let operator: RegisteredUser;
  let otherOperator: RegisteredUser;
  /** Recommendations only: more than a default page. */
  let busy: string;
  /** A networker's contacts, one moved along the pipeline, and a recommendation. */
  let joined: string;

  const pathOf = (invitationId: string) => `/api/prospects/invitation/${invitationId}/page`;
  const pageOf = (invitationId: string, query: PageQuery, who: RegisteredUser = operator) =>
    request(app.url).get(pathOf(invitationId)).query(query).set(who.session.headers);
  const fullList = async (invitationId: string) =>
    (
      await request(app.url)
        .get(`/api/prospects/invitation/${invitationId}`)
        .set(operator.session.headers)
        .expect(200)
    ).body as InvitationProspect[];

  /** Every page of the invitation's prospects, following each nextCursor until there is none. */
  function walk(invitationId: string, limit?: number): Promise<InvitationProspectPage[]> {
    return walkPages(async (cursor) => {
      const query: PageQuery = {};
      if (limit !== undefined) query.limit = limit;
      if (cursor !== null) query.cursor = cursor;
      return (await pageOf(invitationId, query).expect(200)).body as InvitationProspectPage;
    });
  }

  beforeAll(async () => {
    app = await startTestApp({
      label: 'invitation_prospect_pages',
      env: { EMAIL_CHECKS_PER_IP_PER_MINUTE: '1000', SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE: '1000' },
    });
    operator = await operatorReadyToInvite(app, 'Paula Pager');
    otherOperator = await operatorReadyToInvite(app, 'Otto Other');

    busy = (await createInvitation(app, operator, { prospectName: 'Busy Invitee' })).id;
    const recommended: string[] = [];
    for (let index = 0; index < INVITATION_PROSPECT_PAGE_SIZE + 3; index++)
      recommended.push(await recommendProspect(app, operator, busy, { prospectName: `Prospect ${index}` }));
    // Made at the same moment (as prospects written by one batch can be), to the microsecond: pages
    // must break the tie by id, and a cursor that kept milliseconds only would skip or repeat them.
    await app.sql('UPDATE prospects SET created_at = $2 WHERE id = ANY($1::uuid[])', [
      recommended.slice(5, 5 + TIED_COUNT),
      TIED_AT,
    ]);

    const networker = await networkerWithContacts(app, operator, ['Ada', 'Bo', 'Cy']);
    joined = networker.invitationId;
    await moveProspectTo(app, operator, networker.contacts['Bo']!, 'approved');
    await recommendProspect(app, operator, joined, { prospectName: 'Recommended Later' });
  }, 240_000);

  afterAll(async () => {
    await app?.close();
  });

  it.each([
    [2, 'recommendations only', () => busy],
    [5, 'recommendations only', () => busy],
    [2, 'a networker’s contacts and a recommendation', () => joined],
  ])(
    'walks pages of %i (%s): the full list’s prospects, in its order, each once',
    async (limit, _case, invitation) => {
      const full = await fullList(invitation());
      expectWalkedPages(await walk(invitation(), limit), full, limit);
    },
  );

  it('orders the oldest first, then by id among prospects made at the same moment', async () => {
    const walked = (await walk(busy, 3)).flatMap((page) => page.items);
    const times = walked.map((prospect) => Date.parse(prospect.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const tied = walked.filter((prospect) => prospect.createdAt === '2025-06-01T10:00:00.123Z');
    expect(tied).toHaveLength(TIED_COUNT);
    const tiedIds = tied.map((prospect) => prospect.id);
    expect(tiedIds).toEqual([...tiedIds].sort());
    expect(walked.slice(0, TIED_COUNT)).toEqual(tied);
  });

  it('pages by 20 when no limit is asked for, each prospect with its details', async () => {
    const pages = await walk(busy);
    expect(pages.map((page) => page.items.length)).toEqual([INVITATION_PROSPECT_PAGE_SIZE, 3]);
    const approved = (await walk(joined)).flatMap((page) => page.items).find((p) => p.prospectName === 'Bo');
    expect(approved).toMatchObject({
      invitationId: joined,
      approvalStatus: 'approved',
      status: 'approved',
      networkerName: 'Nora Networker',
      terms: expect.objectContaining({ introEmailBounty: '50.00' }),
    });
  });

  it('answers a whole list in one page when the limit covers it, and the largest page the limit allows', async () => {
    const exact = (await pageOf(joined, { limit: 4 }).expect(200)).body as InvitationProspectPage;
    expect(exact.items).toHaveLength(4);
    expect(exact.nextCursor).toBeNull();
    const largest = (await pageOf(busy, { limit: 100 }).expect(200)).body as InvitationProspectPage;
    expect(largest.items).toHaveLength(INVITATION_PROSPECT_PAGE_SIZE + 3);
    expect(largest.nextCursor).toBeNull();
    const none = await createInvitation(app, operator, { prospectName: 'Nobody Yet' });
    expect((await pageOf(none.id, {}).expect(200)).body).toEqual({ items: [], nextCursor: null });
  });

  it.each<[string, PageQuery, string]>([
    ['a limit of 0', { limit: 0 }, INVITATION_PROSPECT_PAGE_MESSAGES.limitInvalid],
    ['a limit over 100', { limit: 101 }, INVITATION_PROSPECT_PAGE_MESSAGES.limitInvalid],
    ['a fractional limit', { limit: '2.5' }, INVITATION_PROSPECT_PAGE_MESSAGES.limitInvalid],
    ['a limit that is no number', { limit: 'ten' }, INVITATION_PROSPECT_PAGE_MESSAGES.limitInvalid],
    ['a cursor that is not one', { cursor: 'page-2' }, INVITATION_PROSPECT_PAGE_MESSAGES.cursorInvalid],
    [
      'a cursor with a made-up position',
      { cursor: Buffer.from(`["2025-02-31T00:00:00.000000Z","${randomUUID()}"]`).toString('base64url') },
      INVITATION_PROSPECT_PAGE_MESSAGES.cursorInvalid,
    ],
    ['two cursors', { cursor: ['a', 'b'] }, INVITATION_PROSPECT_PAGE_MESSAGES.cursorInvalid],
    ['an unknown parameter', { offset: 20 }, 'Unknown field "offset"'],
  ])('refuses %s with a 400 that says why', async (_case, query, expected) => {
    const response = await pageOf(busy, query).expect(400);
    expect(message(response)).toBe(expected);
  });

  it("refuses a cursor that was tampered with, and accepts this list's own", async () => {
    const first = (await pageOf(busy, { limit: 2 }).expect(200)).body as InvitationProspectPage;
    const cursor = first.nextCursor!;
    expect(message(await pageOf(busy, { cursor: `${cursor.slice(0, -2)}!!` }).expect(400))).toBe(
      INVITATION_PROSPECT_PAGE_MESSAGES.cursorInvalid,
    );
    await pageOf(busy, { cursor }).expect(200);
  });

  it('follows a cursor of another invitation within this one only', async () => {
    const fromBusy = (await pageOf(busy, { limit: 2 }).expect(200)).body as InvitationProspectPage;
    const followed = (await pageOf(joined, { cursor: fromBusy.nextCursor! }).expect(200))
      .body as InvitationProspectPage;
    expect(followed.items.every((prospect) => prospect.invitationId === joined)).toBe(true);
  });

  it('is for the invitation’s operator only', async () => {
    expect(message(await pageOf(busy, {}, otherOperator).expect(403))).toBe(NOT_YOUR_INVITATION);
    expect(message(await pageOf(randomUUID(), {}).expect(404))).toBe(INVITATION_MESSAGES.notFound);
    await request(app.url)
      .get('/api/prospects/invitation/not-a-uuid/page')
      .set(operator.session.headers)
      .expect(400);
    const networker = await registerUser(app, { userType: 'networker' });
    await pageOf(busy, {}, networker).expect(403);
    const visitor = await visitorSession(app);
    await request(app.url).get(pathOf(busy)).set(visitor.headers).expect(401);
  });

  // Last: it adds a prospect the tests above do not expect.
  it('is named for refreshing when a prospect is added under the invitation', async () => {
    const { socket, received } = await connectLiveSocket(app.url, operator.session.cookie);
    try {
      await request(app.url)
        .post('/api/prospects')
        .set(operator.session.headers)
        .send({ invitationId: busy, prospectName: 'Added Live' })
        .expect(201);
      expect(await keyInvalidated(received, invitationProspectPagesQueryKey(busy))).toBe(true);
    } finally {
      socket.disconnect();
    }
    const last = (await walk(busy, 100)).flatMap((page) => page.items).at(-1);
    expect(last?.prospectName).toBe('Added Live');
  });
});
