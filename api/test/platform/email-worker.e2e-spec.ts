import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { JobQueue } from '../../src/platform/jobs/job-queue.js';
import { TestMailbox } from '../support/mailbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('the worker sends email through SMTP', () => {
  const mailbox = new TestMailbox();
  const received = mailbox.received;
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ label: 'email', env: { SMTP_URL: await mailbox.start() } });
  });
  afterAll(async () => {
    await app?.close();
    await mailbox.close();
  });

  it('delivers a queued email.send job to the SMTP server, once', async () => {
    const jobs = app.running.app.get(JobQueue);
    await jobs.add(
      'email.send',
      { to: 'networker@example.com', subject: 'Your introduction was approved', text: 'Good news.' },
      { jobId: 'email-test-1' },
    );
    // The same job id again is absorbed: a replayed reaction does not send twice.
    await jobs.add(
      'email.send',
      { to: 'networker@example.com', subject: 'duplicate', text: 'x' },
      { jobId: 'email-test-1' },
    );
    const deadline = Date.now() + 20_000;
    while (received.length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 25));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['networker@example.com']);
    const [headers, body] = received[0]!.raw.split('\r\n\r\n');
    expect(headers).toContain('Subject: Your introduction was approved');
    expect(headers).toMatch(/From: "?Bold"? <no-reply@localhost>/);
    expect(body?.trim()).toBe('Good news.');
  });
});
