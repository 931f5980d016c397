import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import {
  type EventStore,
  MAX_PROSPECT_APPROVALS_PER_ACCEPTANCE,
  NETWORKER_JOURNEY_MESSAGES as M,
  type ProspectApprovals,
  type ReadStreamOptions,
} from '@referrals/contracts';
import request from 'supertest';
import { EVENT_STORE } from '../../src/platform/event-store/event-store.token.js';
import type { RegisteredUser } from '../support/identity-client.js';
import { aNetworkerRegistration, registerNetworker } from '../support/networker-builders.js';
import { createInvitation, operatorReadyToInvite, recommendProspect } from '../support/operator-builders.js';
import { startTestApp, type TestApp, visitorSession } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';

const ASSOCIATIONS_PER_HOUR = 4;

const message = (response: request.Response) => (response.body as { message: string }).message;

const approvingAll = (prospectIds: readonly string[]): ProspectApprovals =>
  Object.fromEntries(prospectIds.map((id) => [id, 'approved']));

describe('the answers to recommendations an acceptance carries', () => {
  let app: TestApp;
  let operator: RegisteredUser;

  beforeAll(async () => {
    app = await startTestApp({
      label: 'approval_bounds',
      env: {
        EMAIL_CHECKS_PER_IP_PER_MINUTE: '10000',
        SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE: '10000',
        INVITATION_JOINS_PER_ACCOUNT_PER_HOUR: String(ASSOCIATIONS_PER_HOUR),
      },
    });
    operator = await operatorReadyToInvite(app);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });
  afterAll(async () => {
    await app?.close();
  });

  const store = () => app.running.app.get<EventStore>(EVENT_STORE);

  /** Every read of a whole prospect stream, one by one, from now on. */
  function countProspectStreamReads(): { readonly one: number } {
    const reads = { one: 0 };
    const readStream = store().readStream.bind(store());
    jest
      .spyOn(store(), 'readStream')
      .mockImplementation((streamName: string, options?: ReadStreamOptions) => {
        if (streamName.startsWith('prospect-') && options?.direction !== 'backwards') reads.one += 1;
        return readStream(streamName, options);
      });
    return reads;
  }

  const associate = (session: TestSession, body: object) =>
    request(app.url).post('/api/invitations/associate').set(session.headers).send(body);

  /** A networker who joined through one invitation, free to associate this many more. */
  const aNetworker = async () =>
    (await registerNetworker(app, (await createInvitation(app, operator)).id)).session;

  it('refuses thousands of answers at once with a clear 400, before reading a single prospect', async () => {
    const invitation = await createInvitation(app, operator);
    const networker = await aNetworker();
    const reads = countProspectStreamReads();
    const thousands = approvingAll(Array.from({ length: 2_000 }, () => randomUUID()));
    const refused = await associate(networker, {
      invitationUuid: invitation.id,
      prospectApprovals: thousands,
    });
    expect([refused.status, message(refused)]).toEqual([
      400,
      M.tooManyApprovals(MAX_PROSPECT_APPROVALS_PER_ACCEPTANCE),
    ]);
    const registration = await request(app.url)
      .post('/api/networker-registration')
      .set((await visitorSession(app)).headers)
      .send(aNetworkerRegistration(invitation.id, { prospectApprovals: thousands }));
    expect([registration.status, message(registration)]).toEqual([
      400,
      M.tooManyApprovals(MAX_PROSPECT_APPROVALS_PER_ACCEPTANCE),
    ]);
    expect(reads.one).toBe(0);
  });

  it('refuses answers to prospects that are not recommendations of the invitation', async () => {
    const invitation = await createInvitation(app, operator);
    const recommended = await recommendProspect(app, operator, invitation.id);
    const elsewhere = await recommendProspect(app, operator, (await createInvitation(app, operator)).id);
    const networker = await aNetworker();
    for (const stranger of [elsewhere, randomUUID(), 'not-a-prospect']) {
      const refused = await associate(networker, {
        invitationUuid: invitation.id,
        prospectApprovals: { [recommended]: 'approved', [stranger]: 'approved' },
      });
      expect([refused.status, message(refused)]).toEqual([400, M.approvalNotRecommended]);
    }
  });

  it('reads all the recommendations answered in one read of the store, not one read per answer', async () => {
    const invitation = await createInvitation(app, operator);
    const recommended = [];
    for (const name of ['Ada', 'Ben', 'Cy', 'Dee']) {
      recommended.push(await recommendProspect(app, operator, invitation.id, { prospectName: name }));
    }
    const networker = await aNetworker();
    const reads = countProspectStreamReads();
    const readStreams = jest.spyOn(store(), 'readStreams');
    const associated = await associate(networker, {
      invitationUuid: invitation.id,
      prospectApprovals: approvingAll(recommended),
    }).expect(201);
    expect(associated.body).toMatchObject({ newlyAccepted: true, approved: 4 });
    expect(reads.one).toBe(0);
    expect(readStreams).toHaveBeenCalledTimes(1);
    expect(new Set(readStreams.mock.calls[0]![0])).toEqual(
      new Set(recommended.map((id) => `prospect-${id}`)),
    );
  });

  it('limits how often one account associates invitations, answering 429 with Retry-After', async () => {
    const networker = await aNetworker();
    for (let association = 0; association < ASSOCIATIONS_PER_HOUR; association++) {
      const invitation = await createInvitation(app, operator);
      await associate(networker, { invitationUuid: invitation.id }).expect(201);
    }
    const refused = await associate(networker, {
      invitationUuid: (await createInvitation(app, operator)).id,
    }).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const someoneElse = await aNetworker();
    await associate(someoneElse, { invitationUuid: (await createInvitation(app, operator)).id }).expect(201);
  });
});
