import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventStore } from '@referrals/contracts';
import { pino } from 'pino';
import type { DataSource } from 'typeorm';
import {
  MAX_EMAIL_ATTEMPTS,
  NotificationEmailDispatcher,
} from '../../src/notifications/delivery/notification-email-dispatcher.js';
import { DATA_SOURCE } from '../../src/platform/database/database.token.js';
import { EVENT_STORE } from '../../src/platform/event-store/event-store.token.js';
import { type Mailer, SmtpMailer } from '../../src/platform/mail/mailer.js';
import type { RegisteredUser } from '../support/identity-client.js';
import { decodedBody, TestMailbox } from '../support/mailbox.js';
import { eventually, noEmailPending } from '../support/notifications-test-app.js';
import { createInvitation, operatorReadyToInvite } from '../support/operator-builders.js';
import { moveProspectTo, networkerWithContacts } from '../support/pipeline-builders.js';
import { appendInvitationQuestion } from '../support/question-builders.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** A notification email's row: pending (no delivered_at), leased (sending_since), its attempts and due time. */
interface EmailRow {
  delivered: boolean;
  leased: boolean;
  attempts: number;
  due_later: boolean;
  given_up: boolean;
}

const emailRowsOf = (app: TestApp, recipientUserId: string) =>
  app.sql<EmailRow & { event_id: string }>(
    `SELECT event_id, delivered_at IS NOT NULL AS delivered, sending_since IS NOT NULL AS leased, attempts,
            due_at > now() AS due_later, due_at = 'infinity' AS given_up
       FROM notification_deliveries WHERE recipient_user_id = $1 AND channel = 'email' ORDER BY due_at`,
    [recipientUserId],
  );

describe('notification emails paced by the digest window', () => {
  const mailbox = new TestMailbox();
  let app: TestApp;
  let operator: RegisteredUser;
  let nora: Awaited<ReturnType<typeof networkerWithContacts>>;
  const noraEmail = 'nora.digest@example.com';
  const bodiesTo = (address: string) =>
    mailbox.received.filter((mail) => mail.to.includes(address)).map((mail) => decodedBody(mail.raw));
  const pendingFor = async (recipientUserId: string) =>
    (await emailRowsOf(app, recipientUserId)).filter((row) => !row.delivered).length;

  beforeAll(async () => {
    // Each recipient's window lasts an hour: the test closes it by hand.
    app = await startTestApp({
      label: 'email_digest',
      notifications: true,
      env: { SMTP_URL: await mailbox.start(), EMAIL_DIGEST_SECONDS: '3600' },
    });
    operator = await operatorReadyToInvite(app, 'Olga Paced');
    nora = await networkerWithContacts(app, operator, ['Priya Patel', 'Sam Second'], undefined, {
      fullName: 'Nora Digest',
      email: noraEmail,
    });
  });
  afterAll(async () => {
    await app?.close();
    await mailbox.close();
  });

  it('emails the first notice at once, holds the next ones while the window is open, then sends them as one digest', async () => {
    await moveProspectTo(app, operator, nora.contacts['Priya Patel']!, 'approved');
    const [first] = await eventually(
      async () => bodiesTo(noraEmail),
      (bodies) => bodies.length > 0,
    );
    expect(first).toContain('approved Priya Patel');

    await moveProspectTo(app, operator, nora.contacts['Priya Patel']!, 'intro_made');
    await moveProspectTo(app, operator, nora.contacts['Sam Second']!, 'approved');
    await eventually(
      () => pendingFor(nora.networkerUserId),
      (pending) => pending === 2,
    );
    // A visitor's question, queued after them, goes out alone at once: the dispatcher has looked at
    // Nora's two notices since they were queued, and left them for her window to close.
    await appendInvitationQuestion(
      app.running.app.get<EventStore>(EVENT_STORE),
      { invitationId: nora.invitationId, operatorId: operator.user.id },
      7,
    );
    await eventually(
      async () => bodiesTo(operator.email).filter((body) => body.includes('Question 7?')),
      (bodies) => bodies.length === 1,
    );
    expect(bodiesTo(noraEmail)).toHaveLength(1);
    // Made due when her window closes, so later looks pass them by.
    const held = await eventually(
      async () => (await emailRowsOf(app, nora.networkerUserId)).filter((row) => !row.delivered),
      (rows) => rows.every((row) => row.due_later),
    );
    expect(held).toHaveLength(2);
    expect(held.every((row) => row.due_later && !row.leased && row.attempts === 0)).toBe(true);

    // The window closes (two hours pass): both notices go out together.
    await app.sql(
      `UPDATE notification_email_windows SET last_emailed_at = last_emailed_at - interval '2 hours'
        WHERE recipient_user_id = $1`,
      [nora.networkerUserId],
    );
    await app.sql(
      `UPDATE notification_deliveries SET due_at = due_at - interval '2 hours'
        WHERE recipient_user_id = $1 AND channel = 'email' AND delivered_at IS NULL`,
      [nora.networkerUserId],
    );
    const bodies = await eventually(
      async () => bodiesTo(noraEmail),
      (found) => found.length >= 2,
    );
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toContain('Here is what happened since our last email (2 updates)');
    expect(bodies[1]).toContain('introduction to Priya Patel');
    expect(bodies[1]).toContain('approved Sam Second');
    // Settled once the SMTP server has taken the digest, which the mailbox may show a moment before.
    expect(await noEmailPending(app, nora.networkerUserId)).toBe(0);
  });
});

