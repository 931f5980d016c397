import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type EventStore, JOB_QUEUE } from '@referrals/contracts';
import { EVENT_STORE } from '../../src/platform/event-store/event-store.token.js';
import { JobQueue } from '../../src/platform/jobs/job-queue.js';
import type { RegisteredUser } from '../support/identity-client.js';
import { decodedBody, TestMailbox } from '../support/mailbox.js';
import { eventually } from '../support/notifications-test-app.js';
import { createInvitation, operatorReadyToInvite } from '../support/operator-builders.js';
import { appendInvitationQuestion } from '../support/question-builders.js';
import { TcpProxy } from '../support/tcp-proxy.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const QUESTIONS = 200;
const OUTAGE_MS = 10_000;

/**
 * Redis (job queues) goes away for 10 s while 200 questions' notifications are on their way: some
 * already queued or running, the rest not yet queued. When it returns, the operator gets every one,
 * in the app and by email, exactly once.
 */
describe('200 notifications through a 10 s Redis outage', () => {
  const mailbox = new TestMailbox();
  const redis = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const proxy = new TcpProxy(redis.hostname, Number(redis.port || 6379));
  let app: TestApp;
  let operator: RegisteredUser;
  let invitationId: string;

  beforeAll(async () => {
    const port = await proxy.start();
    app = await startTestApp({
      label: 'redis_outage_200',
      notifications: true,
      env: {
        SMTP_URL: await mailbox.start(),
        REDIS_URL: `redis://127.0.0.1:${port}`,
        LOG_LEVEL: 'fatal',
        // A job whose completion the cut lost is retried after this long (30 s by default), run twice on purpose.
        JOB_LOCK_MS: '3000',
      },
    });
    operator = await operatorReadyToInvite(app, 'Olga Operator');
    invitationId = (await createInvitation(app, operator, { prospectName: 'Nina Networker' })).id;
  });
  afterAll(async () => {
    proxy.restore();
    await app?.close();
    await proxy.close();
    await mailbox.close();
  });

  const inApp = async () =>
    (
      await app.sql<{ total: number; events: number }>(
        `SELECT count(*)::int AS total, count(DISTINCT event_id)::int AS events
         FROM notifications WHERE user_id = $1 AND type = 'invitation_question'`,
        [operator.user.id],
      )
    )[0]!;
  /** The asker of each email to the operator, by visitor number, in order of arrival. */
  const emailedVisitors = () =>
    mailbox.received
      .filter((mail) => mail.to.includes(operator.email))
      .map((mail) => Number(/visitor(\d+)@example\.com/.exec(decodedBody(mail.raw))?.[1]));

  it('delivers each notification once in the app and once by email after Redis returns', async () => {
    const store = app.running.app.get<EventStore>(EVENT_STORE);
    const ask = (index: number) =>
      appendInvitationQuestion(store, { invitationId, operatorId: operator.user.id }, index);
    for (let index = 0; index < QUESTIONS / 2; index++) await ask(index);
    proxy.cut();
    const cutAt = Date.now();
    // The event store is Postgres: questions keep being recorded while Redis is away.
    for (let index = QUESTIONS / 2; index < QUESTIONS; index++) await ask(index);
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS - (Date.now() - cutAt)));
    const beforeRestore = { inApp: (await inApp()).total, emails: emailedVisitors().length };
    proxy.restore();

    await eventually(inApp, (found) => found.total >= QUESTIONS, 60_000);
    await eventually(
      async () => emailedVisitors().length,
      (sent) => sent >= QUESTIONS,
      60_000,
    );
    // Every email job has finished (none waiting, running or retrying), so nothing more can arrive. In-app
    // notices are written in the process manager's batch, which fails while its emails cannot be queued.
    const queue = app.running.app.get(JobQueue).queue(JOB_QUEUE['notifications.deliver']);
    const jobs = await eventually(
      () => queue.getJobCounts('active', 'waiting', 'delayed', 'prioritized', 'completed', 'failed'),
      (counts) => (counts.completed ?? 0) + (counts.failed ?? 0) === QUESTIONS,
      30_000,
    );

    expect(beforeRestore.inApp).toBeLessThan(QUESTIONS);
    expect(beforeRestore.emails).toBeLessThan(QUESTIONS);
    expect(jobs).toEqual({
      active: 0,
      waiting: 0,
      delayed: 0,
      prioritized: 0,
      completed: QUESTIONS,
      failed: 0,
    });
    expect(await inApp()).toEqual({ total: QUESTIONS, events: QUESTIONS });
    expect(emailedVisitors().sort((a, b) => a - b)).toEqual(
      Array.from({ length: QUESTIONS }, (_, index) => index),
    );
  }, 110_000);
});
