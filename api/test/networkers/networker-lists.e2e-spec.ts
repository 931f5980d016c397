import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type ApprovedProspect,
  type ContactWithStatus,
  MAX_NEW_CONTACTS_PER_ACCEPTANCE,
  NETWORKER_JOURNEY_MESSAGES,
  type NetworkerContact,
  type NetworkerInvitation,
  type NetworkerWithProspects,
  PROSPECT_LIST_MESSAGES as M,
  PROSPECT_MESSAGES,
  type SubmittedContact,
} from '@referrals/contracts';
import request from 'supertest';
import { type RegisteredUser, registerUser } from '../support/identity-client.js';
import { registerNetworker } from '../support/networker-builders.js';
import { createInvitation, operatorReadyToInvite, recommendProspect } from '../support/operator-builders.js';
import { startTestApp, type TestApp, visitorSession } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';

const messageOf = (response: { body: unknown }): string => (response.body as { message: string }).message;

describe('the networker’s lists, answers, submissions and the operator’s view of them', () => {
  let app: TestApp;
  let operator: RegisteredUser;

  beforeAll(async () => {
    app = await startTestApp({ label: 'networker_lists' });
    operator = await operatorReadyToInvite(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = <T>(path: string, as: TestSession): Promise<T> =>
    request(app.url)
      .get(path)
      .set(as.headers)
      .expect(200)
      .then((response) => response.body as T);
  const answer = (prospectId: string, body: Record<string, unknown>, as: TestSession) =>
    request(app.url).patch(`/api/prospects/${prospectId}/status`).set(as.headers).send(body);
  const submit = (invitationRef: string, body: Record<string, unknown>, as: TestSession) =>
    request(app.url).post(`/api/prospect-submissions/${invitationRef}`).set(as.headers).send(body);
  const rename = (prospectId: string, body: Record<string, unknown>, as: TestSession = operator.session) =>
    request(app.url).put(`/api/prospects/${prospectId}/name`).set(as.headers).send(body);

  /** A fresh invitation with these recommendations, and a networker who joined it without answering them. */
  async function networkerWithRecommendations(...names: string[]) {
    const invitation = await createInvitation(app, operator, {
      introEmailBounty: 50,
      referralBounty: 250.5,
      revShareBounty: null,
    });
    const prospects: Record<string, string> = {};
    for (const prospectName of names) {
      prospects[prospectName] = await recommendProspect(app, operator, invitation.id, { prospectName });
    }
    const { session, answer: registered } = await registerNetworker(app, invitation.id);
    return { invitation, prospects, session, networkerUserId: registered.user.id };
  }

  it('lists pending recommendations; an answer moves them to approved once, and a second answer is refused', async () => {
    const { invitation, prospects, session } = await networkerWithRecommendations(
      'Priya Pending',
      'Rob Rejected',
    );
    const pending = await get<ContactWithStatus[]>('/api/networker/pending-approval', session);
    expect(pending.map((contact) => contact.prospectName).sort()).toEqual(['Priya Pending', 'Rob Rejected']);
    expect(pending[0]).toEqual(
      expect.objectContaining({
        prospectCompany: 'Stripe',
        currentStatus: null,
        operatorName: 'Dana Demo',
        approvalStatus: 'pending',
        sourceType: 'operator_recommended',
        invitationUuid: invitation.id,
        submittedAt: expect.any(String),
      }),
    );

    const priya = prospects['Priya Pending']!;
    const approved = await answer(priya, { status: 'approved', notes: ' Old colleague ' }, session).expect(
      200,
    );
    expect(approved.body).toMatchObject({ readModelsCaughtUp: true });
    const again = await answer(priya, { status: 'rejected' }, session).expect(409);
    expect(messageOf(again)).toBe(M.alreadyAnswered);
    await answer(prospects['Rob Rejected']!, { status: 'rejected' }, session).expect(200);
    expect(await get<ContactWithStatus[]>('/api/networker/pending-approval', session)).toEqual([]);

    const [approvedProspect, ...others] = await get<ApprovedProspect[]>(
      '/api/networker/approved-prospects',
      session,
    );
    expect(others).toEqual([]);
    expect(approvedProspect).toMatchObject({
      id: priya,
      prospectName: 'Priya Pending',
      status: 'submitted',
      operatorProfile: { name: 'Dana Demo', company: 'Acme' },
      invitation: {
        id: invitation.id,
        introEmailBounty: '50.00',
        referralBounty: '250.50',
        revShareBounty: null,
      },
    });
  });

  it('refuses a bad answer, other networkers (as unknown), operators and signed-out callers', async () => {
    const { prospects, session } = await networkerWithRecommendations('Nina Nobody');
    const nina = prospects['Nina Nobody']!;
    const invalid = await answer(nina, { status: 'maybe' }, session).expect(400);
    expect(messageOf(invalid)).toBe(M.answerInvalid);
    await answer(nina, { status: 'approved', notes: 'x'.repeat(2001) }, session).expect(400);
    await answer('00000000-0000-4000-8000-000000000000', { status: 'approved' }, session).expect(404);

    const { session: outsider } = await networkerWithRecommendations();
    const unknown = await answer(nina, { status: 'approved' }, outsider).expect(404);
    expect(messageOf(unknown)).toBe(PROSPECT_MESSAGES.notFound);
    expect(await get<ContactWithStatus[]>('/api/networker/pending-approval', outsider)).toEqual([]);
    await answer(nina, { status: 'approved' }, operator.session).expect(403);
    await answer(nina, { status: 'approved' }, await visitorSession(app)).expect(401);
    expect(await get<ContactWithStatus[]>('/api/networker/pending-approval', session)).toHaveLength(1);
  });

  it('lets one of several simultaneous answers win; the others answer 409', async () => {
    const { prospects, session } = await networkerWithRecommendations('Carl Concurrent');
    const carl = prospects['Carl Concurrent']!;
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => answer(carl, { status: i % 2 ? 'approved' : 'rejected' }, session)),
    );
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
  });

  it('lists the invitations the networker accepted, with their bounties and operator, and no one else’s', async () => {
    const { invitation, session } = await networkerWithRecommendations();
    const invitations = await get<NetworkerInvitation[]>('/api/networker/invitations', session);
    expect(invitations).toEqual([
      expect.objectContaining({
        id: invitation.id,
        uuid: invitation.id,
        introEmailBounty: '50.00',
        referralBounty: '250.50',
        revShareBounty: null,
        acceptedAt: expect.any(String),
        operatorProfile: expect.objectContaining({
          name: 'Dana Demo',
          fullName: 'Dana Demo',
          title: 'Head of Sales',
        }),
      }),
    ]);
    const { session: other } = await networkerWithRecommendations();
    const theirs = await get<NetworkerInvitation[]>('/api/networker/invitations', other);
    expect(theirs.map((item) => item.id)).not.toContain(invitation.id);
    await request(app.url).get('/api/networker/invitations').set(operator.session.headers).expect(403);
  });

  it('takes contacts as LinkedIn addresses or typed in, all in one go, and lists them as submitted', async () => {
    const { invitation, session } = await networkerWithRecommendations();
    const linkedin = await submit(
      invitation.id,
      { linkedInUrls: 'https://www.linkedin.com/in/jane-doe-4b2a91\n\n linkedin.com/in/omar-ali ' },
      session,
    ).expect(201);
    expect((linkedin.body as { prospectIds: string[] }).prospectIds).toHaveLength(2);
    await submit(
      invitation.slug,
      { manualContacts: [{ name: ' Sam Smith ', company: ' Figma ' }] },
      session,
    ).expect(201);

    const submitted = await get<SubmittedContact[]>('/api/networker/submitted-contacts', session);
    expect(submitted.map((contact) => [contact.prospectName, contact.prospectCompany]).sort()).toEqual([
      ['Jane Doe', null],
      ['Omar Ali', null],
      ['Sam Smith', 'Figma'],
    ]);
    const jane = submitted.find((contact) => contact.prospectName === 'Jane Doe')!;
    expect(jane).toMatchObject({
      prospectId: jane.id,
      linkedinUrl: 'https://www.linkedin.com/in/jane-doe-4b2a91',
      status: 'submitted',
      invitationUuid: invitation.id,
    });
    const { session: other } = await networkerWithRecommendations();
    expect(await get<SubmittedContact[]>('/api/networker/submitted-contacts', other)).toEqual([]);
  });

  it('lists the contacts newest first, also those sent in one go: the last typed first', async () => {
    const { invitation, session } = await networkerWithRecommendations();
    const typed = (...names: string[]) => ({
      manualContacts: names.map((name) => ({ name, company: 'Acme' })),
    });
    // Contacts sent in one go may share their time to the millisecond; their ids keep the order.
    const first = ['Zoe Zed', 'Adam Ant', 'Mia Moss', 'Bo Beck', 'Yan Yu', 'Cy Cole', 'Xia Xu', 'Di Dunn'];
    await submit(invitation.id, typed(...first), session).expect(201);
    await submit(invitation.id, typed('Ken Kay', 'Al Ash'), session).expect(201);

    const submitted = await get<SubmittedContact[]>('/api/networker/submitted-contacts', session);
    expect(submitted.map((contact) => contact.prospectName)).toEqual([
      'Al Ash',
      'Ken Kay',
      ...first.reverse(),
    ]);
  });

  it('refuses a submission without contacts, with both kinds, bad addresses or too many, saying why', async () => {
    const { invitation, session } = await networkerWithRecommendations();
    const refusals: [Record<string, unknown>, string][] = [
      [{}, M.nothingSubmitted],
      [{ linkedInUrls: 'linkedin.com/in/a', manualContacts: [] }, M.oneKindOnly],
      [{ linkedInUrls: ' \n ' }, M.linkedinUrlsRequired],
      [{ linkedInUrls: 'https://example.com/in/a' }, NETWORKER_JOURNEY_MESSAGES.linkedinUrlsInvalid],
      [{ manualContacts: [] }, M.completeContactRequired],
      [{ manualContacts: [{ name: 'Sam', company: '  ' }] }, M.contactIncomplete],
      [{ manualContacts: [{ name: 'Sam' }] }, M.contactIncomplete],
      [
        {
          manualContacts: Array.from({ length: MAX_NEW_CONTACTS_PER_ACCEPTANCE + 1 }, () => ({
            name: 'A',
            company: 'B',
          })),
        },
        NETWORKER_JOURNEY_MESSAGES.tooManyContacts(MAX_NEW_CONTACTS_PER_ACCEPTANCE),
      ],
    ];
    for (const [body, message] of refusals) {
      expect(messageOf(await submit(invitation.id, body, session).expect(400))).toBe(message);
    }
    expect(await get<SubmittedContact[]>('/api/networker/submitted-contacts', session)).toEqual([]);

    const missing = await submit('no-such-invitation', { linkedInUrls: 'linkedin.com/in/a' }, session).expect(
      404,
    );
    expect(messageOf(missing)).toBe(NETWORKER_JOURNEY_MESSAGES.invitationNotFound);
    await submit(invitation.id, { linkedInUrls: 'linkedin.com/in/a' }, operator.session).expect(403);
    await submit(invitation.id, { linkedInUrls: 'linkedin.com/in/a' }, await visitorSession(app)).expect(401);
  });

  it('lets the invitation’s operator rename a prospect, and the networker sees the new name', async () => {
    const { invitation, session } = await networkerWithRecommendations();
    await submit(invitation.id, { manualContacts: [{ name: 'Sam Smth', company: 'Figma' }] }, session).expect(
      201,
    );
    const [contact] = await get<SubmittedContact[]>('/api/networker/submitted-contacts', session);
    await rename(contact!.id, { prospectName: '  Sam Smith ' }).expect(200);
    const contacts = await get<NetworkerContact[]>('/api/networker/contacts-with-status', session);
    expect(contacts.find((row) => row.id === contact!.id)?.prospectName).toBe('Sam Smith');

    for (const prospectName of ['   ', undefined]) {
      expect(messageOf(await rename(contact!.id, { prospectName }).expect(400))).toBe(
        PROSPECT_MESSAGES.nameRequired,
      );
    }
    await rename(contact!.id, { prospectName: 'x'.repeat(201) }).expect(400);
    const other = await operatorReadyToInvite(app, 'Olga Other');
    await rename(contact!.id, { prospectName: 'Taken' }, other.session).expect(404);
    await rename(contact!.id, { prospectName: 'Taken' }, session).expect(403);
    await rename(contact!.id, { prospectName: 'Taken' }, await visitorSession(app)).expect(401);
  });

  it('renames a pending recommendation, and a later edit keeps the new name', async () => {
    const { prospects, session } = await networkerWithRecommendations('Pat Pending');
    const pat = prospects['Pat Pending']!;
    await rename(pat, { prospectName: 'Patricia Pending' }).expect(200);
    await request(app.url)
      .patch(`/api/prospects/${pat}`)
      .set(operator.session.headers)
      .send({ prospectTitle: 'CFO' })
      .expect(200);
    const [pending] = await get<ContactWithStatus[]>('/api/networker/pending-approval', session);
    expect(pending).toMatchObject({ prospectName: 'Patricia Pending', prospectTitle: 'CFO' });
  });

  it('tells the operator who each contact is: what the networker wrote, the LinkedIn address, the protection', async () => {
    const invitation = await createInvitation(app, operator, {
      introEmailBounty: 50,
      referralBounty: 250,
      revShareBounty: null,
    });
    const { session, answer: registered } = await registerNetworker(app, invitation.id, {
      newContacts: [
        {
          prospectName: 'Wren Written',
          prospectTitle: 'VP Sales',
          prospectCompany: 'Stripe',
          prospectLinkedinUrl: 'linkedin.com/in/wren-written',
          networkerNotes: 'We ran the EU launch together; she is hiring for exactly this.',
        },
      ],
    });
    await submit(invitation.id, { linkedInUrls: 'https://www.linkedin.com/in/lee-linked' }, session).expect(
      201,
    );

    const list = await get<NetworkerWithProspects[]>(
      '/api/operator/networkers-with-prospects',
      operator.session,
    );
    const row = list.find((item) => item.invitationId === invitation.id)!;
    expect(row).toMatchObject({ networkerUserId: registered.user.id, prospectCount: 2 });
    const wren = row.prospects.find((prospect) => prospect.prospectName === 'Wren Written');
    expect(wren).toMatchObject({
      prospectTitle: 'VP Sales',
      prospectCompany: 'Stripe',
      prospectLinkedinUrl: 'https://linkedin.com/in/wren-written',
      networkerNotes: 'We ran the EU launch together; she is hiring for exactly this.',
      sourceType: 'networker_added',
      protectedUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const lee = row.prospects.find((prospect) => prospect.sourceType === 'linkedin_url');
    expect(lee).toMatchObject({
      prospectLinkedinUrl: 'https://www.linkedin.com/in/lee-linked',
      prospectTitle: null,
      prospectCompany: null,
      networkerNotes: null,
      protectedUntil: expect.any(String),
    });
  });

  it('shows the operator their networkers with each prospect’s timeline, and nobody else’s', async () => {
    const { invitation, prospects, session, networkerUserId } =
      await networkerWithRecommendations('Tia Timeline');
    const tia = prospects['Tia Timeline']!;
    await answer(tia, { status: 'approved', notes: 'We worked together' }, session).expect(200);
    await request(app.url)
      .post(`/api/prospects/${tia}/status-updates`)
      .set(operator.session.headers)
      .send({ status: 'under_review', notes: 'Calling her Monday' })
      .expect(201);

    const list = await get<NetworkerWithProspects[]>(
      '/api/operator/networkers-with-prospects',
      operator.session,
    );
    const row = list.find((item) => item.invitationId === invitation.id)!;
    expect(row).toMatchObject({
      networkerUserId,
      networkerName: 'Nora Networker',
      networkerTitle: 'Partner',
      networkerCompany: 'Northwind',
      networkerProfileImageUrl: null,
      acceptedAt: expect.any(String),
      prospectCount: 1,
    });
    expect(row.prospects[0]).toMatchObject({
      id: tia,
      // A recommendation: the operator's own notes, and no protection of a networker's claim.
      networkerNotes: null,
      protectedUntil: null,
      status: 'under_review',
      statusNotes: 'Calling her Monday',
      timeline: [
        { status: 'submitted', notes: 'We worked together', updatedBy: 'Nora Networker' },
        { status: 'under_review', notes: 'Calling her Monday', updatedBy: 'Dana Demo' },
      ],
    });

    const other = await operatorReadyToInvite(app, 'Olga Other');
    expect(
      await get<NetworkerWithProspects[]>('/api/operator/networkers-with-prospects', other.session),
    ).toEqual([]);
    await request(app.url).get('/api/operator/networkers-with-prospects').set(session.headers).expect(403);
    const visitor = await visitorSession(app);
    await request(app.url).get('/api/operator/networkers-with-prospects').set(visitor.headers).expect(401);
    const { session: plain } = await registerUser(app, { userType: 'networker' });
    expect(await get<ContactWithStatus[]>('/api/networker/pending-approval', plain)).toEqual([]);
  });
});
