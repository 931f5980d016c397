import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type CommandAnswer, PROSPECT_EVENT_TYPES } from '@referrals/contracts';
import { allProjectors } from '@referrals/projections';
import request from 'supertest';
import type { RegisteredUser } from '../support/identity-client.js';
import { registerNetworker } from '../support/networker-builders.js';
import { createInvitation, operatorReadyToInvite } from '../support/operator-builders.js';
import { gatedProjector } from '../support/gated-projector.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';

/**
 * Submissions and registrations write their events through the outbox, in the transaction of the
 * contacts' claims: their answer waits, as a plain command's does, only for the projectors that show
 * the events to their actor.
 */
describe("the answer of a command delivered by the outbox waits for the caller's screens only", () => {
  const forOthers = gatedProjector('gated-for-others', [PROSPECT_EVENT_TYPES.prospectSubmitted], () => [
    'somebody-else',
  ]);
  const forEveryone = gatedProjector('gated-without-audience', [PROSPECT_EVENT_TYPES.prospectSubmitted]);
  let app: TestApp;
  let operator: RegisteredUser;

  beforeAll(async () => {
    app = await startTestApp({
      label: 'ryw_outbox',
      env: { READ_YOUR_WRITES_TIMEOUT_MS: '1500' },
      projectors: [...allProjectors, forOthers.projector, forEveryone.projector],
    });
    operator = await operatorReadyToInvite(app);
  });
  afterAll(async () => {
    forOthers.open();
    forEveryone.open();
    await app?.close();
  });

  const submitOne = async (invitationId: string, session: TestSession, name: string) => {
    const started = Date.now();
    const answer = (
      await request(app.url)
        .post(`/api/prospect-submissions/${invitationId}`)
        .set(session.headers)
        .send({ manualContacts: [{ name, company: 'Acme' }] })
        .expect(201)
    ).body as CommandAnswer;
    return { answer, waited: Date.now() - started };
  };

  it('does not wait for a projector whose audience leaves the caller out, however far behind', async () => {
    forOthers.close();
    const { id } = await createInvitation(app, operator);
    const { answer, session } = await registerNetworker(app, id, {
      newContacts: [{ prospectName: 'Ann Early', prospectCompany: 'Acme' }],
    });
    expect(answer.readModelsCaughtUp).toBe(true);
    expect((await submitOne(id, session, 'Ben Later')).answer.readModelsCaughtUp).toBe(true);
    forOthers.open();
  });

  it('waits for a projector that names no audience, up to the bound', async () => {
    const { id } = await createInvitation(app, operator);
    const { session } = await registerNetworker(app, id);
    forEveryone.close();
    const { answer, waited } = await submitOne(id, session, 'Cy Waiting');
    forEveryone.open();
    expect(answer.readModelsCaughtUp).toBe(false);
    expect(waited).toBeGreaterThanOrEqual(1400);
  });
});
