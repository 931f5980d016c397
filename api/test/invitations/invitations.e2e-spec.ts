import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  INVITATION_EVENT_TYPES,
  INVITATION_MESSAGES,
  type InvitationAcceptedData,
  type InvitationListItem,
  type InvitationPageData,
  invitationStream,
} from '@referrals/contracts';
import request from 'supertest';
import { EventWriter } from '../../src/platform/events/event-writer.js';
import { registerUser, type RegisteredUser } from '../support/identity-client.js';
import { connectLiveSocket, keyInvalidated } from '../support/live-socket.js';
import {
  COMPLETE_PROFILE,
  createInvitation,
  operatorReadyToInvite,
  recommendProspect,
} from '../support/operator-builders.js';
import { moveProspectTo, networkerWithContacts } from '../support/pipeline-builders.js';
import { startTestApp, type TestApp, visitorSession } from '../support/test-app.js';

/** Polls until the condition holds (true) or the time is up (false). */
async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return true;
}

const message = (response: request.Response) => (response.body as { message: string }).message;

describe('invitations', () => {
  let app: TestApp;
  let operator: RegisteredUser;

  const list = async (who: RegisteredUser = operator) =>
    (await request(app.url).get('/api/networker-invitations').set(who.session.headers).expect(200))
      .body as InvitationListItem[];
  const listed = async (id: string, who: RegisteredUser = operator) =>
    (await list(who)).find((row) => row.id === id);

  beforeAll(async () => {
    app = await startTestApp({
      label: 'invitations',
      env: { EMAIL_CHECKS_PER_IP_PER_MINUTE: '1000', SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE: '1000' },
    });
    operator = await operatorReadyToInvite(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('creating', () => {
    it('is refused until the profile has every required field, naming the missing ones', async () => {
      const newcomer = await registerUser(app);
      const withoutProfile = await request(app.url)
        .post('/api/networker-invitations')
        .set(newcomer.session.headers)
        .send({ prospectName: 'Nora Networker' })
        .expect(400);
      expect(message(withoutProfile)).toContain(INVITATION_MESSAGES.profileIncompleteTitle);

      await request(app.url)
        .put(`/api/operator-profile/${newcomer.user.id}`)
        .set(newcomer.session.headers)
        .send({ ...COMPLETE_PROFILE, title: '', customers: [] })
        .expect(200);
      const partial = await request(app.url)
        .post('/api/networker-invitations')
        .set(newcomer.session.headers)
        .send({ prospectName: 'Nora Networker' })
        .expect(400);
      expect(message(partial)).toBe(`${INVITATION_MESSAGES.profileIncompleteTitle}: Title, Customers`);
      expect(await list(newcomer)).toEqual([]);
    });

    it('needs the networker’s full name', async () => {
      for (const body of [{}, { prospectName: '   ' }, { targetName: '' }]) {
        const refused = await request(app.url)
          .post('/api/networker-invitations')
          .set(operator.session.headers)
          .send(body)
          .expect(400);
        expect(message(refused)).toBe(INVITATION_MESSAGES.fullNameRequired);
      }
    });

    it('records bounties as cents, answers decimals, and derives the slug from the name', async () => {
      const before = Date.now();
      const created = await request(app.url)
        .post('/api/networker-invitations')
        .set(operator.session.headers)
        .send({
          prospectName: '  Zoë Quinn ',
          prospectTitle: 'Partner',
          prospectCompany: 'Northwind',
          prospectLinkedinUrl: 'https://linkedin.com/in/zoe',
          targetEmail: 'zoe@northwind.test',
          introEmailBounty: 49.99,
          referralBounty: 250,
          revShareBounty: null,
        })
        .expect(201);
      const { id, slug, readModelsCaughtUp } = created.body as {
        id: string;
        slug: string;
        readModelsCaughtUp: boolean;
      };
      expect(readModelsCaughtUp).toBe(true);
      expect(slug).toMatch(/^zo-quinn-\d{13}$/);
      expect(Number(slug.split('-').at(-1))).toBeGreaterThanOrEqual(before);

      const [event] = await app.sql<{ type: string; data: Record<string, unknown> }>(
        'SELECT type, data FROM events WHERE stream_name = $1',
        [invitationStream(id)],
      );
      expect(event).toMatchObject({
        type: 'InvitationCreated',
        data: {
          operatorId: operator.user.id,
          inviteeName: 'Zoë Quinn',
          bounties: {
            introEmail: { amountCents: 4999, currency: 'USD' },
            referral: { amountCents: 25_000, currency: 'USD' },
            revShare: null,
          },
        },
      });
      expect(await listed(id)).toMatchObject({
        uuid: id,
        slug,
        kind: 'personal',
        status: 'active',
        isActive: true,
        inviteeName: 'Zoë Quinn',
        networkerFirstName: 'Zoë Quinn',
        inviteeTitle: 'Partner',
        inviteeCompany: 'Northwind',
        inviteeEmail: 'zoe@northwind.test',
        inviteeLinkedinUrl: 'https://linkedin.com/in/zoe',
        introEmailBounty: '49.99',
        referralBounty: '250.00',
        revShareBounty: null,
        revenueSharePercent: 5,
        revenueShareMonths: 12,
        clickCount: 0,
        isRegistered: false,
        prospectCount: 0,
        prospectStatuses: [],
        activityScore: 0,
      });
    });

    it('keeps a chosen slug (trimmed, lower-cased), once across the product', async () => {
      const slug = `nora-${randomUUID().slice(0, 8)}`;
      const created = await createInvitation(app, operator, { slug: `  ${slug.toUpperCase()} ` });
      expect(created.slug).toBe(slug);
      const other = await operatorReadyToInvite(app, 'Olga Other');
      const taken = await request(app.url)
        .post('/api/networker-invitations')
        .set(other.session.headers)
        .send({ prospectName: 'Nora', slug })
        .expect(409);
      expect(message(taken)).toBe(INVITATION_MESSAGES.slugTaken);
      const invalid = await request(app.url)
        .post('/api/networker-invitations')
        .set(operator.session.headers)
        .send({ prospectName: 'Nora', slug: 'nora networker!' })
        .expect(400);
      expect(message(invalid)).toBe(INVITATION_MESSAGES.slugInvalid);
    });

    it('refuses negative, over-precise and non-numeric bounties', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ introEmailBounty: -1 }, INVITATION_MESSAGES.bountyNegative],
        [{ referralBounty: 10.005 }, INVITATION_MESSAGES.bountyPrecision],
        [{ revShareBounty: '12' }, INVITATION_MESSAGES.bountyPrecision],
        [{ referralBounty: 2_000_000 }, INVITATION_MESSAGES.bountyTooLarge],
        [{ revenueSharePercent: 101 }, INVITATION_MESSAGES.revenueSharePercent],
        [{ revenueSharePercent: -1 }, INVITATION_MESSAGES.revenueSharePercent],
        [{ revenueSharePercent: '5' }, INVITATION_MESSAGES.revenueSharePercent],
        [{ revenueShareMonths: 0 }, INVITATION_MESSAGES.revenueShareMonths],
        [{ revenueShareMonths: 1.5 }, INVITATION_MESSAGES.revenueShareMonths],
        [{ revenueShareMonths: 121 }, INVITATION_MESSAGES.revenueShareMonths],
      ];
      for (const [bounty, expected] of cases) {
        const refused = await request(app.url)
          .post('/api/networker-invitations')
          .set(operator.session.headers)
          .send({ prospectName: 'Nora', ...bounty })
          .expect(400);
        expect(message(refused)).toContain(expected);
      }
    });

    it('creates a generic invitation for a group', async () => {
      const created = await request(app.url)
        .post('/api/networker-invitations/generic')
        .set(operator.session.headers)
        .send({ title: 'Founders circle', description: 'For the October dinner', maxRegistrations: 20 })
        .expect(201);
      const { id } = created.body as { id: string };
      expect(await listed(id)).toMatchObject({
        kind: 'generic',
        title: 'Founders circle',
        inviteeName: 'Founders circle',
        description: 'For the October dinner',
        maxRegistrations: 20,
      });
      for (const body of [{ title: ' ' }, { title: 'Group', maxRegistrations: 0 }]) {
        await request(app.url)
          .post('/api/networker-invitations/generic')
          .set(operator.session.headers)
          .send(body)
          .expect(400);
      }
    });
  });

  describe('the list', () => {
    it('puts the busiest invitation first (activity score), then the newest', async () => {
      const lister = await operatorReadyToInvite(app, 'Lara Lister');
      const oldest = await createInvitation(app, lister, { prospectName: 'Oldest' });
      const middle = await createInvitation(app, lister, { prospectName: 'Middle' });
      const newest = await createInvitation(app, lister, { prospectName: 'Newest' });
      expect((await list(lister)).map((row) => row.inviteeName)).toEqual(['Newest', 'Middle', 'Oldest']);

      await recommendProspect(app, lister, oldest.id);
      await recommendProspect(app, lister, oldest.id, { prospectName: 'Second' });
      await recommendProspect(app, lister, middle.id);
      const rows = await list(lister);
      expect(rows.map((row) => [row.inviteeName, row.activityScore, row.prospectCount])).toEqual([
        ['Oldest', 6, 2],
        ['Middle', 3, 1],
        ['Newest', 0, 0],
      ]);
      expect(rows.find((row) => row.id === newest.id)?.prospectStatuses).toEqual([]);
    });

    it('sums up each invitation’s prospects: open statuses score 3, recent ones 2, every one 1', async () => {
      const summer = await operatorReadyToInvite(app, 'Sam Summer');
      const { invitationId, contacts } = await networkerWithContacts(app, summer, ['Ann Open', 'Ben Held']);
      await moveProspectTo(app, summer, contacts['Ben Held']!, 'meeting_held');
      const row = await listed(invitationId, summer);
      expect(row?.prospectCount).toBe(2);
      expect([...(row?.prospectStatuses ?? [])].sort()).toEqual(['meeting_held', 'submitted']);
      // Ann: open 3 + recent 2 + 1; Ben: no longer open, recent 2 + 1.
      expect(row?.activityScore).toBe(9);
    });

    it('shows only the operator’s own invitations', async () => {
      const other = await operatorReadyToInvite(app, 'Olga Other');
      const theirs = await createInvitation(app, other);
      expect(await listed(theirs.id)).toBeUndefined();
      expect(await listed(theirs.id, other)).toBeDefined();
    });

    it('is for operators only', async () => {
      const networker = await registerUser(app, { userType: 'networker' });
      await request(app.url).get('/api/networker-invitations').set(networker.session.headers).expect(403);
      const visitor = await visitorSession(app);
      await request(app.url).get('/api/networker-invitations').set(visitor.headers).expect(401);
    });
  });

  describe('changing', () => {
    it('renames the networker, refreshes the questions that name the invitation by it, and refuses a blank name', async () => {
      const { id } = await createInvitation(app, operator);
      const live = await connectLiveSocket(app.url, operator.session.cookie);
      const blank = await request(app.url)
        .patch(`/api/networker-invitations/${id}`)
        .set(operator.session.headers)
        .send({ networkerFirstName: '  ' })
        .expect(400);
      expect(message(blank)).toBe(INVITATION_MESSAGES.validNameRequired);
      await request(app.url)
        .patch(`/api/networker-invitations/${id}`)
        .set(operator.session.headers)
        .send({ networkerFirstName: ' Nora N. ' })
        .expect(200);
      expect(await listed(id)).toMatchObject({ inviteeName: 'Nora N.', networkerFirstName: 'Nora N.' });
      // Visitors' questions show the invitation they came through by its invitee's name.
      try {
        expect(await keyInvalidated(live.received, ['/api/operator/invitation-questions'])).toBe(true);
      } finally {
        live.socket.disconnect();
      }
      await request(app.url)
        .patch(`/api/networker-invitations/${id}`)
        .set(operator.session.headers)
        .send({})
        .expect(400);
    });

    it('disables and enables the link', async () => {
      const { id } = await createInvitation(app, operator);
      await request(app.url)
        .patch(`/api/networker-invitations/${id}`)
        .set(operator.session.headers)
        .send({ isActive: false })
        .expect(200);
      expect(await listed(id)).toMatchObject({ status: 'cancelled', isActive: false });
      await request(app.url)
        .patch(`/api/networker-invitations/${id}`)
        .set(operator.session.headers)
        .send({ isActive: true })
        .expect(200);
      expect(await listed(id)).toMatchObject({ status: 'active', isActive: true });
    });

    it('changes the bounties as a new event, keeping the first terms in the history', async () => {
      const { id } = await createInvitation(app, operator, { referralBounty: 100 });
      await request(app.url)
        .put(`/api/networker-invitations/${id}/bounties`)
        .set(operator.session.headers)
        .send({ id, introEmailBounty: 25.5, referralBounty: 300, revShareBounty: 1000 })
        .expect(200);
      expect(await listed(id)).toMatchObject({
        introEmailBounty: '25.50',
        referralBounty: '300.00',
        revShareBounty: '1000.00',
      });
      const events = await app.sql<{ type: string }>(
        'SELECT type FROM events WHERE stream_name = $1 ORDER BY revision',
        [invitationStream(id)],
      );
      expect(events.map((event) => event.type)).toEqual(['InvitationCreated', 'InvitationBountiesChanged']);
      await request(app.url)
        .put(`/api/networker-invitations/${id}/bounties`)
        .set(operator.session.headers)
        .send({ id: randomUUID(), referralBounty: 1 })
        .expect(400);
      await request(app.url)
        .put(`/api/networker-invitations/${id}/bounties`)
        .set(operator.session.headers)
        .send({ referralBounty: -5 })
        .expect(400);
    });

    it('states the revenue share: the profile’s when created, its own when sent, kept by a change of amounts', async () => {
      const sharer = await operatorReadyToInvite(app, 'Sam Sharer');
      await request(app.url)
        .put(`/api/operator-profile/${sharer.user.id}`)
        .set(sharer.session.headers)
        .send({ ...COMPLETE_PROFILE, fullName: 'Sam Sharer', revenueShare: 8 })
        .expect(200);
      const fromProfile = await createInvitation(app, sharer);
      const own = await createInvitation(app, sharer, { revenueSharePercent: 2.5, revenueShareMonths: 24 });
      const rows = await list(sharer);
      const shareOf = (id: string) => {
        const row = rows.find((candidate) => candidate.id === id);
        return row && [row.revenueSharePercent, row.revenueShareMonths];
      };
      expect([shareOf(fromProfile.id), shareOf(own.id)]).toEqual([
        [8, 12],
        [2.5, 24],
      ]);
      await request(app.url)
        .put(`/api/networker-invitations/${own.id}/bounties`)
        .set(sharer.session.headers)
        .send({ introEmailBounty: 50, referralBounty: 250, revShareBounty: 1000 })
        .expect(200);
      expect(await listed(own.id, sharer)).toMatchObject({
        introEmailBounty: '50.00',
        revenueSharePercent: 2.5,
        revenueShareMonths: 24,
      });
      await request(app.url)
        .put(`/api/networker-invitations/${own.id}/bounties`)
        .set(sharer.session.headers)
        .send({ referralBounty: 250, revenueSharePercent: 0 })
        .expect(200);
      const page = await request(app.url).get(`/api/invite/${own.slug}`).expect(200);
      expect(page.body).toMatchObject({ revenueSharePercent: 0, revenueShareMonths: 24 });
    });

    it('lets one of two simultaneous changes win and refuses the other with 409', async () => {
      const { id } = await createInvitation(app, operator);
      const statuses = await Promise.all(
        ['A', 'B', 'C', 'D', 'E'].map(
          async (name) =>
            (
              await request(app.url)
                .patch(`/api/networker-invitations/${id}`)
                .set(operator.session.headers)
                .send({ networkerFirstName: name })
            ).status,
        ),
      );
      expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
      const [counted] = await app.sql<{ renames: number }>(
        `SELECT count(*)::int AS renames FROM events WHERE stream_name = $1 AND type = 'InvitationInviteeRenamed'`,
        [invitationStream(id)],
      );
      expect(counted?.renames).toBe(statuses.filter((status) => status === 200).length);
    });

    it('refuses other operators (403) and unknown invitations (404)', async () => {
      const { id } = await createInvitation(app, operator);
      const intruder = await operatorReadyToInvite(app, 'Ivan Intruder');
      const attempts = [
        request(app.url)
          .patch(`/api/networker-invitations/${id}`)
          .set(intruder.session.headers)
          .send({ isActive: false }),
        request(app.url)
          .put(`/api/networker-invitations/${id}/bounties`)
          .set(intruder.session.headers)
          .send({ referralBounty: 1 }),
        request(app.url).get(`/api/networker-invitations/${id}/preview`).set(intruder.session.headers),
      ];
      for (const attempt of attempts) expect((await attempt).status).toBe(403);
      await request(app.url)
        .patch(`/api/networker-invitations/${randomUUID()}`)
        .set(operator.session.headers)
        .send({ isActive: false })
        .expect(404);
      expect(await listed(id)).toMatchObject({ status: 'active' });
    });
  });

  describe('registration status', () => {
    it('answers for the operator’s own invitations by uuid or slug, and follows registrations', async () => {
      const mine = await createInvitation(app, operator);
      const other = await operatorReadyToInvite(app, 'Olga Other');
      const theirs = await createInvitation(app, other);
      const ask = async () =>
        (
          await request(app.url)
            .post('/api/networker-registration/batch-status')
            .set(operator.session.headers)
            .send({ slugs: [mine.slug, theirs.id, 'no-such-slug'] })
            .expect(200)
        ).body as { statuses: Record<string, boolean> };
      expect(await ask()).toEqual({ statuses: { [mine.id]: false } });

      // Registration (the networker journey) will append this event; here it is appended as it will be.
      const networker = await registerUser(app, { userType: 'networker' });
      const accepted: InvitationAcceptedData = {
        invitationId: mine.id,
        operatorId: operator.user.id,
        networkerUserId: networker.user.id,
      };
      await app.running.app
        .get(EventWriter)
        .append(
          invitationStream(mine.id),
          [{ type: INVITATION_EVENT_TYPES.invitationAccepted, data: accepted }],
          'stream_exists',
        );
      await waitFor(async () => (await ask()).statuses[mine.id] === true);
      expect(await ask()).toEqual({ statuses: { [mine.id]: true } });
      expect(await listed(mine.id)).toMatchObject({ isRegistered: true, registeredCount: 1 });
    });
  });

  describe('link openings', () => {
    it('counts an opening once per visitor, and the operator’s list updates live', async () => {
      const { id, slug } = await createInvitation(app, operator);
      const { socket, received } = await connectLiveSocket(app.url, operator.session.cookie);
      try {
        const visitor = await visitorSession(app);
        received.length = 0;
        const openedAt = Date.now();
        const first = await request(app.url)
          .post(`/api/invitations/${id}/track-click`)
          .set(visitor.headers)
          .expect(200);
        expect(first.body).toEqual({ counted: true });
        const listInvalidated = await waitFor(() =>
          received.some((message) => message.keys.some((key) => key[0] === '/api/networker-invitations')),
        );
        expect(listInvalidated).toBe(true);
        // Live: within moments (a generous bound for a busy machine), not at the next poll or reload.
        expect(Date.now() - openedAt).toBeLessThan(5000);
        const again = await request(app.url)
          .post(`/api/invitations/${slug}/track-click`)
          .set(visitor.headers)
          .expect(200);
        expect(again.body).toEqual({ counted: false });
        expect(await listed(id)).toMatchObject({ clickCount: 1 });
        expect((await listed(id))?.lastClickedAt).not.toBeNull();
      } finally {
        socket.disconnect();
      }
      const visitor = await visitorSession(app);
      await request(app.url)
        .post(`/api/invitations/${randomUUID()}/track-click`)
        .set(visitor.headers)
        .expect(404);
    });
  });

  describe('preview', () => {
    it('gives the operator the page data, disabled invitations included', async () => {
      const { id } = await createInvitation(app, operator, { prospectName: 'Nora', referralBounty: 500 });
      await recommendProspect(app, operator, id, { prospectEmail: 'private@stripe.test' });
      await request(app.url)
        .patch(`/api/networker-invitations/${id}`)
        .set(operator.session.headers)
        .send({ isActive: false })
        .expect(200);
      const preview = (
        await request(app.url)
          .get(`/api/networker-invitations/${id}/preview`)
          .set(operator.session.headers)
          .expect(200)
      ).body as InvitationPageData;
      expect(preview.invitation).toMatchObject({
        id,
        status: 'cancelled',
        inviteeName: 'Nora',
        referralBounty: '500.00',
      });
      expect(preview.operatorProfile).toMatchObject({ fullName: 'Dana Demo', company: 'Acme' });
      expect(preview.prospects).toEqual([
        expect.objectContaining({ prospectName: 'Priya Prospect', prospectCompany: 'Stripe' }),
      ]);
      expect(JSON.stringify(preview.prospects)).not.toContain('private@stripe.test');
      await request(app.url)
        .get(`/api/networker-invitations/${randomUUID()}/preview`)
        .set(operator.session.headers)
        .expect(404);
    });
  });
});
