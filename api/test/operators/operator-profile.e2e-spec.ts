import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type CommandAnswer,
  type NetworkerInvitation,
  OPERATOR_PROFILE_MESSAGES,
  type OperatorProfile,
  TIME_ZONE_MESSAGES,
} from '@referrals/contracts';
import request from 'supertest';
import { actingAsAuditor } from '../support/auditor-builders.js';
import { registerUser } from '../support/identity-client.js';
import { registerNetworker } from '../support/networker-builders.js';
import { COMPLETE_PROFILE, createInvitation, operatorReadyToInvite } from '../support/operator-builders.js';
import { connectLiveSocket, invalidationAt } from '../support/live-socket.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('the operator profile', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ label: 'operator_profile' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('saves the profile as an event, answers once the read model has it, and tells the live socket', async () => {
    const { user, session } = await registerUser(app);
    const { received } = await connectLiveSocket(app.url, session.cookie);
    const saved = await request(app.url)
      .put(`/api/operator-profile/${user.id}`)
      .set(session.headers)
      .send(COMPLETE_PROFILE)
      .expect(200);
    const answer = saved.body as CommandAnswer;
    expect(answer.readModelsCaughtUp).toBe(true);

    const read = await request(app.url)
      .get(`/api/operator-profile/${user.id}`)
      .set(session.headers)
      .expect(200);
    expect(read.body as OperatorProfile).toMatchObject({
      ...COMPLETE_PROFILE,
      // Typed without its scheme: stored as the web address it means.
      websiteUrl: 'https://acme.com',
      targetProspects: ['Stripe', 'Notion'],
      userId: user.id,
      bountyAmount: 500,
      revenueShare: 5,
      scheduleLink: '',
    });
    const [event] = await app.sql<{ type: string; data: { bountyAmount: unknown } }>(
      'SELECT type, data FROM events WHERE stream_name = $1',
      [`operator-${user.id}`],
    );
    expect(event).toMatchObject({
      type: 'OperatorProfileSaved',
      data: { bountyAmount: { amountCents: 50_000, currency: 'USD' } },
    });
    const invalidation = await invalidationAt(received, answer.position);
    // The profile, the onboarding checklist whose first step it is, and the invitations showing its card.
    expect(invalidation?.keys).toEqual([
      ['/api/operator-profile', user.id],
      ['/api/dashboard/onboarding'],
      ['/api/networker-invitations'],
      ['/api/networker-invitations/page'],
    ]);
  });

  it("refreshes the networkers' and auditors' screens that name the operator when the profile is saved", async () => {
    const operator = await operatorReadyToInvite(app, 'Olive Before');
    const invitation = await createInvitation(app, operator);
    const { session } = await registerNetworker(app, invitation.id);
    const networker = await connectLiveSocket(app.url, session.cookie);
    const auditorSession = await actingAsAuditor(app, await registerUser(app));
    const auditor = await connectLiveSocket(app.url, auditorSession.cookie);
    try {
      const saved = await request(app.url)
        .put(`/api/operator-profile/${operator.user.id}`)
        .set(operator.session.headers)
        .send({ ...COMPLETE_PROFILE, fullName: 'Olive After' })
        .expect(200);
      const { position } = saved.body as CommandAnswer;
      expect((await invalidationAt(networker.received, position))?.keys).toEqual(
        expect.arrayContaining([
          ['/api/networker/bounty-ledger'],
          ['/api/conversations'],
          ['/api/conversations/page'],
          ['/api/reviews/received'],
          ['/api/reviews/given'],
        ]),
      );
      expect((await invalidationAt(auditor.received, position))?.keys).toEqual([['/api/disputes']]);
    } finally {
      networker.socket.disconnect();
      auditor.socket.disconnect();
    }
  });

  it('keeps bounty decimals exact as cents', async () => {
    const { user, session } = await registerUser(app);
    await request(app.url)
      .put(`/api/operator-profile/${user.id}`)
      .set(session.headers)
      .send({ ...COMPLETE_PROFILE, bountyAmount: 249.99, revenueShare: 7.5 })
      .expect(200);
    const read = await request(app.url)
      .get(`/api/operator-profile/${user.id}`)
      .set(session.headers)
      .expect(200);
    expect(read.body).toMatchObject({ bountyAmount: 249.99, revenueShare: 7.5 });
  });

  it('refuses an email without @ with the spec message, and saves nothing', async () => {
    const { user, session } = await registerUser(app);
    const refused = await request(app.url)
      .put(`/api/operator-profile/${user.id}`)
      .set(session.headers)
      .send({ ...COMPLETE_PROFILE, email: 'dana.acme.com' })
      .expect(400);
    expect((refused.body as { message: string }).message).toBe(OPERATOR_PROFILE_MESSAGES.invalidEmail);
    const missing = await request(app.url)
      .get(`/api/operator-profile/${user.id}`)
      .set(session.headers)
      .expect(404);
    expect((missing.body as { message: string }).message).toBe(OPERATOR_PROFILE_MESSAGES.notFound);
  });

  it('refuses blank list entries and negative bounties', async () => {
    const { user, session } = await registerUser(app);
    const blank = await request(app.url)
      .put(`/api/operator-profile/${user.id}`)
      .set(session.headers)
      .send({ ...COMPLETE_PROFILE, useCases: ['Forecasting', '  '] })
      .expect(400);
    expect((blank.body as { message: string }).message).toBe(OPERATOR_PROFILE_MESSAGES.emptyListEntry);
    await request(app.url)
      .put(`/api/operator-profile/${user.id}`)
      .set(session.headers)
      .send({ ...COMPLETE_PROFILE, bountyAmount: -1 })
      .expect(400);
  });

  it('keeps a time zone Intl knows (as Intl spells it), takes none, and refuses one it does not know', async () => {
    const { user, session } = await registerUser(app);
    const save = (timeZoneDisplay: unknown) =>
      request(app.url)
        .put(`/api/operator-profile/${user.id}`)
        .set(session.headers)
        .send({ ...COMPLETE_PROFILE, timeZoneDisplay });
    for (const unknown of ['Austin', 'America/Austin', 'UTC+25'] as const) {
      const refused = await save(unknown);
      expect(refused.status).toBe(400);
      expect((refused.body as { message: string }).message).toBe(TIME_ZONE_MESSAGES.invalid);
    }
    expect((await save(42)).status).toBe(400);
    await save('').expect(200);
    await save(' america/chicago ').expect(200);
    const read = await request(app.url)
      .get(`/api/operator-profile/${user.id}`)
      .set(session.headers)
      .expect(200);
    expect(read.body).toMatchObject({ timeZoneDisplay: 'America/Chicago' });
  });

  it("refuses to read or change another operator's profile", async () => {
    const owner = await registerUser(app);
    const intruder = await registerUser(app);
    await request(app.url)
      .put(`/api/operator-profile/${owner.user.id}`)
      .set(owner.session.headers)
      .send(COMPLETE_PROFILE)
      .expect(200);
    await request(app.url)
      .get(`/api/operator-profile/${owner.user.id}`)
      .set(intruder.session.headers)
      .expect(403);
    await request(app.url)
      .put(`/api/operator-profile/${owner.user.id}`)
      .set(intruder.session.headers)
      .send({ ...COMPLETE_PROFILE, fullName: 'Hijacked' })
      .expect(403);
    const read = await request(app.url)
      .get(`/api/operator-profile/${owner.user.id}`)
      .set(owner.session.headers)
      .expect(200);
    expect((read.body as OperatorProfile).fullName).toBe('Dana Demo');
  });

  it('keeps the spec’s other fields, takes its aliases, and shows networkers only the public ones', async () => {
    const operator = await registerUser(app);
    const spec = {
      trustQuote: 'Dana made our forecast honest.',
      notes: 'Private: follow up in May.',
      additionalNotes: 'Private: prefers mornings.',
      terms: 'Paid for contacts who take the meeting.',
      attendees: ['Dana Demo', 'Sam Lee'],
      agenda: 'Your pipeline, then questions.',
      prepNotes: 'Bring last quarter’s forecast.',
      payoutMethod: 'PayPal within 24 hours',
      overrideEmail: 'alerts@acme.com',
      directEmail: 'dana.direct@acme.com',
      directPhone: '+1 415 555 0199',
      greetingLine: 'You know the people I would love to meet.',
      specificAskText: 'An intro to a VP of Sales.',
    };
    const { fullName, ...withoutFullName } = COMPLETE_PROFILE;
    await request(app.url)
      .put(`/api/operator-profile/${operator.user.id}`)
      .set(operator.session.headers)
      .send({ ...withoutFullName, name: fullName, ...spec })
      .expect(200);
    const read = await request(app.url)
      .get(`/api/operator-profile/${operator.user.id}`)
      .set(operator.session.headers)
      .expect(200);
    expect(read.body).toMatchObject({
      ...spec,
      fullName,
      name: fullName,
      meetingAttendees: spec.attendees,
      meetingAgenda: spec.agenda,
    });

    const invitation = await request(app.url)
      .post('/api/networker-invitations')
      .set(operator.session.headers)
      .send({ prospectName: 'Nora Networker' })
      .expect(201);
    const page = await request(app.url)
      .get(`/api/invitations/uuid/${(invitation.body as { id: string }).id}`)
      .expect(200);
    const shown = (page.body as { operatorProfile: Record<string, unknown> }).operatorProfile;
    expect(shown).toMatchObject({
      greetingLine: spec.greetingLine,
      specificAskText: spec.specificAskText,
      meetingAttendees: spec.attendees,
      prepNotes: spec.prepNotes,
      payoutMethod: spec.payoutMethod,
    });
    for (const secret of ['notes', 'additionalNotes', 'overrideEmail', 'directEmail', 'directPhone']) {
      expect(shown).not.toHaveProperty(secret);
    }

    // A networker who joined gets the direct line, and nothing else private.
    const { session } = await registerNetworker(app, (invitation.body as { id: string }).id);
    const [joined] = (
      await request(app.url).get('/api/networker/invitations').set(session.headers).expect(200)
    ).body as NetworkerInvitation[];
    expect(joined!.operatorProfile).toMatchObject({
      directEmail: spec.directEmail,
      directPhone: spec.directPhone,
    });
    expect(joined!.operatorProfile).not.toHaveProperty('notes');
    expect(joined!.operatorProfile).not.toHaveProperty('overrideEmail');
  });

  it('reads a profile projected before the newer fields existed as having them empty', async () => {
    const operator = await registerUser(app);
    await request(app.url)
      .put(`/api/operator-profile/${operator.user.id}`)
      .set(operator.session.headers)
      .send(COMPLETE_PROFILE)
      .expect(200);
    // The read model as an earlier version of the projector left it.
    await app.sql(
      `UPDATE operator_profiles SET profile = profile - 'greetingLine' - 'meetingAttendees' WHERE user_id = $1`,
      [operator.user.id],
    );
    const read = await request(app.url)
      .get(`/api/operator-profile/${operator.user.id}`)
      .set(operator.session.headers)
      .expect(200);
    expect(read.body).toMatchObject({ greetingLine: '', meetingAttendees: [], attendees: [] });
  });
});
