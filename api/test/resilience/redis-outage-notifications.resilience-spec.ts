import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventStore } from '@referrals/contracts';
import { EVENT_STORE } from '../../src/platform/event-store/event-store.token.js';
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
 * Redis goes away for 10 s while 200 questions' notifications are on their way. Notifications need
 * PostgreSQL alone (ADR 0032): the operator gets every one, in the app and by email, exactly once, and
 * nothing again when Redis returns and the outage's failed work (live updates, kept answers) recovers.
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
        // A send whose settling the outage lost is taken over after this long (30 s by default).
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
    const duringOutage = await eventually(inApp, (found) => found.total >= QUESTIONS, OUTAGE_MS);
    const emailedDuringOutage = emailedVisitors().length;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, OUTAGE_MS - (Date.now() - cutAt))));
    proxy.restore();

    await eventually(inApp, (found) => found.total >= QUESTIONS, 60_000);
    await eventually(
      async () => emailedVisitors().length,
      (sent) => sent >= QUESTIONS,
      60_000,
    );
    // Every email is settled, so nothing more can arrive; a while after Redis returned, nothing has.
    await eventually(
      async () =>
        (
          await app.sql<{ pending: number }>(
            `SELECT count(*)::int AS pending FROM notification_deliveries
              WHERE channel = 'email' AND delivered_at IS NULL`,
          )
        )[0]!.pending,
      (pending) => pending === 0,
      30_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 3000));

    console.log(
      `during the ${OUTAGE_MS / 1000} s Redis outage: ${duringOutage.total} of ${QUESTIONS} in-app notices, ` +
        `${emailedDuringOutage} emails`,
    );
    expect(await inApp()).toEqual({ total: QUESTIONS, events: QUESTIONS });
    expect(emailedVisitors().sort((a, b) => a - b)).toEqual(
      Array.from({ length: QUESTIONS }, (_, index) => index),
    );
  }, 110_000);
});
