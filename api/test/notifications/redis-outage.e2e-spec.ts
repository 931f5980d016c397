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
 * Redis carries the delivery jobs. While it is away, notifications wait; when it returns, every one
 * arrives, in the app and by email, exactly once.
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

  it('delays the notifications of events written while Redis is away, then delivers each once', async () => {
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
    // The event store is Postgres: questions keep being recorded while Redis is gone.
    const store = app.running.app.get<EventStore>(EVENT_STORE);
    for (let index = 0; index < QUESTIONS; index += 1) {
      await appendInvitationQuestion(store, { invitationId, operatorId: operator.user.id }, index);
    }
    await pause(OUTAGE_MS);
    expect(await count()).toEqual({ total: 0, events: 0 });
    expect(emails()).toBe(0);

    proxy.restore();
    const delivered = await eventually(count, (found) => found.total >= QUESTIONS, 30_000);
    expect(delivered).toEqual({ total: QUESTIONS, events: QUESTIONS });
    await eventually(
      async () => emails(),
      (sent) => sent >= QUESTIONS,
      30_000,
    );
    // Nothing more trickles in: no retry or replay delivers twice.
    await pause(2000);
    expect(await count()).toEqual({ total: QUESTIONS, events: QUESTIONS });
    expect(emails()).toBe(QUESTIONS);
  }, 60_000);
});
