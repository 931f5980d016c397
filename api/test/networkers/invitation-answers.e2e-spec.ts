import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type InvitationAnswer,
  type InvitationListItem,
  invitationGroup,
  NETWORKER_JOURNEY_MESSAGES as M,
  type NetworkerProfileAnswer,
  type NotificationItem,
  type PublicInvitationAnswer,
} from '@referrals/contracts';
import request from 'supertest';
import { type RegisteredUser, registerUser, uniqueEmail } from '../support/identity-client.js';
import { decodedBody, TestMailbox } from '../support/mailbox.js';
import { registerNetworker } from '../support/networker-builders.js';
import { eventually, startNotificationsTestApp } from '../support/notifications-test-app.js';
import {
  COMPLETE_PROFILE,
  createInvitation,
  operatorReadyToInvite,
  recommendProspect,
} from '../support/operator-builders.js';
import type { TestApp } from '../support/test-app.js';

const message = (response: request.Response) => (response.body as { message: string }).message;

describe('the invitee’s answer to an invitation (PATCH /api/invitations/{id}) and joining with a new profile', () => {
  const mailbox = new TestMailbox();
  let app: TestApp;
  let operator: RegisteredUser;

  const answer = (invitee: RegisteredUser, invitationId: string, body: object) =>
    request(app.url).patch(`/api/invitations/${invitationId}`).set(invitee.session.headers).send(body);
  const withProfile = async (name: string): Promise<RegisteredUser> => {
    const user = await registerUser(app, { name, userType: 'networker' });
    await request(app.url)
      .post('/api/networker-profiles')
      .set(user.session.headers)
      .send({ userId: user.user.id, fullName: name })
      .expect(201);
    return user;
  };
  const operatorsListEntry = async (invitationId: string) =>
    (
      (await request(app.url).get('/api/networker-invitations').set(operator.session.headers).expect(200))
        .body as InvitationListItem[]
    ).find((item) => item.id === invitationId)!;
  const eventsOf = (invitationId: string) =>
    app.sql<{ type: string; data: Record<string, string> }>(
      'SELECT type, data FROM events WHERE stream_name = $1 ORDER BY revision',
      [`invitation-${invitationId}`],
    );

  beforeAll(async () => {
    app = await startNotificationsTestApp('invitation-answers', mailbox);
    operator = await operatorReadyToInvite(app, 'Olga Operator');
  });
  afterAll(async () => {
    await app?.close();
    await mailbox.close();
  });

  describe('declining', () => {
    it('records the decline, shows the invitation as disabled and tells the operator', async () => {
      // The operator has their notification emails sent to another address.
      const alerts = uniqueEmail('alerts');
      await request(app.url)
        .put(`/api/operator-profile/${operator.user.id}`)
        .set(operator.session.headers)
        .send({ ...COMPLETE_PROFILE, fullName: 'Olga Operator', overrideEmail: alerts })
        .expect(200);
      const invitation = await createInvitation(app, operator, { prospectName: 'Dee Decliner' });
      const dee = await registerUser(app, { name: 'Dee Decliner', userType: 'networker' });
      const declined = await answer(dee, invitation.id, { toUserId: dee.user.id, status: 'declined' });
      expect(declined.status).toBe(200);
      expect(declined.body as InvitationAnswer).toMatchObject({
        invitationId: invitation.id,
        toUserId: dee.user.id,
        status: 'declined',
      });

      const events = await eventsOf(invitation.id);
      expect(events.at(-1)).toEqual({
        type: 'InvitationDeclined',
        data: { invitationId: invitation.id, operatorId: operator.user.id, networkerUserId: dee.user.id },
      });
      const listed = await operatorsListEntry(invitation.id);
      expect(listed.status).toBe('declined');
      expect(invitationGroup(listed)).toBe('disabled');
      const page = await request(app.url).get(`/api/invitations/uuid/${invitation.id}`).expect(200);
      expect((page.body as PublicInvitationAnswer).status).toBe('declined');

      const notices = await eventually(
        async () =>
          (await request(app.url).get('/api/notifications').set(operator.session.headers).expect(200))
            .body as NotificationItem[],
        (rows) => rows.some((row) => row.type === 'invitation_declined'),
      );
      expect(notices.find((row) => row.type === 'invitation_declined')).toMatchObject({
        title: 'Invitation Declined',
        message: 'Dee Decliner declined your invitation.',
        invitationUuid: invitation.id,
      });
      const mail = await mailbox.waitFor(alerts);
      expect(decodedBody(mail.raw)).toContain('Dee Decliner declined your invitation');
    });

    it('records a second decline only once, and then nobody can accept until the operator enables it again', async () => {
      const invitation = await createInvitation(app, operator);
      const dee = await withProfile('Dee Twice');
      await answer(dee, invitation.id, { toUserId: dee.user.id, status: 'declined' }).expect(200);
      await answer(dee, invitation.id, { toUserId: dee.user.id, status: 'declined' }).expect(200);
      expect(
        (await eventsOf(invitation.id)).filter((event) => event.type === 'InvitationDeclined'),
      ).toHaveLength(1);

      const accepting = await answer(dee, invitation.id, { toUserId: dee.user.id, status: 'accepted' });
      expect([accepting.status, message(accepting)]).toEqual([400, M.invitationDisabled]);

      await request(app.url)
        .patch(`/api/networker-invitations/${invitation.id}`)
        .set(operator.session.headers)
        .send({ isActive: true })
        .expect(200);
      await answer(dee, invitation.id, { toUserId: dee.user.id, status: 'accepted' }).expect(200);
      expect((await operatorsListEntry(invitation.id)).isRegistered).toBe(true);
    });

    it('refuses after the invitation was accepted, by the invitee or anyone else', async () => {
      const invitation = await createInvitation(app, operator);
      const { session, answer: registered } = await registerNetworker(app, invitation.id);
      const holder = { session, user: registered.user } as RegisteredUser;
      const own = await answer(holder, invitation.id, { toUserId: holder.user.id, status: 'declined' });
      expect([own.status, message(own)]).toEqual([409, M.declineAfterAccepting]);
      const late = await registerUser(app, { name: 'Late Larry', userType: 'networker' });
      const other = await answer(late, invitation.id, { toUserId: late.user.id, status: 'declined' });
      expect([other.status, message(other)]).toEqual([409, M.alreadyAccepted]);
      expect((await eventsOf(invitation.id)).some((event) => event.type === 'InvitationDeclined')).toBe(
        false,
      );
    });

    it('refuses group links, the operator’s own invitation and unknown ones', async () => {
      const generic = await request(app.url)
        .post('/api/networker-invitations/generic')
        .set(operator.session.headers)
        .send({ title: 'Friends' })
        .expect(201);
      const dee = await registerUser(app, { name: 'Dee Group', userType: 'networker' });
      const group = await answer(dee, (generic.body as { id: string }).id, {
        toUserId: dee.user.id,
        status: 'declined',
      });
      expect([group.status, message(group)]).toEqual([400, M.groupInvitationDecline]);
      const invitation = await createInvitation(app, operator);
      const own = await answer(operator, invitation.id, { toUserId: operator.user.id, status: 'declined' });
      expect([own.status, message(own)]).toEqual([400, M.ownInvitationDecline]);
      const unknown = await answer(dee, 'no-such-invitation', { toUserId: dee.user.id, status: 'declined' });
      expect(unknown.status).toBe(404);
    });
  });

  describe('who may answer, and with what', () => {
    it('lets only the signed-in invitee answer for themselves', async () => {
      const invitation = await createInvitation(app, operator);
      const dee = await withProfile('Dee Self');
      const victim = await registerUser(app, { name: 'Vic Victim', userType: 'networker' });
      const forSomeoneElse = await answer(dee, invitation.id, {
        toUserId: victim.user.id,
        status: 'declined',
      });
      expect([forSomeoneElse.status, message(forSomeoneElse)]).toEqual([403, M.toUserNotYou]);
      await request(app.url)
        .patch(`/api/invitations/${invitation.id}`)
        .send({ toUserId: victim.user.id, status: 'declined' })
        .expect(401);
      expect(await eventsOf(invitation.id)).toHaveLength(1);
    });

    it('takes only accepted or declined, and a user id', async () => {
      const invitation = await createInvitation(app, operator);
      const dee = await withProfile('Dee Words');
      const cases: [object, string][] = [
        [{ toUserId: dee.user.id, status: 'maybe' }, M.answerStatusInvalid],
        [{ toUserId: 'me', status: 'declined' }, M.toUserNotYou],
        [{ status: 'accepted' }, M.toUserNotYou],
      ];
      for (const [body, expected] of cases) {
        const refused = await answer(dee, invitation.id, body);
        expect([refused.status, message(refused)]).toEqual([400, expected]);
      }
    });
  });

  describe('accepting', () => {
    it('is the acceptance registration records: a place, the event, the conversation', async () => {
      const invitation = await createInvitation(app, operator);
      const sid = await withProfile('Sid Signup');
      const accepted = await answer(sid, invitation.id, { toUserId: sid.user.id, status: 'accepted' });
      expect(accepted.status).toBe(200);
      expect(accepted.body).toMatchObject({ status: 'accepted', invitationId: invitation.id });
      expect((await eventsOf(invitation.id)).map((event) => event.type)).toContain('InvitationAccepted');
      expect((await operatorsListEntry(invitation.id)).isRegistered).toBe(true);
      const conversations = await request(app.url)
        .get('/api/conversations')
        .set(sid.session.headers)
        .expect(200);
      expect(conversations.body).toHaveLength(1);
    });

    it('needs a networker profile first', async () => {
      const invitation = await createInvitation(app, operator);
      const plain = await registerUser(app, { name: 'Pat Plain', userType: 'networker' });
      const refused = await answer(plain, invitation.id, { toUserId: plain.user.id, status: 'accepted' });
      expect([refused.status, message(refused)]).toEqual([403, M.notANetworker]);
    });
  });

  describe('POST /api/networker-profiles with an invitation ("Create Profile & Join")', () => {
    it('creates the profile and accepts the invitation with its answers and contacts, together', async () => {
      const invitation = await createInvitation(app, operator);
      const recommended = await recommendProspect(app, operator, invitation.id);
      const jo = await registerUser(app, { name: 'Jo Joiner', userType: 'operator' });
      const joined = await request(app.url)
        .post('/api/networker-profiles')
        .set(jo.session.headers)
        .send({
          invitationUuid: invitation.id,
          email: jo.email,
          fullName: 'Jo Joiner',
          title: 'Advisor',
          prospectApprovals: { [recommended]: 'approved' },
          newContacts: [{ prospectName: 'Kim Known', prospectCompany: 'Asana' }],
        })
        .expect(201);
      expect(joined.body as NetworkerProfileAnswer).toMatchObject({
        userId: jo.user.id,
        fullName: 'Jo Joiner',
        title: 'Advisor',
        newlyAccepted: true,
        approved: 1,
        submitted: 1,
      });
      const me = await request(app.url).get('/api/auth/me').set(jo.session.headers).expect(200);
      expect(me.body).toMatchObject({ hasNetworkerProfile: true, activeRole: 'networker' });
      expect((await operatorsListEntry(invitation.id)).isRegistered).toBe(true);
    });

    it('keeps nothing when the acceptance is refused: no profile either', async () => {
      const taken = await createInvitation(app, operator);
      await registerNetworker(app, taken.id);
      const jo = await registerUser(app, { name: 'Jo Late', userType: 'operator' });
      const refused = await request(app.url)
        .post('/api/networker-profiles')
        .set(jo.session.headers)
        .send({ invitationUuid: taken.id, fullName: 'Jo Late' });
      expect([refused.status, message(refused)]).toEqual([409, M.alreadyAccepted]);
      const otherEmail = await request(app.url)
        .post('/api/networker-profiles')
        .set(jo.session.headers)
        .send({
          invitationUuid: (await createInvitation(app, operator)).id,
          email: uniqueEmail(),
          fullName: 'Jo',
        });
      expect([otherEmail.status, message(otherEmail)]).toEqual([403, M.emailNotYours]);
      const profiles = await app.sql('SELECT 1 FROM networker_profiles WHERE user_id = $1', [jo.user.id]);
      expect(profiles).toHaveLength(0);
    });
  });
});
