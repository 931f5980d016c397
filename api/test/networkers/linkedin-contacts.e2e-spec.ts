import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  NETWORKER_JOURNEY_MESSAGES as M,
  type LinkedinContactsSubmissionAnswer,
  type NetworkerContact,
} from '@referrals/contracts';
import request from 'supertest';
import type { RegisteredUser } from '../support/identity-client.js';
import { registerNetworker } from '../support/networker-builders.js';
import { createInvitation, operatorReadyToInvite } from '../support/operator-builders.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';

const message = (response: request.Response) => (response.body as { message: string }).message;

describe('POST /api/prospect-submissions/linkedin (the double opt-in page)', () => {
  let app: TestApp;
  let operator: RegisteredUser;

  const submit = (session: TestSession | null, body: object) => {
    const call = request(app.url).post('/api/prospect-submissions/linkedin');
    return (session ? call.set(session.headers) : call).send(body);
  };
  const contactsOf = async (session: TestSession) =>
    (await request(app.url).get('/api/networker/contacts-with-status').set(session.headers).expect(200))
      .body as NetworkerContact[];

  beforeAll(async () => {
    app = await startTestApp({
      label: 'linkedin_contacts',
      env: { EMAIL_CHECKS_PER_IP_PER_MINUTE: '10000', SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE: '10000' },
    });
    operator = await operatorReadyToInvite(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('records every address as a submitted contact named from its slug, with no company invented', async () => {
    const invitation = await createInvitation(app, operator);
    const { session } = await registerNetworker(app, invitation.id);
    const answer = (
      await submit(session, {
        invitationUuid: invitation.id,
        linkedinUrls: ['https://www.linkedin.com/in/jane-doe-4b2a91', ' linkedin.com/in/omar-ali/ '],
      }).expect(201)
    ).body as LinkedinContactsSubmissionAnswer;
    expect(answer.prospectIds).toHaveLength(2);
    expect(answer.readModelsCaughtUp).toBe(true);

    const contacts = await contactsOf(session);
    expect(
      contacts
        .map((contact) => [
          contact.prospectName,
          contact.prospectCompany,
          contact.prospectLinkedinUrl,
          contact.sourceType,
          contact.status,
        ])
        .sort(),
    ).toEqual([
      ['Jane Doe', null, 'https://www.linkedin.com/in/jane-doe-4b2a91', 'linkedin_url', 'submitted'],
      ['Omar Ali', null, 'https://linkedin.com/in/omar-ali/', 'linkedin_url', 'submitted'],
    ]);
    const page = (
      await request(app.url).get(`/api/double-opt-in/${invitation.id}`).set(session.headers).expect(200)
    ).body as { contacts: NetworkerContact[] };
    expect(page.contacts).toHaveLength(2);
  });

  it('refuses an empty list and any line that is not a LinkedIn profile, recording none of them', async () => {
    const invitation = await createInvitation(app, operator);
    const { session } = await registerNetworker(app, invitation.id);
    for (const [linkedinUrls, expected] of [
      [[], M.linkedinUrlsRequired],
      [undefined, M.linkedinUrlsRequired],
      [['https://linkedin.com/in/fine', 'https://linkedin.com/company/acme'], M.linkedinUrlsInvalid],
      [['https://example.com/in/jane'], M.linkedinUrlsInvalid],
      [['not a url linkedin.com/in/x'], M.linkedinUrlsInvalid],
      [[42], M.linkedinUrlsInvalid],
    ] as const) {
      const response = await submit(session, { invitationUuid: invitation.id, linkedinUrls });
      expect([response.status, message(response)]).toEqual([400, expected]);
    }
    const tooMany = Array.from({ length: 26 }, (_, index) => `https://linkedin.com/in/person-${index}`);
    expect((await submit(session, { invitationUuid: invitation.id, linkedinUrls: tooMany })).status).toBe(
      400,
    );
    expect(await contactsOf(session)).toEqual([]);
  });

  it('refuses outsiders: signed out, a networker who did not join, the operator, unknown and disabled invitations', async () => {
    const invitation = await createInvitation(app, operator);
    const body = { invitationUuid: invitation.id, linkedinUrls: ['https://linkedin.com/in/jane-doe'] };
    expect((await submit(null, body)).status).toBe(401);

    const stranger = await registerNetworker(app, (await createInvitation(app, operator)).id);
    const refused = await submit(stranger.session, body);
    expect([refused.status, message(refused)]).toEqual([403, M.notOnInvitation]);
    expect(await contactsOf(stranger.session)).toEqual([]);

    expect((await submit(operator.session, body)).status).toBe(403);

    const unknown = await submit(stranger.session, { ...body, invitationUuid: 'no-such-link' });
    expect([unknown.status, message(unknown)]).toEqual([404, M.invitationNotFound]);

    const { session } = await registerNetworker(app, invitation.id);
    await request(app.url)
      .patch(`/api/networker-invitations/${invitation.id}`)
      .set(operator.session.headers)
      .send({ isActive: false })
      .expect(200);
    const disabled = await submit(session, body);
    expect([disabled.status, message(disabled)]).toEqual([400, M.invitationDisabled]);
    expect(await contactsOf(session)).toEqual([]);
  });
});
