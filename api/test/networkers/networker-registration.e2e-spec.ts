import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  NETWORKER_JOURNEY_MESSAGES as M,
  type InvitationListItem,
  type InvitationProspect,
  type NetworkerContact,
  type NetworkerRegistrationAnswer,
  type PasskeyRegistrationOptions,
  type PublicInvitationAnswer,
  type UserStatusAnswer,
} from '@referrals/contracts';
import request from 'supertest';
import {
  type RegisteredUser,
  sessionFrom,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../support/identity-client.js';
import { aNetworkerRegistration, registerNetworker } from '../support/networker-builders.js';
import { createInvitation, operatorReadyToInvite, recommendProspect } from '../support/operator-builders.js';
import { SoftwareAuthenticator } from '../support/software-authenticator.js';
import { startTestApp, type TestApp, visitorSession } from '../support/test-app.js';

const ORIGIN = 'http://localhost:3000';

const message = (response: request.Response) => (response.body as { message: string }).message;

describe('networker registration through an invitation', () => {
  let app: TestApp;
  let operator: RegisteredUser;

  const post = async (path: string, body: object, headers?: Record<string, string>) =>
    request(app.url)
      .post(path)
      .set(headers ?? (await visitorSession(app)).headers)
      .send(body);

  const accountExists = async (email: string) =>
    ((await post('/api/auth/check-user-status', { email })).body as UserStatusAnswer).exists;

  const eventTypesOf = (networkerUserId: string) =>
    app.sql<{ type: string }>(
      `SELECT type FROM events WHERE data->>'networkerUserId' = $1 ORDER BY position`,
      [networkerUserId],
    );

  beforeAll(async () => {
    app = await startTestApp({
      label: 'networker_registration',
      env: {
        PUBLIC_URL: ORIGIN,
        EMAIL_CHECKS_PER_IP_PER_MINUTE: '10000',
        SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE: '10000',
      },
    });
    operator = await operatorReadyToInvite(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('the public invitation', () => {
    it('answers by uuid and by link name on both paths, with the operator’s profile', async () => {
      const invitation = await createInvitation(app, operator, { slug: 'nora-public' });
      for (const path of [
        `/api/invitations/uuid/${invitation.id}`,
        '/api/invite/nora-public',
        '/api/invite/NORA-PUBLIC',
      ]) {
        const answer = (await request(app.url).get(path).expect(200)).body as PublicInvitationAnswer;
        expect(answer).toMatchObject({
          id: invitation.id,
          uuid: invitation.id,
          status: 'active',
          inviteeName: 'Nora Networker',
        });
        expect(answer.operatorProfile).toMatchObject({ fullName: 'Dana Demo', company: 'Acme' });
      }
    });

    it('answers a disabled invitation with its status, and 404 for an unknown one', async () => {
      const invitation = await createInvitation(app, operator);
      await request(app.url)
        .patch(`/api/networker-invitations/${invitation.id}`)
        .set(operator.session.headers)
        .send({ isActive: false })
        .expect(200);
      const answer = (await request(app.url).get(`/api/invite/${invitation.id}`).expect(200))
        .body as PublicInvitationAnswer;
      expect(answer.status).toBe('cancelled');
      const unknown = await request(app.url).get('/api/invitations/uuid/no-such-link').expect(404);
      expect(message(unknown)).toBe(M.invitationNotFound);
    });
  });

  describe('POST /api/networker-registration', () => {
    it('creates the account, accepts the invitation, answers the recommendations and submits the new contacts at once', async () => {
      const invitation = await createInvitation(app, operator);
      const priya = await recommendProspect(app, operator, invitation.id, { prospectName: 'Priya Patel' });
      const marcus = await recommendProspect(app, operator, invitation.id, {
        prospectName: 'Marcus Lee',
        prospectCompany: 'Notion',
      });
      const untouched = await recommendProspect(app, operator, invitation.id, { prospectName: 'Olga Open' });
      const { answer, session } = await registerNetworker(app, invitation.slug, {
        prospectApprovals: { [priya]: 'approved', [marcus]: 'rejected', [untouched]: 'unset' },
        newContacts: [
          {
            id: 'local-1',
            prospectName: ' Sam Contact ',
            prospectCompany: 'Figma',
            prospectLinkedinUrl: 'linkedin.com/in/sam',
            networkerNotes: 'Old colleague',
          },
        ],
      });
      expect(answer).toMatchObject({
        invitationId: invitation.id,
        newlyAccepted: true,
        approved: 1,
        rejected: 1,
        submitted: 1,
        readModelsCaughtUp: true,
      });
      expect(answer.user).toMatchObject({
        name: 'Nora Networker',
        activeRole: 'networker',
        hasNetworkerProfile: true,
      });
      expect((await eventTypesOf(answer.user.id)).map((event) => event.type)).toEqual([
        'InvitationAccepted',
        'RecommendedProspectApproved',
        'RecommendedProspectRejected',
        'ProspectSubmitted',
      ]);

      const contacts = (
        await request(app.url).get('/api/networker/contacts-with-status').set(session.headers).expect(200)
      ).body as NetworkerContact[];
      expect(
        contacts.map((contact) => [contact.prospectName, contact.approvalStatus, contact.status]).sort(),
      ).toEqual([
        ['Marcus Lee', 'rejected', null],
        ['Priya Patel', 'approved', 'submitted'],
        ['Sam Contact', 'approved', 'submitted'],
      ]);
      expect(contacts.find((contact) => contact.prospectName === 'Sam Contact')).toMatchObject({
        sourceType: 'networker_added',
        prospectCompany: 'Figma',
        networkerNotes: 'Old colleague',
        operatorName: 'Dana Demo',
      });

      const operatorView = (
        await request(app.url)
          .get(`/api/prospects/invitation/${invitation.id}`)
          .set(operator.session.headers)
          .expect(200)
      ).body as InvitationProspect[];
      expect(operatorView.find((prospect) => prospect.id === untouched)).toMatchObject({
        approvalStatus: 'pending',
        status: null,
      });
      expect(operatorView.find((prospect) => prospect.id === priya)).toMatchObject({
        networkerName: 'Nora Networker',
        status: 'submitted',
      });
      const list = (
        await request(app.url).get('/api/networker-invitations').set(operator.session.headers).expect(200)
      ).body as InvitationListItem[];
      expect(list.find((item) => item.id === invitation.id)).toMatchObject({
        isRegistered: true,
        registeredCount: 1,
      });
    });

    it('refuses bad input with the spec’s wording and keeps nothing', async () => {
      const invitation = await createInvitation(app, operator);
      const cases: [object, string][] = [
        [{ fullName: '  ' }, M.fullNameRequired],
        [{ email: '' }, M.emailRequired],
        [{ password: undefined }, M.passwordRequired],
        [{ acceptTerms: false }, M.termsRequired],
        [{ newContacts: [{ prospectName: 'No Company' }] }, M.contactNameAndCompany],
        [
          {
            newContacts: [
              { prospectName: 'Bad Link', prospectCompany: 'Acme', prospectLinkedinUrl: 'not a url' },
            ],
          },
          M.contactLinkedinInvalid,
        ],
        [{ prospectApprovals: { 'not-a-prospect': 'approved' } }, M.approvalNotRecommended],
      ];
      for (const [overrides, expected] of cases) {
        const body = aNetworkerRegistration(invitation.id, overrides);
        const response = await post('/api/networker-registration', body);
        expect([response.status, message(response)]).toEqual([400, expected]);
        if (body.email) expect(await accountExists(body.email)).toBe(false);
      }
    });

    it('takes the spec’s payload without acceptTerms as accepted, and records when', async () => {
      const invitation = await createInvitation(app, operator);
      const { acceptTerms: _checkedByTheClient, ...specPayload } = aNetworkerRegistration(invitation.id);
      const before = new Date();
      const registered = await post('/api/networker-registration', specPayload);
      expect(registered.status).toBe(201);
      const userId = (registered.body as NetworkerRegistrationAnswer).user.id;
      const [account] = await app.sql<{ terms_accepted_at: Date }>(
        'SELECT terms_accepted_at FROM users WHERE id = $1',
        [userId],
      );
      expect(account!.terms_accepted_at.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
      const [event] = await app.sql<{ data: { termsAcceptedAt: string } }>(
        `SELECT data FROM events WHERE stream_name = $1 AND type = 'UserRegistered'`,
        [`user-${userId}`],
      );
      expect(new Date(event!.data.termsAcceptedAt)).toEqual(account!.terms_accepted_at);
    });

    it('records no terms for the registration form, which shows none', async () => {
      const invitation = await createInvitation(app, operator);
      const email = uniqueEmail('form');
      const registered = await post('/api/networker-registration/register', {
        invitationUuid: invitation.id,
        fullName: 'Fay Form',
        email,
        password: STRONG_PASSWORD,
      });
      expect(registered.status).toBe(201);
      const [account] = await app.sql<{ terms_accepted_at: Date | null }>(
        'SELECT terms_accepted_at FROM users WHERE email = $1',
        [email],
      );
      expect(account!.terms_accepted_at).toBeNull();
    });

    it('refuses an unknown or disabled invitation, and a recommendation of another invitation', async () => {
      const unknown = await post('/api/networker-registration', aNetworkerRegistration('no-such-invitation'));
      expect([unknown.status, message(unknown)]).toEqual([404, M.invitationNotFound]);

      const disabled = await createInvitation(app, operator);
      await request(app.url)
        .patch(`/api/networker-invitations/${disabled.id}`)
        .set(operator.session.headers)
        .send({ isActive: false })
        .expect(200);
      const body = aNetworkerRegistration(disabled.id);
      const refused = await post('/api/networker-registration', body);
      expect([refused.status, message(refused)]).toEqual([400, M.invitationDisabled]);
      expect(await accountExists(body.email)).toBe(false);

      const other = await createInvitation(app, operator);
      const elsewhere = await recommendProspect(app, operator, other.id);
      const invitation = await createInvitation(app, operator);
      const foreign = await post(
        '/api/networker-registration',
        aNetworkerRegistration(invitation.id, { prospectApprovals: { [elsewhere]: 'approved' } }),
      );
      expect([foreign.status, message(foreign)]).toEqual([400, M.approvalNotRecommended]);
    });

    it('lets one account take a personal invitation: a second registration gets 409 and no account', async () => {
      const invitation = await createInvitation(app, operator);
      await registerNetworker(app, invitation.id);
      const second = aNetworkerRegistration(invitation.id);
      const response = await post('/api/networker-registration', second);
      expect([response.status, message(response)]).toEqual([409, M.alreadyAccepted]);
      expect(await accountExists(second.email)).toBe(false);
    });

    it('lets exactly one of two simultaneous registrations take the invitation', async () => {
      const invitation = await createInvitation(app, operator);
      const bodies = [aNetworkerRegistration(invitation.id), aNetworkerRegistration(invitation.id)];
      const statuses = (
        await Promise.all(bodies.map((body) => post('/api/networker-registration', body)))
      ).map((r) => r.status);
      expect(statuses.sort()).toEqual([201, 409]);
      const accepted = await app.sql(
        `SELECT 1 FROM events WHERE type = 'InvitationAccepted' AND data->>'invitationId' = $1`,
        [invitation.id],
      );
      expect(accepted).toHaveLength(1);
    });

    it('adds the contacts kept with the session by pre-auth, once even when the body repeats one', async () => {
      const invitation = await createInvitation(app, operator);
      const visitor = await visitorSession(app);
      const kept = await request(app.url)
        .post('/api/prospects/pre-auth')
        .set(visitor.headers)
        .send({
          invitationUuid: invitation.slug,
          prospectData: { prospectName: 'Kept Early', prospectCompany: 'Linear' },
        })
        .expect(201);
      const { tempId } = kept.body as { tempId: string };
      await request(app.url)
        .post('/api/prospects/pre-auth')
        .set(visitor.headers)
        .send({
          invitationUuid: invitation.id,
          prospectData: { prospectName: 'Kept Too', prospectCompany: 'Vercel' },
        })
        .expect(201);
      const { answer } = await registerNetworker(
        app,
        invitation.id,
        { newContacts: [{ id: tempId, prospectName: 'Kept Early', prospectCompany: 'Linear' }] },
        visitor,
      );
      expect(answer.submitted).toBe(2);
    });

    it('registers with the passkey this session verified (its id and key, as the spec names them) instead of a password', async () => {
      const invitation = await createInvitation(app, operator);
      const visitor = await visitorSession(app);
      const body = aNetworkerRegistration(invitation.id, { authMethod: 'passkey', password: undefined });
      const unverified = await request(app.url)
        .post('/api/networker-registration')
        .set(visitor.headers)
        .send(body);
      expect(unverified.status).toBe(400);
      expect(await accountExists(body.email)).toBe(false);

      const authenticator = new SoftwareAuthenticator(ORIGIN);
      const options = await request(app.url)
        .post('/api/auth/passkey/challenge')
        .set(visitor.headers)
        .send({ email: body.email, action: 'register', name: body.fullName })
        .expect(200);
      const credential = authenticator.createCredential(options.body as PasskeyRegistrationOptions);
      await request(app.url)
        .post('/api/auth/passkey/verify')
        .set(visitor.headers)
        .send({ ...credential, email: body.email })
        .expect(200);
      const otherKey = new SoftwareAuthenticator(ORIGIN).publicKey;
      const wrongKey = await request(app.url)
        .post('/api/networker-registration')
        .set(visitor.headers)
        .send({ ...body, passkeyCredentialId: credential.id, passkeyPublicKey: otherKey, passkeyCounter: 0 });
      expect(wrongKey.status).toBe(400);
      expect(await accountExists(body.email)).toBe(false);
      const registered = await request(app.url)
        .post('/api/networker-registration')
        .set(visitor.headers)
        .send({
          ...body,
          passkeyCredentialId: credential.id,
          passkeyPublicKey: Buffer.from(authenticator.publicKey, 'base64url').toString('base64'),
          passkeyCounter: 0,
        })
        .expect(201);
      // The challenge's userId (the spec's name) is the account the passkey was made for.
      expect((registered.body as NetworkerRegistrationAnswer).user.id).toBe(
        (options.body as PasskeyRegistrationOptions).userId,
      );
      expect((registered.body as NetworkerRegistrationAnswer).user.signInMethods).toEqual({
        password: false,
        passkeys: 1,
        linkedin: false,
      });
    });
  });

  describe('POST /api/prospects/pre-auth', () => {
    it('needs a name and company and a known invitation', async () => {
      const invitation = await createInvitation(app, operator);
      const missing = await post('/api/prospects/pre-auth', {
        invitationUuid: invitation.id,
        prospectData: { prospectName: 'Only Name' },
      });
      expect([missing.status, message(missing)]).toEqual([400, M.contactNameAndCompany]);
      const unknown = await post('/api/prospects/pre-auth', {
        invitationUuid: 'nope',
        prospectData: { prospectName: 'A', prospectCompany: 'B' },
      });
      expect(unknown.status).toBe(404);
    });
  });

  describe('existing accounts', () => {
    it('associates a second invitation with a signed-in networker, once', async () => {
      const first = await createInvitation(app, operator);
      const { session, email } = await registerNetworker(app, first.id);
      const second = await createInvitation(app, operator);
      const recommended = await recommendProspect(app, operator, second.id);
      const associated = await request(app.url)
        .post('/api/invitations/associate')
        .set(session.headers)
        .send({
          invitationUuid: second.id,
          email,
          prospectApprovals: { [recommended]: 'approved' },
          newContacts: [],
        })
        .expect(201);
      expect(associated.body).toMatchObject({ newlyAccepted: true, approved: 1 });
      const again = await request(app.url)
        .post('/api/invitations/associate')
        .set(session.headers)
        .send({ invitationUuid: second.id, prospectApprovals: { [recommended]: 'rejected' } })
        .expect(201);
      expect(again.body).toMatchObject({ newlyAccepted: false, approved: 0, rejected: 0 });
    });

    it('refuses another account’s email, accounts without a networker profile and visitors', async () => {
      const invitation = await createInvitation(app, operator);
      const { session } = await registerNetworker(app, (await createInvitation(app, operator)).id);
      const wrongEmail = await request(app.url)
        .post('/api/invitations/associate')
        .set(session.headers)
        .send({ invitationUuid: invitation.id, email: uniqueEmail() });
      expect([wrongEmail.status, message(wrongEmail)]).toEqual([403, M.emailNotYours]);
      const otherOperator = await operatorReadyToInvite(app, 'Olivia Other');
      const noProfile = await request(app.url)
        .post('/api/invitations/associate')
        .set(otherOperator.session.headers)
        .send({ invitationUuid: invitation.id });
      expect([noProfile.status, message(noProfile)]).toEqual([403, M.notANetworker]);
      expect((await post('/api/invitations/associate', { invitationUuid: invitation.id })).status).toBe(401);
    });

    it('reports whether a personal invitation has its networker', async () => {
      const invitation = await createInvitation(app, operator);
      const status = () =>
        request(app.url).get(`/api/networker-registration/${invitation.slug}/status`).expect(200);
      expect((await status()).body).toEqual({ isRegistered: false });
      await registerNetworker(app, invitation.id);
      expect((await status()).body).toEqual({ isRegistered: true });
      await request(app.url).get('/api/networker-registration/unknown-link/status').expect(404);
    });
  });

  describe('the registration form and contact submission', () => {
    it('registers with name, email and password, then submits contacts one at a time', async () => {
      const invitation = await createInvitation(app, operator);
      const visitor = await visitorSession(app);
      const registered = await request(app.url)
        .post('/api/networker-registration/register')
        .set(visitor.headers)
        .send({
          invitationUuid: invitation.id,
          fullName: 'Quinn Quick',
          email: uniqueEmail(),
          password: STRONG_PASSWORD,
          authMethod: 'password',
        })
        .expect(201);
      const session = sessionFrom(registered, visitor);
      const submit = (body: object) =>
        request(app.url)
          .post('/api/prospect-submissions')
          .set(session.headers)
          .send({ invitationUuid: invitation.id, ...body });

      const submitted = await submit({
        operatorId: operator.user.id,
        networkerName: 'Quinn Quick',
        prospectName: 'Rita Lead',
        prospectCompany: 'Ramp',
        linkedinUrl: 'https://www.linkedin.com/in/rita',
        networkerMessage: '',
      }).expect(201);
      expect(submitted.body).toMatchObject({ readModelsCaughtUp: true });
      const missing = await submit({ prospectName: 'No Company' });
      expect([missing.status, message(missing)]).toEqual([400, M.fillRequiredFields]);
      const badLink = await submit({ prospectName: 'Bad', prospectCompany: 'Link', linkedinUrl: 'nope' });
      expect([badLink.status, message(badLink)]).toEqual([400, M.contactLinkedinInvalid]);
      const wrongOperator = await submit({
        prospectName: 'X',
        prospectCompany: 'Y',
        operatorId: 'someone-else',
      });
      expect(wrongOperator.status).toBe(400);

      const contacts = (
        await request(app.url).get('/api/networker/contacts-with-status').set(session.headers).expect(200)
      ).body as NetworkerContact[];
      expect(contacts).toEqual([
        expect.objectContaining({
          prospectName: 'Rita Lead',
          status: 'submitted',
          prospectLinkedinUrl: 'https://www.linkedin.com/in/rita',
        }),
      ]);
    });

    it('keeps submissions to networkers: operators get 403 and visitors 401', async () => {
      const invitation = await createInvitation(app, operator);
      const body = { invitationUuid: invitation.id, prospectName: 'A', prospectCompany: 'B' };
      expect(
        (await request(app.url).post('/api/prospect-submissions').set(operator.session.headers).send(body))
          .status,
      ).toBe(403);
      expect((await post('/api/prospect-submissions', body)).status).toBe(401);
    });
  });

  describe('GET /api/double-opt-in/{uuid} and the contact list', () => {
    it('shows the invitation and the networker’s own contacts to who joined it, and to nobody else', async () => {
      const invitation = await createInvitation(app, operator);
      const { session } = await registerNetworker(app, invitation.id, {
        newContacts: [{ prospectName: 'Dora Double', prospectCompany: 'Opt' }],
      });
      const page = (
        await request(app.url).get(`/api/double-opt-in/${invitation.id}`).set(session.headers).expect(200)
      ).body as {
        invitation: { id: string };
        operatorProfile: { fullName: string };
        contacts: NetworkerContact[];
      };
      expect(page.invitation.id).toBe(invitation.id);
      expect(page.operatorProfile.fullName).toBe('Dana Demo');
      expect(page.contacts.map((contact) => contact.prospectName)).toEqual(['Dora Double']);

      const stranger = await registerNetworker(app, (await createInvitation(app, operator)).id);
      const refused = await request(app.url)
        .get(`/api/double-opt-in/${invitation.id}`)
        .set(stranger.session.headers);
      expect([refused.status, message(refused)]).toEqual([403, M.notOnInvitation]);
      const strangersContacts = (
        await request(app.url)
          .get('/api/networker/contacts-with-status')
          .set(stranger.session.headers)
          .expect(200)
      ).body as NetworkerContact[];
      expect(strangersContacts.map((contact) => contact.prospectName)).not.toContain('Dora Double');

      const asOperator = await request(app.url)
        .get(`/api/double-opt-in/${invitation.id}`)
        .set(operator.session.headers)
        .expect(200);
      expect((asOperator.body as { contacts: unknown[] }).contacts).toEqual([]);
      expect((await request(app.url).get(`/api/double-opt-in/${invitation.id}`)).status).toBe(401);
      expect(
        (await request(app.url).get('/api/double-opt-in/unknown-link').set(session.headers)).status,
      ).toBe(404);
      expect(
        (await request(app.url).get('/api/networker/contacts-with-status').set(operator.session.headers))
          .status,
      ).toBe(403);
    });
  });
});
