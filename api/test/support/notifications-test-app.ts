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
