import {
  type JobPayloads,
  notificationDashboardPath,
  type NotificationDelivery,
  notificationPagesQueryKey,
  type QueryKey,
  queryKey,
} from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import type { JobHandler } from '../../platform/jobs/job-handler.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { wantsDelivery } from '../preferences/notification-preferences.js';
import { sendEmailOnce } from './email-send-claim.js';
import {
  type NotificationContent,
  notificationContent,
  notificationEmail,
  type SubjectNames,
} from './notification-content.js';

/** Tells a user's open screens which query keys changed (through the live-update sockets). */
export type NotifyUser = (userId: string, keys: QueryKey[], position: string) => void;

/** The recipient's notification list (every page: the key's prefix), the screens' pages and unread count. */
export const NOTIFICATION_QUERY_KEYS: QueryKey[] = [
  queryKey('GET /api/notifications'),
  notificationPagesQueryKey(),
  queryKey('GET /api/notifications/unread-count'),
];

/** After a message's email, later messages of the same conversation within this time get none. */
export const MESSAGE_EMAIL_QUIET_MS = 5 * 60 * 1000;

interface Recipient {
  id: string;
  name: string;
  email: string;
}

/**
 * Runs in the worker. Claims (event, recipient, channel) in notification_deliveries before it
 * writes or sends, so a job that runs twice (stalled, retried, replayed) delivers once. An in-app
 * claim commits with its row. An email's claim is a lease until the SMTP server has taken it
 * (`sendEmailOnce`, which a reply to a visitor's question uses too).
 */
export class NotificationDeliveryJobHandler implements JobHandler<'notifications.deliver'> {
  readonly jobName = 'notifications.deliver' as const;

  constructor(
    private readonly dataSource: DataSource,
    private readonly mailer: Mailer,
    private readonly notifyUser: NotifyUser,
    private readonly publicUrl: string,
    /** How long an unconfirmed send holds its claim: the job lock, after which a stalled job is retried. */
    private readonly sendLeaseMs: number,
  ) {}

  async handle(delivery: JobPayloads['notifications.deliver']): Promise<void> {
    const found = await this.recipientAndNames(delivery);
    if (!found) return;
    const { recipient, names } = found;
    // The recipient's choice when the job runs decides; a type turned off is skipped, not queued for later.
    const { type } = delivery.subject;
    if (!(await wantsDelivery(this.dataSource, recipient.id, type, delivery.channel))) return;
    const content = notificationContent(delivery.subject, names);
    if (delivery.channel === 'in_app') await this.writeInApp(delivery, content);
    else await this.sendEmail(delivery, recipient, content);
  }

  /** Claims the delivery and writes the notification in one statement, so both commit or neither. */
  private async writeInApp(delivery: NotificationDelivery, content: NotificationContent): Promise<void> {
    const [written] = await this.dataSource.query<{ claimed: boolean }[]>(
      `WITH claimed AS (
         INSERT INTO notification_deliveries (event_id, recipient_user_id, channel) VALUES ($2, $1, 'in_app')
         ON CONFLICT DO NOTHING RETURNING event_id),
       written AS (
         INSERT INTO notifications (user_id, event_id, type, title, message, navigation_data,
           template_variables, invitation_id, created_at)
         SELECT $1, $2, $3::text, $4::text, $5::text, $6::jsonb, $7::jsonb, $8::uuid, $9::timestamptz FROM claimed
         ON CONFLICT (event_id, user_id) DO NOTHING)
       SELECT EXISTS (SELECT FROM claimed) AS claimed`,
      [
        delivery.recipientUserId,
        delivery.eventId,
        content.type,
        content.title,
        content.message,
        JSON.stringify(content.navigation),
        JSON.stringify(content.templateVariables),
        content.invitationId,
        delivery.occurredAt,
      ],
    );
    if (written?.claimed) {
      this.notifyUser(delivery.recipientUserId, NOTIFICATION_QUERY_KEYS, delivery.position);
    }
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

  /**
   * Who gets the notification (an operator may have their notification emails sent to another address),
   * and the names the wording needs, looked up now so a rename reads right; a deleted record leaves a
   * fallback. Null when the recipient's account is gone.
   */
  private async recipientAndNames(
    delivery: NotificationDelivery,
  ): Promise<{ recipient: Recipient; names: SubjectNames } | null> {
    const { subject } = delivery;
    const networkerId = 'networkerUserId' in subject ? subject.networkerUserId : null;
    const operatorId = 'operatorId' in subject ? subject.operatorId : null;
    const prospectId = 'prospectId' in subject ? subject.prospectId : null;
    const invitationId = 'invitationId' in subject ? subject.invitationId : null;
    const [row] = await this.dataSource.query<
      (Recipient & {
        invitation_name: string | null;
        networker_name: string | null;
        operator_name: string | null;
        prospect_name: string | null;
      })[]
    >(
      `SELECT u.id, u.name, COALESCE(NULLIF(op.profile->>'overrideEmail', ''), u.email) AS email,
              (SELECT invitee_name FROM invitations WHERE id = $2) AS invitation_name,
              (SELECT name FROM users WHERE id = $3) AS networker_name,
              (SELECT name FROM users WHERE id = $4) AS operator_name,
              (SELECT prospect_name FROM prospects WHERE id = $5) AS prospect_name
         FROM users u LEFT JOIN operator_profiles op ON op.user_id = u.id
        WHERE u.id = $1`,
      [delivery.recipientUserId, invitationId, networkerId, operatorId, prospectId],
    );
    if (!row) return null;
    return {
      recipient: { id: row.id, name: row.name, email: row.email },
      names: {
        invitationName: row.invitation_name ?? 'an invitee',
        networkerName: row.networker_name,
        operatorName: row.operator_name,
        prospectName: row.prospect_name,
      },
    };
  }
}
