import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type InvitationListItem,
  NETWORKER_JOURNEY_MESSAGES,
  type NetworkerContact,
  type NetworkerProfileAnswer,
  type OperatorProfileAnswer,
  webUrlInvalidMessage,
} from '@referrals/contracts';
import request, { type Response } from 'supertest';
import { registerUser, type RegisteredUser } from '../support/identity-client.js';
import { registerNetworker } from '../support/networker-builders.js';
import {
  COMPLETE_PROFILE,
  createInvitation,
  operatorReadyToInvite,
  recommendProspect,
} from '../support/operator-builders.js';
import { startTestApp, type TestApp, visitorSession } from '../support/test-app.js';

/** Addresses a browser would run or open outside the web: each is refused by every URL field. */
const NOT_WEB_ADDRESSES = [
  'javascript:alert(document.cookie)',
  ' JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'file:///etc/passwd',
  'ftp://files.example.com/a',
  'not a link',
];

const messageOf = (response: Response): unknown => (response.body as { message?: unknown }).message;

describe('URL fields take web addresses only (http or https), https:// added where left out', () => {
  let app: TestApp;
  let operator: RegisteredUser;

  beforeAll(async () => {
    app = await startTestApp({
      label: 'web_url_fields',
      env: { EMAIL_CHECKS_PER_IP_PER_MINUTE: '1000', SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE: '1000' },
    });
    operator = await operatorReadyToInvite(app, 'Uma Url');
  });
  afterAll(async () => {
    await app?.close();
  });

  describe("the operator's profile", () => {
    const URL_FIELDS = {
      linkedinUrl: 'LinkedIn URL',
      websiteUrl: 'Website URL',
      scheduleLink: 'Scheduling link',
      profileImageUrl: 'Profile image URL',
      backgroundImageUrl: 'Background image URL',
    } as const;
    const saveProfile = (changes: Record<string, string>) =>
      request(app.url)
        .put(`/api/operator-profile/${operator.user.id}`)
        .set(operator.session.headers)
        .send({ ...COMPLETE_PROFILE, fullName: 'Uma Url', ...changes });
    const storedProfile = async () =>
      (
        await request(app.url)
          .get(`/api/operator-profile/${operator.user.id}`)
          .set(operator.session.headers)
          .expect(200)
      ).body as OperatorProfileAnswer;

    it.each(Object.entries(URL_FIELDS) as Array<[keyof typeof URL_FIELDS, string]>)(
      'refuses any other scheme in %s, naming the field',
      async (field, label) => {
        for (const address of NOT_WEB_ADDRESSES) {
          const response = await saveProfile({ [field]: address });
          expect({ address, status: response.status, message: messageOf(response) }).toEqual({
            address,
            status: 400,
            message: webUrlInvalidMessage(label),
          });
        }
        expect((await storedProfile())[field]).not.toMatch(/^\s*(javascript|data|file|ftp):/i);
      },
    );

    it('stores an address typed without its scheme with https://, keeps http(s) ones and empty ones', async () => {
      await saveProfile({
        linkedinUrl: 'linkedin.com/in/uma',
        websiteUrl: '  acme.example  ',
        scheduleLink: 'http://cal.example/uma',
        profileImageUrl: '//img.example/uma.png',
        backgroundImageUrl: '',
      }).expect(200);
      expect(await storedProfile()).toMatchObject({
        linkedinUrl: 'https://linkedin.com/in/uma',
        websiteUrl: 'https://acme.example',
        scheduleLink: 'http://cal.example/uma',
        profileImageUrl: 'https://img.example/uma.png',
        backgroundImageUrl: '',
      });
    });
  });

  describe("a prospect's LinkedIn address", () => {
    it('refuses other schemes on an invitation, and adds https:// to a bare address', async () => {
      const refused = await request(app.url)
        .post('/api/networker-invitations')
        .set(operator.session.headers)
        .send({ prospectName: 'Ivy Invitee', prospectLinkedinUrl: 'javascript:alert(1)' });
      expect([refused.status, messageOf(refused)]).toEqual([400, webUrlInvalidMessage('LinkedIn URL')]);

      const { id } = await createInvitation(app, operator, {
        prospectName: 'Ivy Invitee',
        prospectLinkedinUrl: 'linkedin.com/in/ivy',
      });
      const listed = (
        await request(app.url).get('/api/networker-invitations').set(operator.session.headers).expect(200)
      ).body as InvitationListItem[];
      expect(listed.find((item) => item.id === id)?.inviteeLinkedinUrl).toBe('https://linkedin.com/in/ivy');
    });

    it("refuses other schemes in a recommendation's LinkedIn and image addresses, and adds https://", async () => {
      const { id: invitationId } = await createInvitation(app, operator);
      for (const field of ['prospectLinkedinUrl', 'profileImageUrl']) {
        const refused = await request(app.url)
          .post('/api/prospects')
          .set(operator.session.headers)
          .send({ invitationId, prospectName: 'Rex Recommended', [field]: 'data:text/html,hi' });
        expect({ field, status: refused.status }).toEqual({ field, status: 400 });
      }
      await recommendProspect(app, operator, invitationId, {
        prospectName: 'Rex Recommended',
        prospectLinkedinUrl: 'www.linkedin.com/in/rex',
        profileImageUrl: 'img.example/rex.png',
      });
      const listed = (
        await request(app.url)
          .get(`/api/prospects/invitation/${invitationId}`)
          .set(operator.session.headers)
          .expect(200)
      ).body as Array<{ prospectLinkedinUrl: string | null; profileImageUrl: string | null }>;
      expect(listed).toEqual([
        expect.objectContaining({
          prospectLinkedinUrl: 'https://www.linkedin.com/in/rex',
          profileImageUrl: 'https://img.example/rex.png',
        }),
      ]);
    });

    it("refuses other schemes in a networker's contacts and profile, and adds https:// to bare ones", async () => {
      const { id: invitationId } = await createInvitation(app, operator);
      const refusedContact = await request(app.url)
        .post('/api/networker-registration')
        .set((await visitorSession(app)).headers)
        .send({
          invitationUuid: invitationId,
          fullName: 'Nia Networker',
          email: 'nia@example.com',
          password: 'Correct-Horse-9',
          newContacts: [
            { prospectName: 'Cy Contact', prospectCompany: 'Acme', prospectLinkedinUrl: 'javascript:x()' },
          ],
        });
      expect(refusedContact.status).toBe(400);

      const { session } = await registerNetworker(app, invitationId, {
        linkedinUrl: 'linkedin.com/in/nia',
        newContacts: [
          { prospectName: 'Cy Contact', prospectCompany: 'Acme', prospectLinkedinUrl: 'linkedin.com/in/cy' },
        ],
      });
      const contacts = (
        await request(app.url).get('/api/networker/contacts-with-status').set(session.headers).expect(200)
      ).body as NetworkerContact[];
      expect(contacts.map((contact) => contact.prospectLinkedinUrl)).toEqual(['https://linkedin.com/in/cy']);

      const pasted = await request(app.url)
        .post(`/api/prospect-submissions/${invitationId}`)
        .set(session.headers)
        .send({ linkedInUrls: 'linkedin.com/in/dee-one\njavascript:alert(1)//linkedin.com/in/evil' });
      expect([pasted.status, messageOf(pasted)]).toEqual([
        400,
        NETWORKER_JOURNEY_MESSAGES.linkedinUrlsInvalid,
      ]);
      const listed = await request(app.url)
        .post('/api/prospect-submissions/linkedin')
        .set(session.headers)
        .send({ invitationUuid: invitationId, linkedinUrls: ['data:text/html,linkedin.com/in/evil'] });
      expect([listed.status, messageOf(listed)]).toEqual([
        400,
        NETWORKER_JOURNEY_MESSAGES.linkedinUrlsInvalid,
      ]);
      await request(app.url)
        .post(`/api/prospect-submissions/${invitationId}`)
        .set(session.headers)
        .send({ linkedInUrls: 'linkedin.com/in/dee-one' })
        .expect(201);
      await request(app.url)
        .post('/api/prospect-submissions/linkedin')
        .set(session.headers)
        .send({ invitationUuid: invitationId, linkedinUrls: [' www.linkedin.com/in/eve-two '] })
        .expect(201);
      const after = (
        await request(app.url).get('/api/networker/contacts-with-status').set(session.headers).expect(200)
      ).body as NetworkerContact[];
      expect(after.map((contact) => contact.prospectLinkedinUrl).sort()).toEqual([
        'https://linkedin.com/in/cy',
        'https://linkedin.com/in/dee-one',
        'https://www.linkedin.com/in/eve-two',
      ]);
    });

    it("refuses other schemes in a networker profile's LinkedIn address, and adds https://", async () => {
      const { user, session } = await registerUser(app, { name: 'Pia Profile', userType: 'networker' });
      const refused = await request(app.url)
        .post('/api/networker-profiles')
        .set(session.headers)
        .send({ userId: user.id, fullName: 'Pia Profile', linkedinUrl: 'javascript:alert(1)' });
      expect([refused.status, messageOf(refused)]).toEqual([
        400,
        'Please enter a valid LinkedIn profile URL',
      ]);
      const saved = await request(app.url)
        .post('/api/networker-profiles')
        .set(session.headers)
        .send({ userId: user.id, fullName: 'Pia Profile', linkedinUrl: 'linkedin.com/in/pia' })
        .expect(201);
      expect((saved.body as NetworkerProfileAnswer).linkedinUrl).toBe('https://linkedin.com/in/pia');
    });
  });
});
