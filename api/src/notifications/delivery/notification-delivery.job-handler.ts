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
import { messageEmailDue } from './message-email-window.js';
import { type NotificationContent, notificationContent, notificationEmail } from './notification-content.js';

/** Tells a user's open screens which query keys changed (through the live-update sockets). */
export type NotifyUser = (userId: string, keys: QueryKey[], position: string) => void;

/**
 * Runs in the worker: delivers a notification queued as a job, as every one was before the email
 * dispatcher took over (ADR 0032); jobs still queued then are delivered here, once. Claims (event,
 * recipient, channel) in notification_deliveries before it sends, so a job that runs twice (stalled,
 * retried, replayed) delivers once: the claim is a lease until the SMTP server has taken the email
 * (`sendEmailOnce`, which a reply to a visitor's question uses too). A pending row of the dispatcher's
 * for the same delivery counts as taken: the job leaves the email to it.
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
    if (!(await messageEmailDue(this.run, delivery))) return;
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
}
