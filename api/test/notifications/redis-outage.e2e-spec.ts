import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventStore } from '@referrals/contracts';
import { EVENT_STORE } from '../../src/platform/event-store/event-store.token.js';
import type { RegisteredUser } from '../support/identity-client.js';
import { TestMailbox } from '../support/mailbox.js';
import { eventually } from '../support/notifications-test-app.js';
import { createInvitation, operatorReadyToInvite } from '../support/operator-builders.js';
import { appendInvitationQuestion } from '../support/question-builders.js';
import { TcpProxy } from '../support/tcp-proxy.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const QUESTIONS = 40;
const OUTAGE_MS = 4000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Notifications need PostgreSQL alone: the process manager writes in-app notices and queues emails in
 * its batch, and the email dispatcher takes them from there (ADR 0032). While Redis is away every one
 * still arrives, in the app and by email, exactly once, and nothing is delivered again when it returns.
 */
describe('notifications through a Redis outage', () => {
  const mailbox = new TestMailbox();
  const redis = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const proxy = new TcpProxy(redis.hostname, Number(redis.port || 6379));
  let app: TestApp;
  let operator: RegisteredUser;
  let invitationId: string;

  beforeAll(async () => {
    const port = await proxy.start();
    app = await startTestApp({
      label: 'redis-outage',
      notifications: true,
      env: { SMTP_URL: await mailbox.start(), REDIS_URL: `redis://127.0.0.1:${port}` },
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

  it('delivers each notification of events written while Redis is away, once, and nothing again when it returns', async () => {
    const count = async () =>
      (
        await app.sql<{ total: number; events: number }>(
          `SELECT count(*)::int AS total, count(DISTINCT event_id)::int AS events
           FROM notifications WHERE user_id = $1 AND type = 'invitation_question'`,
          [operator.user.id],
        )
      )[0]!;
    const emails = () => mailbox.received.filter((mail) => mail.to.includes(operator.email)).length;

    proxy.cut();
    const store = app.running.app.get<EventStore>(EVENT_STORE);
    for (let index = 0; index < QUESTIONS; index += 1) {
      await appendInvitationQuestion(store, { invitationId, operatorId: operator.user.id }, index);
    }
    const duringOutage = await eventually(count, (found) => found.total >= QUESTIONS, 30_000);
    expect(duringOutage).toEqual({ total: QUESTIONS, events: QUESTIONS });
    await eventually(
      async () => emails(),
      (sent) => sent >= QUESTIONS,
      30_000,
    );
    expect(emails()).toBe(QUESTIONS);
    await pause(OUTAGE_MS / 2);

    proxy.restore();
    // Nothing more trickles in: no retry or replay delivers twice.
    await pause(OUTAGE_MS / 2);
    expect(await count()).toEqual({ total: QUESTIONS, events: QUESTIONS });
    expect(emails()).toBe(QUESTIONS);
  }, 90_000);
});
