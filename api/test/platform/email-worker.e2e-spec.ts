import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SMTPServer } from 'smtp-server';
import { JobQueue } from '../../src/platform/jobs/job-queue.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

interface ReceivedMail {
  to: string[];
  raw: string;
}

describe('the worker sends email through SMTP', () => {
  let smtp: SMTPServer;
  let app: TestApp;
  const received: ReceivedMail[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((address) => address.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    app = await startTestApp({ label: 'email', env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
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
    const deadline = Date.now() + 10_000;
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
