import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import {
  type EventStore,
  INVITATION_EVENT_TYPES,
  invitationStream,
  NETWORKER_JOURNEY_MESSAGES as M,
} from '@referrals/contracts';
import pg from 'pg';
import request from 'supertest';
import { invitationDecider } from '../../src/invitations/domain/invitation.js';
import { EVENT_STORE } from '../../src/platform/event-store/event-store.token.js';
import { EventWriter } from '../../src/platform/events/event-writer.js';
import { RecentStreamStates } from '../../src/platform/events/recent-stream-states.js';
import { StreamStates } from '../../src/platform/events/stream-state.js';
import type { RegisteredUser } from '../support/identity-client.js';
import { registerNetworker } from '../support/networker-builders.js';
import { createInvitation, operatorReadyToInvite } from '../support/operator-builders.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';

/**
 * A submission prepares on the invitation as this process kept it and decides again inside its
 * transaction, under the invitation's lock, on what the stream got since: a change made elsewhere (by
 * another process, which this one's kept state knows nothing of) still decides.
 */
describe('the invitation a submission decides on', () => {
  let app: TestApp;
  let store: EventStore;
  let operator: RegisteredUser;
  let invitationId: string;
  let networker: TestSession;
  let contacts = 0;

  beforeAll(async () => {
    app = await startTestApp({ label: 'submission_invitation_state' });
    store = app.running.app.get<EventStore>(EVENT_STORE);
    operator = await operatorReadyToInvite(app);
    invitationId = (await createInvitation(app, operator)).id;
    networker = (await registerNetworker(app, invitationId)).session;
  });
  afterAll(async () => {
    await app?.close();
  });

  const submit = () =>
    request(app.url)
      .post('/api/prospect-submissions')
      .set(networker.headers)
      .send({ invitationUuid: invitationId, prospectName: `Contact ${++contacts}`, prospectCompany: 'Acme' });

  /** The operator's toggle, appended as another process would: this one's kept state does not see it. */
  async function toggledElsewhere(type: 'InvitationDisabled' | 'InvitationEnabled'): Promise<void> {
    const stream = invitationStream(invitationId);
    const { revision } = await new StreamStates(store, new RecentStreamStates()).fold(
      stream,
      invitationDecider,
    );
    await app.running.app
      .get(EventWriter)
      .append(stream, [{ type, data: { invitationId, operatorId: operator.user.id } }], revision);
  }

  it('reads the invitation once, inside the transaction, from the revision it kept', async () => {
    await submit().expect(201);
    const readStream = jest.spyOn(store, 'readStream');
    try {
      await submit().expect(201);
      const reads = readStream.mock.calls.filter(([stream]) => stream === invitationStream(invitationId));
      expect(reads).toHaveLength(1);
      expect(typeof reads[0]![1]?.fromRevision).toBe('bigint');
    } finally {
      readStream.mockRestore();
    }
  });

  it('refuses when the invitation was disabled elsewhere since, and accepts once it is enabled again', async () => {
    await submit().expect(201);
    await toggledElsewhere(INVITATION_EVENT_TYPES.invitationDisabled);
    // Kept: active. Caught up under the lock: disabled.
    const refused = await submit().expect(400);
    expect((refused.body as { message: string }).message).toBe(M.invitationDisabled);
    await toggledElsewhere(INVITATION_EVENT_TYPES.invitationEnabled);
    // Kept now: disabled, which is read again before it refuses.
    await submit().expect(201);
  });

  it('opens its transaction with the locks and what it decides on under them, and commits with the claims', async () => {
    await submit().expect(201);
    // A spy calls through: the statements are sent as before, and their texts recorded.
    const query = jest.spyOn(pg.Client.prototype, 'query');
    let sent: string[];
    try {
      await submit().expect(201);
      sent = query.mock.calls.map(([config]) => {
        const sentQuery = config as string | { text: string };
        return typeof sentQuery === 'string' ? sentQuery : sentQuery.text;
      });
    } finally {
      query.mockRestore();
    }
    // The projectors' batches begin with BEGIN too: the submission's is the one that takes its locks.
    const opening = sent.filter((text) => text.includes('pg_advisory_xact_lock'));
    expect(opening).toHaveLength(1);
    expect(opening[0]).toMatch(
      /^BEGIN; SELECT count\(pg_advisory_xact_lock\(.*; SELECT networker_user_id FROM invitation_acceptances .*; SELECT contact_key, networker_user_id, protected_until FROM contact_claims/s,
    );
    expect(sent.filter((text) => /^INSERT INTO contact_claims .*; COMMIT$/s.test(text))).toHaveLength(1);
  });
});
