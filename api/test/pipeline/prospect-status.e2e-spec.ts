import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type EventStore,
  type NetworkerContact,
  PROSPECT_MESSAGES,
  prospectStream,
  statusChangeRefusalMessage,
} from '@referrals/contracts';
import request from 'supertest';
import { EVENT_STORE } from '../../src/platform/event-store/event-store.token.js';
import { registerUser, type RegisteredUser } from '../support/identity-client.js';
import { registerNetworker } from '../support/networker-builders.js';
import { createInvitation, operatorReadyToInvite } from '../support/operator-builders.js';
import { startTestApp, type TestApp, visitorSession } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';

/** The error's message from an error answer (`{ statusCode, error, message }`). */
const messageOf = (response: { body: unknown }): string => (response.body as { message: string }).message;

describe('the prospect pipeline', () => {
  let app: TestApp;
  let operator: RegisteredUser;

  beforeAll(async () => {
    app = await startTestApp({ label: 'prospect_pipeline' });
    operator = await operatorReadyToInvite(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A networker who joined a fresh invitation of the operator's with these contacts; answers their contacts. */
  async function networkerWithContacts(
    ...names: string[]
  ): Promise<{ session: TestSession; contacts: Record<string, string> }> {
    const invitation = await createInvitation(app, operator);
    const { session } = await registerNetworker(app, invitation.id, {
      newContacts: names.map((prospectName) => ({ prospectName, prospectCompany: 'Acme' })),
    });
    const list = (
      await request(app.url).get('/api/networker/contacts-with-status').set(session.headers).expect(200)
    ).body as NetworkerContact[];
    return {
      session,
      contacts: Object.fromEntries(list.map((contact) => [contact.prospectName, contact.id])),
    };
  }

  const store = () => app.running.app.get<EventStore>(EVENT_STORE);
  const advance = (prospectId: string, status: string, as: TestSession = operator.session) =>
    request(app.url).patch(`/api/prospect-submissions/${prospectId}/status`).set(as.headers).send({ status });
  const update = (prospectId: string, body: Record<string, unknown>) =>
    request(app.url)
      .post(`/api/prospects/${prospectId}/status-updates`)
      .set(operator.session.headers)
      .send(body);

  async function statusSeenBy(session: TestSession, prospectId: string): Promise<string | null> {
    const list = (
      await request(app.url).get('/api/networker/contacts-with-status').set(session.headers).expect(200)
    ).body as NetworkerContact[];
    return list.find((contact) => contact.id === prospectId)?.status ?? null;
  }

  it('moves a contact forward, one step or several, and the networker sees each status', async () => {
    const { session, contacts } = await networkerWithContacts('Sam Contact');
    const sam = contacts['Sam Contact']!;
    expect(await statusSeenBy(session, sam)).toBe('submitted');

    expect((await advance(sam, 'under_review')).body).toMatchObject({ readModelsCaughtUp: true });
    expect(await statusSeenBy(session, sam)).toBe('under_review');
    await advance(sam, 'approved').expect(200);
    await update(sam, { status: 'meeting_scheduled', notes: 'Tuesday 10:00' }).expect(201);
    expect(await statusSeenBy(session, sam)).toBe('meeting_scheduled');

    // The same status again is an update only with notes; nothing moves backwards.
    const unchanged = await advance(sam, 'meeting_scheduled').expect(400);
    expect(messageOf(unchanged)).toBe(statusChangeRefusalMessage('unchanged', 'meeting_scheduled'));
    await update(sam, { status: 'meeting_scheduled', notes: 'Moved to Wednesday' }).expect(201);
    const backwards = await update(sam, { status: 'approved' }).expect(400);
    expect(messageOf(backwards)).toBe(statusChangeRefusalMessage('backwards', 'meeting_scheduled'));

    // The history keeps every change with its notes and who made it.
    const history = [];
    for await (const event of store().readStream(prospectStream(sam))) history.push(event);
    const changes = history.filter((event) => event.type === 'ProspectStatusChanged');
    expect(changes.map((event) => event.data)).toEqual([
      expect.objectContaining({ from: 'submitted', to: 'under_review', notes: null }),
      expect.objectContaining({ from: 'under_review', to: 'approved', notes: null }),
      expect.objectContaining({ from: 'approved', to: 'meeting_scheduled', notes: 'Tuesday 10:00' }),
      expect.objectContaining({
        from: 'meeting_scheduled',
        to: 'meeting_scheduled',
        notes: 'Moved to Wednesday',
      }),
    ]);
    expect(changes.every((event) => event.metadata.actorUserId === operator.user.id)).toBe(true);
  });

  it('rejects only before approval, and a rejection ends the line', async () => {
    const { contacts } = await networkerWithContacts('Rita Rejected', 'Alan Approved');
    await advance(contacts['Rita Rejected']!, 'rejected').expect(200);
    const ended = await advance(contacts['Rita Rejected']!, 'approved').expect(400);
    expect(messageOf(ended)).toBe(statusChangeRefusalMessage('line_ended', 'rejected'));

    await advance(contacts['Alan Approved']!, 'approved').expect(200);
    const late = await advance(contacts['Alan Approved']!, 'rejected').expect(400);
    expect(messageOf(late)).toBe(statusChangeRefusalMessage('reject_after_approval', 'approved'));
  });

  it('refuses bad input, and anyone but the invitation’s operator', async () => {
    const { session, contacts } = await networkerWithContacts('Nina Nobody');
    const nina = contacts['Nina Nobody']!;
    const invalid = await advance(nina, 'paid').expect(400);
    expect(messageOf(invalid)).toBe(PROSPECT_MESSAGES.statusInvalid);
    await update(nina, { status: 'approved', notes: 'x'.repeat(2001) }).expect(400);
    await advance('not-a-uuid', 'approved').expect(400);
    await advance('00000000-0000-4000-8000-000000000000', 'approved').expect(404);

    const otherOperator = await operatorReadyToInvite(app, 'Olga Other');
    await advance(nina, 'approved', otherOperator.session).expect(404);
    await advance(nina, 'approved', session).expect(403);
    await advance(nina, 'approved', await visitorSession(app)).expect(401);
    const { session: plainUser } = await registerUser(app, { userType: 'networker' });
    await advance(nina, 'approved', plainUser).expect(403);
    expect(await statusSeenBy(session, nina)).toBe('submitted');
  });

  it('lets one of several simultaneous changes win; the others are refused and change nothing', async () => {
    const { contacts } = await networkerWithContacts('Carl Concurrent');
    const carl = contacts['Carl Concurrent']!;
    const answers = await Promise.all(Array.from({ length: 5 }, () => advance(carl, 'approved')));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    // A change decided on a stale revision answers 409; one that read the winner's write finds nothing to do (400).
    expect(
      statuses.filter((status) => status !== 200).every((status) => status === 409 || status === 400),
    ).toBe(true);
    const changes = [];
    for await (const event of store().readStream(prospectStream(carl)))
      if (event.type === 'ProspectStatusChanged') changes.push(event);
    expect(changes).toHaveLength(1);
  });
});
