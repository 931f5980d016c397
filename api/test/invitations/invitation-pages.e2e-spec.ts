import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type CommandAnswer,
  INVITATION_GROUP_NAMES,
  INVITATION_PAGE_MESSAGES,
  INVITATION_PAGE_SIZE,
  type InvitationGroup,
  invitationGroup,
  type InvitationListItem,
  type InvitationListPage,
  invitationPagesQueryKey,
  type InvitationStatus,
} from '@referrals/contracts';
import request from 'supertest';
import { invitationGroupSql } from '../../src/invitations/invitation-group-sql.js';
import { registerUser, type RegisteredUser } from '../support/identity-client.js';
import { connectLiveSocket, invalidationAt } from '../support/live-socket.js';
import {
  createInvitation,
  disableInvitation,
  operatorReadyToInvite,
  recommendProspect,
} from '../support/operator-builders.js';
import { networkerWithContacts } from '../support/pipeline-builders.js';
import { startTestApp, type TestApp, visitorSession } from '../support/test-app.js';
import { expectWalkedPages, walkPages } from '../support/page-walk.js';

const PAGE_PATH = '/api/networker-invitations/page';
type PageQuery = Record<string, string | number | string[]>;

const message = (response: request.Response) => (response.body as { message: string }).message;

describe('the invitation list in pages', () => {
  let app: TestApp;
  let operator: RegisteredUser;
  let otherOperator: RegisteredUser;

  const pageOf = (query: PageQuery, who: RegisteredUser = operator) =>
    request(app.url).get(PAGE_PATH).query(query).set(who.session.headers);
  const fullList = async (who: RegisteredUser = operator) =>
    (await request(app.url).get('/api/networker-invitations').set(who.session.headers).expect(200))
      .body as InvitationListItem[];

  /** Every page of the group, following each nextCursor until there is none. */
  function walk(group: InvitationGroup, limit?: number): Promise<InvitationListPage[]> {
    return walkPages(async (cursor) => {
      const query: PageQuery = { group };
      if (limit !== undefined) query.limit = limit;
      if (cursor !== null) query.cursor = cursor;
      return (await pageOf(query).expect(200)).body as InvitationListPage;
    });
  }

  beforeAll(async () => {
    app = await startTestApp({
      label: 'invitation_pages',
      env: { EMAIL_CHECKS_PER_IP_PER_MINUTE: '1000', SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE: '1000' },
    });
    operator = await operatorReadyToInvite(app, 'Paula Pager');
    otherOperator = await operatorReadyToInvite(app, 'Otto Other');
    await createInvitation(app, otherOperator, { prospectName: 'Not Yours' });

    // Active, not registered: more than a default page, a few busier than the rest (ties on the score
    // among the others, ordered by time).
    const active: string[] = [];
    for (let index = 0; index < INVITATION_PAGE_SIZE + 3; index++)
      active.push((await createInvitation(app, operator, { prospectName: `Active ${index}` })).id);
    await recommendProspect(app, operator, active[3]!);
    await recommendProspect(app, operator, active[7]!);
    await recommendProspect(app, operator, active[7]!, { prospectName: 'Second Prospect' });
    await recommendProspect(app, operator, active[12]!);

    // Disabled: one of them with a prospect.
    for (let index = 0; index < 3; index++) {
      const { id } = await createInvitation(app, operator, { prospectName: `Disabled ${index}` });
      if (index === 1) await recommendProspect(app, operator, id);
      await disableInvitation(app, operator, id);
    }

    // Registered, with contacts in an open status; one disabled after the networker joined (still registered).
    await networkerWithContacts(app, operator, ['Ada', 'Bo']);
    const joined = await networkerWithContacts(app, operator, ['Cy']);
    await disableInvitation(app, operator, joined.invitationId);
  }, 240_000);

  afterAll(async () => {
    await app?.close();
  });

  it.each(INVITATION_GROUP_NAMES.map((group) => [group]))(
    'walks the %s group in small pages: the full list’s invitations of that group, in its order, each once',
    async (group) => {
      const full = (await fullList()).filter((invitation) => invitationGroup(invitation) === group);
      expectWalkedPages(await walk(group, 2), full, 2);
    },
  );

  it('orders the busiest first, then the newest: the order the full list has', async () => {
    const walked = (await walk('active', 5)).flatMap((page) => page.items);
    const scores = walked.map((invitation) => invitation.activityScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores.slice(0, 3)).toEqual([6, 3, 3]);
    const unscored = walked.filter((invitation) => invitation.activityScore === 0);
    const sentTimes = unscored.map((invitation) => Date.parse(invitation.sentAt));
    expect(sentTimes).toEqual([...sentTimes].sort((a, b) => b - a));
  });

  it('pages by 20 when no limit is asked for, and counts every group on every page', async () => {
    const full = await fullList();
    const expectedCounts = Object.fromEntries(
      INVITATION_GROUP_NAMES.map((group) => [
        group,
        full.filter((invitation) => invitationGroup(invitation) === group).length,
      ]),
    );
    expect(expectedCounts).toEqual({ active: INVITATION_PAGE_SIZE + 3, registered: 2, disabled: 3 });

    const pages = await walk('active');
    expect(pages.map((page) => page.items.length)).toEqual([INVITATION_PAGE_SIZE, 3]);
    for (const page of pages) expect(page.counts).toEqual(expectedCounts);
    const registered = (await pageOf({ group: 'registered' }).expect(200)).body as InvitationListPage;
    expect(registered.counts).toEqual(expectedCounts);
    expect(registered.nextCursor).toBeNull();
  });

  it('answers a whole group in one page when the limit covers it, and the largest page the limit allows', async () => {
    const exact = (await pageOf({ group: 'disabled', limit: 3 }).expect(200)).body as InvitationListPage;
    expect(exact.items).toHaveLength(3);
    expect(exact.nextCursor).toBeNull();
    const largest = (await pageOf({ group: 'active', limit: 100 }).expect(200)).body as InvitationListPage;
    expect(largest.items).toHaveLength(INVITATION_PAGE_SIZE + 3);
    expect(largest.nextCursor).toBeNull();
  });

  it.each<[string, PageQuery, string]>([
    ['no group', {}, INVITATION_PAGE_MESSAGES.groupInvalid],
    ['an unknown group', { group: 'archived' }, INVITATION_PAGE_MESSAGES.groupInvalid],
    ['a limit of 0', { group: 'active', limit: 0 }, INVITATION_PAGE_MESSAGES.limitInvalid],
    ['a limit over 100', { group: 'active', limit: 101 }, INVITATION_PAGE_MESSAGES.limitInvalid],
    ['a fractional limit', { group: 'active', limit: '2.5' }, INVITATION_PAGE_MESSAGES.limitInvalid],
    ['a limit that is no number', { group: 'active', limit: 'ten' }, INVITATION_PAGE_MESSAGES.limitInvalid],
    [
      'a cursor that is not one',
      { group: 'active', cursor: 'page-2' },
      INVITATION_PAGE_MESSAGES.cursorInvalid,
    ],
    [
      'a cursor with a made-up position',
      { group: 'active', cursor: Buffer.from('[1,"2025-02-31T00:00:00.000000Z","x"]').toString('base64url') },
      INVITATION_PAGE_MESSAGES.cursorInvalid,
    ],
    ['two cursors', { group: 'active', cursor: ['a', 'b'] }, INVITATION_PAGE_MESSAGES.cursorInvalid],
    ['an unknown parameter', { group: 'active', offset: 20 }, 'Unknown field "offset"'],
  ])('refuses %s with a 400 that says why', async (_case, query, expected) => {
    const response = await pageOf(query).expect(400);
    expect(message(response)).toBe(expected);
  });

  it("refuses a cursor that was tampered with, and accepts this list's own", async () => {
    const first = (await pageOf({ group: 'active', limit: 2 }).expect(200)).body as InvitationListPage;
    const cursor = first.nextCursor!;
    const tampered = `${cursor.slice(0, -2)}!!`;
    expect(message(await pageOf({ group: 'active', cursor: tampered }).expect(400))).toBe(
      INVITATION_PAGE_MESSAGES.cursorInvalid,
    );
    await pageOf({ group: 'active', cursor }).expect(200);
  });

  it("shows another operator nothing of the caller's, even with the caller's cursor", async () => {
    const mine = (await pageOf({ group: 'active', limit: 2 }).expect(200)).body as InvitationListPage;
    const theirs = (await pageOf({ group: 'active' }, otherOperator).expect(200)).body as InvitationListPage;
    expect(theirs.counts).toEqual({ active: 1, registered: 0, disabled: 0 });
    expect(theirs.items.map((invitation) => invitation.inviteeName)).toEqual(['Not Yours']);

    const followed = (await pageOf({ group: 'active', cursor: mine.nextCursor! }, otherOperator).expect(200))
      .body as InvitationListPage;
    const myIds = new Set((await fullList()).map((invitation) => invitation.id));
    expect(followed.items.filter((invitation) => myIds.has(invitation.id))).toEqual([]);
    for (const group of ['registered', 'disabled'] as const) {
      const empty = (await pageOf({ group }, otherOperator).expect(200)).body as InvitationListPage;
      expect(empty).toEqual({ items: [], nextCursor: null, counts: theirs.counts });
    }
  });

  it('is for operators only', async () => {
    const networker = await registerUser(app, { userType: 'networker' });
    await pageOf({ group: 'active' }, networker).expect(403);
    const visitor = await visitorSession(app);
    await request(app.url).get(PAGE_PATH).query({ group: 'active' }).set(visitor.headers).expect(401);
  });

  it('groups in SQL exactly as contracts’ invitationGroup does, for every status, registered or not', async () => {
    const everyStatus: Record<InvitationStatus, InvitationStatus> = {
      active: 'active',
      cancelled: 'cancelled',
      declined: 'declined',
    };
    const statuses = Object.values(everyStatus);
    const someoneElse = randomUUID();
    const rows = statuses.flatMap((status) =>
      [false, true].map((isRegistered) => ({ id: randomUUID(), status, isRegistered })),
    );
    for (const row of rows) {
      await app.sql(
        `INSERT INTO invitations (id, operator_id, slug, kind, status, invitee_name, sent_at, updated_at)
         VALUES ($1, $2, $3, 'personal', $4, 'Grouped', now(), now())`,
        [row.id, someoneElse, `grouped-${row.id}`, row.status],
      );
      if (row.isRegistered)
        await app.sql(
          'INSERT INTO invitation_registrations (invitation_id, networker_user_id, registered_at) VALUES ($1, $2, now())',
          [row.id, randomUUID()],
        );
    }
    const grouped = await app.sql<{ id: string; invitation_group: string }>(
      `SELECT i.id, ${invitationGroupSql('i')} AS invitation_group FROM invitations i WHERE i.operator_id = $1`,
      [someoneElse],
    );
    const sqlGroups = Object.fromEntries(grouped.map((row) => [row.id, row.invitation_group]));
    expect(sqlGroups).toEqual(Object.fromEntries(rows.map((row) => [row.id, invitationGroup(row)])));
    expect(new Set(Object.values(sqlGroups))).toEqual(new Set(INVITATION_GROUP_NAMES));
  });

  // Last: it adds an invitation the counts above do not expect.
  it("refreshes every group's pages live when an invitation moves between groups", async () => {
    const { id } = await createInvitation(app, operator, { prospectName: 'Moving On' });
    const { socket, received } = await connectLiveSocket(app.url, operator.session.cookie);
    try {
      const disabled = await request(app.url)
        .patch(`/api/networker-invitations/${id}`)
        .set(operator.session.headers)
        .send({ isActive: false })
        .expect(200);
      const { position } = disabled.body as CommandAnswer;
      expect(await invalidationAt(received, position)).toBeDefined();
      const keys = received
        .filter((message) => message.position === position)
        .flatMap((message) => message.keys);
      expect(keys).toContainEqual(invitationPagesQueryKey());
    } finally {
      socket.disconnect();
    }
  });
});
