import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventStore } from '@referrals/contracts';
import { EVENT_STORE } from '../../src/platform/event-store/event-store.token.js';
import { AppProcess } from '../support/app-process.js';
import type { RegisteredUser } from '../support/identity-client.js';
import { TestMailbox } from '../support/mailbox.js';
import { noEmailPending } from '../support/notifications-test-app.js';
import { createInvitation, operatorReadyToInvite } from '../support/operator-builders.js';
import { appendInvitationQuestion } from '../support/question-builders.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The worker is a process of its own (APP_ROLES=worker). Killed while the SMTP server is taking a
 * notification's email, it leaves the email's lease (ADR 0032); the restarted worker's dispatcher takes
 * it over once the lease (JOB_LOCK_MS) has lapsed and sends the email: the operator gets it once,
 * neither lost nor doubled.
 */
describe('a worker killed in the middle of sending an email', () => {
  const mailbox = new TestMailbox();
  let app: TestApp;
  let worker: AppProcess;
  let operator: RegisteredUser;
  let invitationId: string;

  beforeAll(async () => {
    app = await startTestApp({
      label: 'worker_crash',
      notifications: true,
      env: { APP_ROLES: 'api,projections', SMTP_URL: await mailbox.start() },
    });
    worker = new AppProcess(app, { APP_ROLES: 'worker', JOB_LOCK_MS: '2000' });
    operator = await operatorReadyToInvite(app, 'Olga Operator');
    invitationId = (await createInvitation(app, operator, { prospectName: 'Nina Networker' })).id;
  });
  afterAll(async () => {
    await worker?.kill();
    await app?.close();
    await mailbox.close();
  });

  const emailsToOperator = () => mailbox.received.filter((mail) => mail.to.includes(operator.email)).length;
  /** The email's delivery rows, how many of them are a send not yet confirmed, and the attempts made. */
  const emailClaims = async () =>
    (
      await app.sql<{ claims: number; sending: number; attempts: number }>(
        `SELECT count(*)::int AS claims, count(sending_since)::int AS sending,
                coalesce(sum(attempts), 0)::int AS attempts
           FROM notification_deliveries WHERE recipient_user_id = $1 AND channel = 'email'`,
        [operator.user.id],
      )
    )[0]!;

  it('takes the lapsed lease over after a restart and sends the email exactly once', async () => {
    const held = mailbox.holdNext();
    await worker.start();
    await appendInvitationQuestion(
      app.running.app.get<EventStore>(EVENT_STORE),
      { invitationId, operatorId: operator.user.id },
      1,
    );
    await held;
    // The SMTP server has the message but has not said it took it: nothing is delivered, the send holds its lease.
    expect(emailsToOperator()).toBe(0);
    expect(await emailClaims()).toEqual({ claims: 1, sending: 1, attempts: 1 });
    await worker.kill();

    await worker.start();
    await mailbox.waitFor(operator.email, 30_000);
    // The email is settled, after a second attempt; nothing is left to send again.
    expect(await noEmailPending(app, operator.user.id)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(emailsToOperator()).toBe(1);
    expect(await emailClaims()).toEqual({ claims: 1, sending: 0, attempts: 2 });
  }, 90_000);
});
