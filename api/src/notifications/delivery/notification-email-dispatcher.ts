import type { NotificationDelivery } from '@referrals/contracts';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { Mailer } from '../../platform/mail/mailer.js';
import { lookUpDeliveries, type RunQuery } from './delivery-lookup.js';
import { messageEmailDue } from './message-email-window.js';
import { type EmailDeliveryKey, type EmailPlan, planNotificationEmails } from './notification-email-plan.js';

/** Deliveries taken at once: enough for a busy minute's digests, few enough to settle in one statement. */
const BATCH_SIZE = 200;
/** Waiting notices made due when their recipient's window closes, at most, each time the dispatcher looks. */
const DEFERRED_PER_LOOK = 1000;
/** How often an idle dispatcher looks for due emails (and for digest windows that closed). */
const IDLE_POLL_MS = 250;
/** How long it waits after its database failed it, before it looks again. */
const FAILURE_PAUSE_MS = 2000;
/** Sends of one delivery before it is given up (as a BullMQ job's attempts were). */
export const MAX_EMAIL_ATTEMPTS = 8;
/** Waits between the attempts: 2 s, 4 s, 8 s, … at most an hour. */
const retryDelayMs = (attempts: number) => Math.min(2000 * 2 ** (attempts - 1), 60 * 60 * 1000);

export interface EmailDispatcherSettings {
  publicUrl: string;
  /** How long a send that never confirmed holds its deliveries: the job lock, as for jobs. */
  leaseMs: number;
  /** After an email to a recipient, how long their further paced notices wait to go out as one digest. */
  digestWindowMs: number;
}

interface TakenRow {
  delivery: NotificationDelivery;
  attempts: number;
}

/**
 * Runs in the worker (ADR 0032): takes the due notification emails the process manager queued, in
 * batches, and sends each recipient one email per batch (a digest when several notices wait). A
 * recipient emailed less than the digest window ago is left until it closes, so a burst of changes
 * makes one email at once and one digest after. Each taken delivery is a lease (`sending_since`) until
 * its email is settled; a dispatcher that dies mid-send leaves leases that any dispatcher takes over
 * once they lapse, so an email is neither lost nor, but for a kill in the instant the server took it,
 * sent twice. No transaction stays open across a send (the event feed waits for open transactions).
 */
