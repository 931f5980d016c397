import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type InvitationProspect,
  PROSPECT_MESSAGES,
  prospectStream,
  type PublicRecommendedProspect,
} from '@referrals/contracts';
import request from 'supertest';
import type { RegisteredUser } from '../support/identity-client.js';
import { createInvitation, operatorReadyToInvite, recommendProspect } from '../support/operator-builders.js';
import { startTestApp, type TestApp, visitorSession } from '../support/test-app.js';

const message = (response: request.Response) => (response.body as { message: string }).message;

describe('recommended prospects', () => {
  let app: TestApp;
  let operator: RegisteredUser;
  let intruder: RegisteredUser;
  let invitationId: string;

  const prospectsAs = async (session: { headers: Record<string, string> }, id = invitationId) =>
    (await request(app.url).get(`/api/prospects/invitation/${id}`).set(session.headers).expect(200))
      .body as unknown[];

  beforeAll(async () => {
    app = await startTestApp({
      label: 'recommended_prospects',
      env: { EMAIL_CHECKS_PER_IP_PER_MINUTE: '1000', SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE: '1000' },
    });
    operator = await operatorReadyToInvite(app);
    intruder = await operatorReadyToInvite(app, 'Ivan Intruder');
    invitationId = (await createInvitation(app, operator)).id;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('adds a prospect with trimmed fields, empty optional ones left out', async () => {
    const added = await request(app.url)
      .post('/api/prospects')
      .set(operator.session.headers)
      .send({
        invitationId,
        prospectName: '  Priya Patel ',
        prospectTitle: ' VP Sales ',
        prospectCompany: 'Stripe',
        prospectLinkedinUrl: '',
        prospectEmail: 'priya@stripe.test',
        prospectPhone: '   ',
        sourceType: 'operator_recommended',
      })
      .expect(201);
    const { id, readModelsCaughtUp } = added.body as { id: string; readModelsCaughtUp: boolean };
    expect(readModelsCaughtUp).toBe(true);
    const [event] = await app.sql<{ type: string; data: { details: Record<string, string> } }>(
      'SELECT type, data FROM events WHERE stream_name = $1',
      [prospectStream(id)],
    );
    expect(event).toMatchObject({ type: 'RecommendedProspectAdded' });
    expect(event!.data.details).toEqual({
      prospectName: 'Priya Patel',
      prospectTitle: 'VP Sales',
      prospectCompany: 'Stripe',
      prospectEmail: 'priya@stripe.test',
    });
    const listed = (await prospectsAs(operator.session)) as InvitationProspect[];
    expect(listed.find((prospect) => prospect.id === id)).toMatchObject({
      invitationId,
      prospectName: 'Priya Patel',
      prospectLinkedinUrl: null,
      prospectPhone: null,
      sourceType: 'operator_recommended',
      approvalStatus: 'pending',
      status: null,
    });
  });

  it('needs a name, with the spec’s message, and only takes recommendations', async () => {
    for (const body of [{ invitationId }, { invitationId, prospectName: '  ' }]) {
      const refused = await request(app.url)
        .post('/api/prospects')
        .set(operator.session.headers)
        .send(body)
        .expect(400);
      expect(message(refused)).toBe(PROSPECT_MESSAGES.nameRequired);
    }
    const tooLong = await request(app.url)
      .post('/api/prospects')
      .set(operator.session.headers)
      .send({ invitationId, prospectName: 'x'.repeat(201) })
      .expect(400);
    expect(message(tooLong)).toBe('prospectName must be shorter than or equal to 200 characters');
    const submitted = await request(app.url)
      .post('/api/prospects')
      .set(operator.session.headers)
      .send({ invitationId, prospectName: 'Sam', sourceType: 'networker_submitted' })
      .expect(400);
    expect(message(submitted)).toBe(PROSPECT_MESSAGES.onlyRecommended);
    await request(app.url)
      .post('/api/prospects')
      .set(operator.session.headers)
      .send({ invitationId: randomUUID(), prospectName: 'Sam' })
      .expect(404);
  });

  it('edits the fields sent, clears a field sent empty, and refuses a blank name', async () => {
    const id = await recommendProspect(app, operator, invitationId, { prospectTitle: 'CTO' });
    await request(app.url)
      .patch(`/api/prospects/${id}`)
      .set(operator.session.headers)
      .send({ prospectCompany: ' Plaid ', prospectTitle: '' })
      .expect(200);
    const edited = ((await prospectsAs(operator.session)) as InvitationProspect[]).find(
      (row) => row.id === id,
    );
    expect(edited).toMatchObject({
      prospectName: 'Priya Prospect',
      prospectCompany: 'Plaid',
      prospectTitle: null,
    });
    const blank = await request(app.url)
      .patch(`/api/prospects/${id}`)
      .set(operator.session.headers)
      .send({ prospectName: ' ' })
      .expect(400);
    expect(message(blank)).toBe(PROSPECT_MESSAGES.nameRequired);
  });

  it('removes a prospect, after which it is gone', async () => {
    const id = await recommendProspect(app, operator, invitationId);
    await request(app.url).delete(`/api/prospects/${id}`).set(operator.session.headers).expect(200);
    const remaining = (await prospectsAs(operator.session)) as InvitationProspect[];
    expect(remaining.map((row) => row.id)).not.toContain(id);
    const again = await request(app.url)
      .delete(`/api/prospects/${id}`)
      .set(operator.session.headers)
      .expect(404);
    expect(message(again)).toBe(PROSPECT_MESSAGES.notFound);
    await request(app.url)
      .patch(`/api/prospects/${id}`)
      .set(operator.session.headers)
      .send({ prospectName: 'X' })
      .expect(404);
  });

  it('refuses other operators: no adding, editing or removing, and no contact details', async () => {
    const id = await recommendProspect(app, operator, invitationId, { prospectEmail: 'secret@stripe.test' });
    await request(app.url)
      .post('/api/prospects')
      .set(intruder.session.headers)
      .send({ invitationId, prospectName: 'Planted' })
      .expect(403);
    await request(app.url)
      .patch(`/api/prospects/${id}`)
      .set(intruder.session.headers)
      .send({ prospectName: 'X' })
      .expect(403);
    await request(app.url).delete(`/api/prospects/${id}`).set(intruder.session.headers).expect(403);

    const seenByIntruder = (await prospectsAs(intruder.session)) as PublicRecommendedProspect[];
    expect(seenByIntruder.map((row) => row.prospectName)).not.toContain('Planted');
    expect(JSON.stringify(seenByIntruder)).not.toContain('secret@stripe.test');
    expect(Object.keys(seenByIntruder[0]!).sort()).toEqual(
      [
        'id',
        'prospectName',
        'prospectTitle',
        'prospectCompany',
        'prospectLinkedinUrl',
        'profileImageUrl',
        // The spec's: which prospects may be approved, and the operator's note on each.
        'sourceType',
        'networkerNotes',
      ].sort(),
    );
  });

  it('shows visitors the recommendations of an active invitation only', async () => {
    const { id } = await createInvitation(app, operator, { prospectName: 'Dora Disabled' });
    await recommendProspect(app, operator, id);
    const visitor = await visitorSession(app);
    expect(await prospectsAs(visitor, id)).toHaveLength(1);
    await request(app.url)
      .patch(`/api/networker-invitations/${id}`)
      .set(operator.session.headers)
      .send({ isActive: false })
      .expect(200);
    await request(app.url).get(`/api/prospects/invitation/${id}`).set(visitor.headers).expect(404);
    expect(await prospectsAs(operator.session, id)).toHaveLength(1);
    await request(app.url).get(`/api/prospects/invitation/${randomUUID()}`).set(visitor.headers).expect(404);
  });
});
