import type { TestMailbox } from './mailbox.js';
import { startTestApp, type TestApp } from './test-app.js';

/** Reads until `done` holds or the time is up (generous: a loaded machine); answers the last value read. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A test app running the notification process manager, mailing to this test mailbox; many visitors from one address. */
export async function startNotificationsTestApp(label: string, mailbox: TestMailbox): Promise<TestApp> {
  return startTestApp({
    label,
    notifications: true,
    env: {
      SMTP_URL: await mailbox.start(),
      EMAIL_CHECKS_PER_IP_PER_MINUTE: '1000',
      QUESTIONS_PER_IP_PER_HOUR: '1000',
    },
  });
}

/**
 * Waits until the email dispatcher has settled this notification email (sent, or skipped by the
 * recipient's choice or a message's burst); answers whether it did within the time.
 */
export async function emailSettled(app: TestApp, eventId: string, recipientUserId: string): Promise<boolean> {
  const settled = await eventually(
    async () =>
      (
        await app.sql<{ settled: boolean }>(
          `SELECT delivered_at IS NOT NULL AS settled FROM notification_deliveries
            WHERE event_id = $1 AND recipient_user_id = $2 AND channel = 'email'`,
          [eventId, recipientUserId],
        )
      )[0]?.settled,
    (found) => found === true,
  );
  return settled === true;
}

/** Waits until no notification email to this recipient waits in the dispatcher's queue; answers how many still do. */
export async function noEmailPending(app: TestApp, recipientUserId: string): Promise<number> {
  return eventually(
    async () =>
      (
        await app.sql<{ pending: number }>(
          `SELECT count(*)::int AS pending FROM notification_deliveries
            WHERE recipient_user_id = $1 AND channel = 'email' AND delivered_at IS NULL`,
          [recipientUserId],
        )
      )[0]!.pending,
    (pending) => pending === 0,
  );
}
