import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CommandAnswer } from '@referrals/contracts';
import request from 'supertest';
import { gatedProjector } from '../support/gated-projector.js';
import { signInTo, startTestApp, type TestApp } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';
import { TALLY_CONTEXT, tallyProjector } from '../support/tally/tally.module.js';

describe("a command's answer waits for the projectors that show its change to its caller", () => {
  const forOthers = gatedProjector('gated-for-others', ['TallyIncremented'], () => ['somebody-else']);
  const forEveryone = gatedProjector('gated-without-audience', ['TallyIncremented']);
  let app: TestApp;
  let caller: TestSession;
  const increment = async () => {
    const started = Date.now();
    const answer = (
      await request(app.url)
        .post(`/api/test-tallies/${randomUUID()}/increments`)
        .set(caller.headers)
        .send({ by: 1 })
        .expect(201)
    ).body as CommandAnswer;
    return { answer, waited: Date.now() - started };
  };

  beforeAll(async () => {
    app = await startTestApp({
      label: 'ryw_audience',
      env: { READ_YOUR_WRITES_TIMEOUT_MS: '1500' },
      ...TALLY_CONTEXT,
      projectors: [tallyProjector, forOthers.projector, forEveryone.projector],
    });
    caller = await signInTo(app, { userId: 'dave' });
  });
  afterAll(async () => {
    forOthers.open();
    forEveryone.open();
    await app?.close();
  });

  it('does not wait for a projector whose audience leaves the caller out, however far behind', async () => {
    forOthers.close();
    const { answer } = await increment();
    expect(answer.readModelsCaughtUp).toBe(true);
  });

  it('waits for a projector that names no audience, up to the bound', async () => {
    forEveryone.close();
    const { answer, waited } = await increment();
    forEveryone.open();
    expect(answer.readModelsCaughtUp).toBe(false);
    expect(waited).toBeGreaterThanOrEqual(1400);
  });
});