export class NotificationEmailDispatcher {
  private readonly run: RunQuery;
  private loop: Promise<void> | null = null;
  private stopping = false;
  private wake: (() => void) | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly mailer: Mailer,
    private readonly settings: EmailDispatcherSettings,
    private readonly logger: Logger,
  ) {
    this.run = (text, values) => this.dataSource.query(text, values);
  }

  start(): void {
    this.loop ??= this.follow();
  }

  /** Finishes the batch in hand (its sends and their settling), then stops. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.loop;
  }

  /** Takes one batch of due emails, sends and settles it; answers how many deliveries it took. */
  async dispatchOnce(): Promise<number> {
    const taken = await this.take();
    if (taken.length === 0) return 0;
    const deliveries = taken.map((row) => row.delivery);
    const lookups = await lookUpDeliveries(this.run, deliveries);
    // A message's window is taken only by an email the recipient wants, as a job took it.
    const due: boolean[] = [];
    for (const [index, delivery] of deliveries.entries())
      due.push(lookups[index]?.wanted === true && (await messageEmailDue(this.run, delivery)));
    const plan = planNotificationEmails(
      deliveries.map((delivery, index) => ({ delivery, lookup: lookups[index] ?? null, due: due[index]! })),
      this.settings.publicUrl,
    );
    await this.settle(taken, plan, await this.send(plan));
    return taken.length;
  }

  private async follow(): Promise<void> {
    let failing = false;
    while (!this.stopping) {
      let taken = 0;
      try {
        taken = await this.dispatchOnce();
        if (failing) this.logger.info('notification emails are going out again');
        failing = false;
      } catch (error) {
        if (!failing) this.logger.warn({ err: error }, 'notification emails cannot go out; retrying');
        failing = true;
      }
      if (taken < BATCH_SIZE) await this.pause(failing ? FAILURE_PAUSE_MS : IDLE_POLL_MS);
    }
  }

  private pause(ms: number): Promise<void> {
    if (this.stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  /**
   * Leases the due deliveries: those never taken or whose lease lapsed, of recipients whose digest window
   * is closed (a notice that goes alone does not wait for it), oldest first. In the same statement, due
   * paced deliveries whose recipient's window is open are made due when it closes, so the next looks
   * skip them in the index instead of reading every notice that waits for a window, every time. The
   * leases are read through a SELECT: TypeORM answers an UPDATE's rows with its count beside them.
   */
  private async take(): Promise<TakenRow[]> {
    return this.run<TakenRow>(
      `WITH waiting AS (
         SELECT d.event_id, d.recipient_user_id,
                w.last_emailed_at + make_interval(secs => $3::double precision / 1000) AS window_closes
           FROM notification_deliveries d
           JOIN notification_email_windows w ON w.recipient_user_id = d.recipient_user_id
          WHERE d.delivered_at IS NULL AND d.channel = 'email' AND d.due_at <= now() AND d.paced
            AND d.sending_since IS NULL
            AND w.last_emailed_at > now() - make_interval(secs => $3::double precision / 1000)
          LIMIT $4
          FOR UPDATE OF d SKIP LOCKED),
       deferred AS (
         UPDATE notification_deliveries d SET due_at = waiting.window_closes
           FROM waiting
          WHERE d.event_id = waiting.event_id AND d.recipient_user_id = waiting.recipient_user_id
            AND d.channel = 'email'),
       due AS (
         SELECT d.event_id, d.recipient_user_id FROM notification_deliveries d
          WHERE d.delivered_at IS NULL AND d.channel = 'email' AND d.due_at <= now()
            AND (d.sending_since IS NULL
                 OR d.sending_since <= now() - make_interval(secs => $2::double precision / 1000))
            AND (NOT d.paced OR NOT EXISTS (
                  SELECT 1 FROM notification_email_windows w
                   WHERE w.recipient_user_id = d.recipient_user_id
                     AND w.last_emailed_at > now() - make_interval(secs => $3::double precision / 1000)))
          ORDER BY d.due_at
          LIMIT $1
          FOR UPDATE OF d SKIP LOCKED),
       taken AS (
         UPDATE notification_deliveries d SET sending_since = now(), attempts = d.attempts + 1
           FROM due
          WHERE d.event_id = due.event_id AND d.recipient_user_id = due.recipient_user_id
            AND d.channel = 'email'
         RETURNING d.delivery, d.attempts)
       SELECT delivery, attempts FROM taken`,
      [BATCH_SIZE, this.settings.leaseMs, this.settings.digestWindowMs, DEFERRED_PER_LOOK],
    );
  }

  /** Sends the plan's emails side by side (the mailer's pool bounds them); answers which were taken. */
  private async send(plan: EmailPlan): Promise<boolean[]> {
    const outcomes = await Promise.allSettled(plan.emails.map((email) => this.mailer.send(email.message)));
    return outcomes.map((outcome, index) => {
      if (outcome.status === 'fulfilled') return true;
      this.logger.warn(
        { err: outcome.reason, deliveries: plan.emails[index]!.settles.length },
        'notification email not sent; retrying later',
      );
      return false;
    });
  }

  /**
   * In one statement: settles what was sent or needs no email, gives back what failed (to be retried
   * after a pause, or given up after MAX_EMAIL_ATTEMPTS), and opens the digest window of each recipient
   * of a paced email sent.
   */
  private async settle(taken: readonly TakenRow[], plan: EmailPlan, sent: readonly boolean[]): Promise<void> {
    const attempts = new Map(taken.map(({ delivery, attempts }) => [keyText(delivery), attempts]));
    const settled: EmailDeliveryKey[] = [...plan.unsent];
    const released: { key: EmailDeliveryKey; dueAt: string }[] = [];
    const paced = new Set<string>();
    const now = Date.now();
    plan.emails.forEach((email, index) => {
      if (sent[index]) {
        settled.push(...email.settles);
        if (email.paced) for (const key of email.settles) paced.add(key.recipientUserId);
        return;
      }
      for (const key of email.settles) {
        const tried = attempts.get(keyText(key)) ?? MAX_EMAIL_ATTEMPTS;
        if (tried >= MAX_EMAIL_ATTEMPTS) this.logger.error({ ...key }, 'notification email given up');
        const dueAt =
          tried >= MAX_EMAIL_ATTEMPTS ? 'infinity' : new Date(now + retryDelayMs(tried)).toISOString();
        released.push({ key, dueAt });
      }
    });
    await this.run(
      `WITH settled AS (
         UPDATE notification_deliveries d SET delivered_at = now(), sending_since = NULL, delivery = NULL
           FROM unnest($1::uuid[], $2::uuid[]) AS s (event_id, recipient_user_id)
          WHERE d.event_id = s.event_id AND d.recipient_user_id = s.recipient_user_id
            AND d.channel = 'email' AND d.delivered_at IS NULL),
       released AS (
         UPDATE notification_deliveries d SET sending_since = NULL, due_at = r.due_at
           FROM unnest($3::uuid[], $4::uuid[], $5::timestamptz[]) AS r (event_id, recipient_user_id, due_at)
          WHERE d.event_id = r.event_id AND d.recipient_user_id = r.recipient_user_id
            AND d.channel = 'email' AND d.delivered_at IS NULL)
       INSERT INTO notification_email_windows (recipient_user_id, last_emailed_at)
       SELECT p.recipient_user_id, now() FROM unnest($6::uuid[]) AS p (recipient_user_id)
        WHERE EXISTS (SELECT 1 FROM users WHERE id = p.recipient_user_id)
       ON CONFLICT (recipient_user_id) DO UPDATE SET last_emailed_at = EXCLUDED.last_emailed_at`,
      [
        settled.map((key) => key.eventId),
        settled.map((key) => key.recipientUserId),
        released.map(({ key }) => key.eventId),
        released.map(({ key }) => key.recipientUserId),
        released.map(({ dueAt }) => dueAt),
        [...paced],
      ],
    );
  }
}

const keyText = ({ eventId, recipientUserId }: EmailDeliveryKey) => `${eventId} ${recipientUserId}`;