describe('the email dispatcher on its own', () => {
  const mailbox = new TestMailbox();
  let app: TestApp;
  let operator: RegisteredUser;
  let invitationId: string;
  let mailer: SmtpMailer;
  const failing: Mailer = { send: () => Promise.reject(new Error('the SMTP server is away')) };
  const dispatcher = (through: Mailer) =>
    new NotificationEmailDispatcher(
      app.running.app.get<DataSource>(DATA_SOURCE),
      through,
      { publicUrl: app.url, leaseMs: 60_000, digestWindowMs: 0 },
      pino({ level: 'silent' }),
    );
  let asked = 0;
  /** A question to the operator, once its email waits in the queue; answers its event id. */
  const queuedQuestion = async () => {
    asked += 1;
    const { position } = await appendInvitationQuestion(
      app.running.app.get<EventStore>(EVENT_STORE),
      { invitationId, operatorId: operator.user.id },
      asked,
    );
    const rows = await eventually(
      async () =>
        app.sql<{ event_id: string }>(
          `SELECT d.event_id FROM notification_deliveries d JOIN events e ON e.id = d.event_id
            WHERE d.channel = 'email' AND d.delivered_at IS NULL
              AND (e.transaction_id::text::numeric, e.position) = ($1::numeric, $2::bigint)`,
          [String(position.commit), String(position.prepare)],
        ),
      (found) => found.length === 1,
    );
    return rows[0]!.event_id;
  };
  const rowOf = async (eventId: string) =>
    (await emailRowsOf(app, operator.user.id)).find((row) => row.event_id === eventId)!;
  const emailsAbout = (question: number) =>
    mailbox.received.filter((mail) => decodedBody(mail.raw).includes(`Question ${question}?`)).length;

  beforeAll(async () => {
    // No worker role: the test drives a dispatcher of its own, batch by batch.
    const smtpUrl = await mailbox.start();
    app = await startTestApp({
      label: 'email_dispatcher',
      notifications: true,
      env: { SMTP_URL: smtpUrl, APP_ROLES: 'api,projections' },
    });
    mailer = new SmtpMailer(smtpUrl, 'Bold <no-reply@example.com>');
    operator = await operatorReadyToInvite(app, 'Olga Dispatched');
    invitationId = (await createInvitation(app, operator, { prospectName: 'Nina Networker' })).id;
    // The invitation's own notices are not this test's: settle them.
    await dispatcher(mailer).dispatchOnce();
  });
  afterAll(async () => {
    mailer?.close();
    await app?.close();
    await mailbox.close();
  });

  it('gives a failed send back for a later attempt, then sends it once', async () => {
    const eventId = await queuedQuestion();
    expect(await dispatcher(failing).dispatchOnce()).toBe(1);
    expect(await rowOf(eventId)).toMatchObject({
      delivered: false,
      leased: false,
      attempts: 1,
      due_later: true,
    });
    // Not due yet: nothing is taken.
    expect(await dispatcher(mailer).dispatchOnce()).toBe(0);
    await app.sql(`UPDATE notification_deliveries SET due_at = now() WHERE event_id = $1`, [eventId]);
    expect(await dispatcher(mailer).dispatchOnce()).toBe(1);
    expect(await rowOf(eventId)).toMatchObject({ delivered: true, leased: false, attempts: 2 });
    expect(emailsAbout(asked)).toBe(1);
    expect(await dispatcher(mailer).dispatchOnce()).toBe(0);
  });

  it('leaves a send in progress to its dispatcher until its lease lapses, then takes it over', async () => {
    const eventId = await queuedQuestion();
    // Another dispatcher took it and is sending (or died sending).
    await app.sql(
      `UPDATE notification_deliveries SET sending_since = now(), attempts = 1 WHERE event_id = $1`,
      [eventId],
    );
    expect(await dispatcher(mailer).dispatchOnce()).toBe(0);
    await app.sql(
      `UPDATE notification_deliveries SET sending_since = now() - interval '2 minutes' WHERE event_id = $1`,
      [eventId],
    );
    expect(await dispatcher(mailer).dispatchOnce()).toBe(1);
    expect(await rowOf(eventId)).toMatchObject({ delivered: true, leased: false, attempts: 2 });
    expect(emailsAbout(asked)).toBe(1);
  });

  it(`gives up after ${MAX_EMAIL_ATTEMPTS} failed attempts, keeping the delivery’s row`, async () => {
    const eventId = await queuedQuestion();
    await app.sql(`UPDATE notification_deliveries SET attempts = $2 WHERE event_id = $1`, [
      eventId,
      MAX_EMAIL_ATTEMPTS - 1,
    ]);
    expect(await dispatcher(failing).dispatchOnce()).toBe(1);
    expect(await rowOf(eventId)).toMatchObject({
      delivered: false,
      leased: false,
      attempts: MAX_EMAIL_ATTEMPTS,
      given_up: true,
    });
    expect(await dispatcher(mailer).dispatchOnce()).toBe(0);
    expect(emailsAbout(asked)).toBe(0);
  });
});
