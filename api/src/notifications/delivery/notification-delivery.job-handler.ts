import {
  type JobPayloads,
  notificationDashboardPath,
  type NotificationDelivery,
  type QueryKey,
} from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import type { JobHandler } from '../../platform/jobs/job-handler.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { lookUpDeliveries, type Recipient, type RunQuery } from './delivery-lookup.js';
import { sendEmailOnce } from './email-send-claim.js';
import { NOTIFICATION_QUERY_KEYS, writeInAppNotifications } from './in-app-notifications.js';
import { type NotificationContent, notificationContent, notificationEmail } from './notification-content.js';

/** Tells a user's open screens which query keys changed (through the live-update sockets). */
export type NotifyUser = (userId: string, keys: QueryKey[], position: string) => void;

/** After a message's email, later messages of the same conversation within this time get none. */
export const MESSAGE_EMAIL_QUIET_MS = 5 * 60 * 1000;

/**
 * Runs in the worker: sends a notification's email. Claims (event, recipient, channel) in
 * notification_deliveries before it sends, so a job that runs twice (stalled, retried, replayed)
 * delivers once: the claim is a lease until the SMTP server has taken the email (`sendEmailOnce`, which
 * a reply to a visitor's question uses too). In-app notifications are written by the process manager in
 * its own batch; an in-app job queued before that still writes its notification here, once.
 */
export class NotificationDeliveryJobHandler implements JobHandler<'notifications.deliver'> {
  readonly jobName = 'notifications.deliver' as const;
  private readonly run: RunQuery;

  constructor(
    private readonly dataSource: DataSource,
    private readonly mailer: Mailer,
    private readonly notifyUser: NotifyUser,
    private readonly publicUrl: string,
    /** How long an unconfirmed send holds its claim: the job lock, after which a stalled job is retried. */
    private readonly sendLeaseMs: number,
  ) {
    this.run = (text, values) => this.dataSource.query(text, values);
  }

  async handle(delivery: JobPayloads['notifications.deliver']): Promise<void> {
    if (delivery.channel === 'in_app') {
      for (const written of await writeInAppNotifications(this.run, [delivery]))
        this.notifyUser(written.recipientUserId, NOTIFICATION_QUERY_KEYS, written.position);
      return;
    }
    // The recipient's choice when the job runs decides; a type turned off is skipped, not queued for later.
    const [lookup] = await lookUpDeliveries(this.run, [delivery]);
    if (!lookup?.wanted) return;
    await this.sendEmail(delivery, lookup.recipient, notificationContent(delivery.subject, lookup.names));
  }

  private async sendEmail(
    delivery: NotificationDelivery,
    recipient: Recipient,
    content: NotificationContent,
  ): Promise<void> {
    if (!(await this.messageEmailDue(delivery))) return;
    const key = {
      table: 'notification_deliveries',
      eventId: delivery.eventId,
      recipientUserId: delivery.recipientUserId,
      channel: 'email',
    } as const;
    const link = `${this.publicUrl}${notificationDashboardPath(content.navigation)}`;
    await sendEmailOnce(this.dataSource, key, this.sendLeaseMs, () =>
      this.mailer.send(notificationEmail(recipient, content, link)),
    );
  }

  /**
   * A message's email goes out unless another of the same conversation was emailed to the recipient
   * within MESSAGE_EMAIL_QUIET_MS before it: a burst of messages makes one email, the in-app list has
   * each. The window is measured between the messages' own times, so a replay decides as the first run
   * did, and the run that took the window (a retry after a failed send) may take it again, unless a
   * later message of the conversation took it meanwhile (one more than the quiet time after it): that
   * retry is then skipped, and the later message's email, sent or retried in turn, stands for both.
   */
  private async messageEmailDue(delivery: NotificationDelivery): Promise<boolean> {
    const { subject } = delivery;
    if (subject.type !== 'new_message') return true;
    const taken = await this.dataSource.query<unknown[]>(
      `INSERT INTO message_email_windows (recipient_user_id, conversation_id, last_event_id, last_emailed_at)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (recipient_user_id, conversation_id) DO UPDATE
         SET last_event_id = EXCLUDED.last_event_id, last_emailed_at = EXCLUDED.last_emailed_at
         WHERE message_email_windows.last_event_id = EXCLUDED.last_event_id
            OR message_email_windows.last_emailed_at
                 <= EXCLUDED.last_emailed_at - make_interval(secs => $5::double precision / 1000)
       RETURNING last_event_id`,
      [
        delivery.recipientUserId,
        subject.conversationId,
        delivery.eventId,
        delivery.occurredAt,
        MESSAGE_EMAIL_QUIET_MS,
      ],
    );
    return taken.length > 0;
  }
}
