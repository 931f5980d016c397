import {
  type JobPayloads,
  notificationDashboardPath,
  type NotificationDelivery,
  type QueryKey,
  queryKey,
} from '@referrals/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { JobHandler } from '../../platform/jobs/job-handler.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { wantsDelivery } from '../preferences/notification-preferences.js';
import {
  type NotificationContent,
  notificationContent,
  notificationEmail,
  type SubjectNames,
} from './notification-content.js';

/** Tells a user's open screens which query keys changed (through the live-update sockets). */
export type NotifyUser = (userId: string, keys: QueryKey[], position: string) => void;

/** The recipient's notification list (every page: the key's prefix) and unread count. */
export const NOTIFICATION_QUERY_KEYS: QueryKey[] = [
  queryKey('GET /api/notifications'),
  queryKey('GET /api/notifications/unread-count'),
];

interface Recipient {
  id: string;
  name: string;
  email: string;
}

/**
 * Runs in the worker. Claims (event, recipient, channel) in notification_deliveries before it
 * writes or sends, so a job that runs twice (stalled, retried, replayed) delivers once. An in-app
 * claim commits with its row. An email's claim is a lease (`sending_since`) until the SMTP server
 * has taken it: a failed send gives the claim back; a worker killed mid-send leaves a lease that
 * the retry (after the job lock lapses, no sooner) takes over, so the email is still sent, once
 * unless the server took it in the instant before the kill.
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
    const recipient = await this.recipient(delivery.recipientUserId);
    if (!recipient) return;
    // The recipient's choice when the job runs decides; a type turned off is skipped, not queued for later.
    const { type } = delivery.subject;
    if (!(await wantsDelivery(this.dataSource, recipient.id, type, delivery.channel))) return;
    const content = notificationContent(delivery.subject, await this.names(delivery));
    if (delivery.channel === 'in_app') await this.writeInApp(delivery, content);
    else await this.sendEmail(delivery, recipient, content);
  }

  private async writeInApp(delivery: NotificationDelivery, content: NotificationContent): Promise<void> {
    const written = await this.dataSource.transaction(async (manager) => {
      if (!(await claim(manager, delivery))) return false;
      await manager.query(
        `INSERT INTO notifications (user_id, event_id, type, title, message, navigation_data,
           template_variables, invitation_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (event_id, user_id) DO NOTHING`,
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
      return true;
    });
    if (written) this.notifyUser(delivery.recipientUserId, NOTIFICATION_QUERY_KEYS, delivery.position);
  }

  private async sendEmail(
    delivery: NotificationDelivery,
    recipient: Recipient,
    content: NotificationContent,
  ): Promise<void> {
    const key = [delivery.eventId, delivery.recipientUserId, delivery.channel];
    if (!(await claimEmail(this.dataSource.manager, delivery, this.sendLeaseMs))) return;
    try {
      const link = `${this.publicUrl}${notificationDashboardPath(content.navigation)}`;
      await this.mailer.send(notificationEmail(recipient, content, link));
    } catch (error) {
      await this.dataSource.query(
        'DELETE FROM notification_deliveries WHERE event_id = $1 AND recipient_user_id = $2 AND channel = $3',
        key,
      );
      throw error;
    }
    await this.dataSource.query(
      `UPDATE notification_deliveries SET sending_since = NULL, delivered_at = now()
       WHERE event_id = $1 AND recipient_user_id = $2 AND channel = $3`,
      key,
    );
  }

  /** Who gets the notification; an operator may have their notification emails sent to another address. */
  private async recipient(userId: string): Promise<Recipient | null> {
    const rows = await this.dataSource.query<Recipient[]>(
      `SELECT u.id, u.name, COALESCE(NULLIF(op.profile->>'overrideEmail', ''), u.email) AS email
       FROM users u LEFT JOIN operator_profiles op ON op.user_id = u.id
       WHERE u.id = $1`,
      [userId],
    );
    return rows[0] ?? null;
  }

  /** The names the wording needs, looked up now so a rename reads right; a deleted record leaves a fallback. */
  private async names(delivery: NotificationDelivery): Promise<SubjectNames> {
    const { subject } = delivery;
    const networkerId = 'networkerUserId' in subject ? subject.networkerUserId : null;
    const operatorId = 'operatorId' in subject ? subject.operatorId : null;
    const prospectId = 'prospectId' in subject ? subject.prospectId : null;
    const rows = await this.dataSource.query<
      {
        invitation_name: string | null;
        networker_name: string | null;
        operator_name: string | null;
        prospect_name: string | null;
      }[]
    >(
      `SELECT (SELECT invitee_name FROM invitations WHERE id = $1) AS invitation_name,
              (SELECT name FROM users WHERE id = $2) AS networker_name,
              (SELECT name FROM users WHERE id = $3) AS operator_name,
              (SELECT prospect_name FROM prospects WHERE id = $4) AS prospect_name`,
      [subject.invitationId, networkerId, operatorId, prospectId],
    );
    return {
      invitationName: rows[0]?.invitation_name ?? 'an invitee',
      networkerName: rows[0]?.networker_name ?? null,
      operatorName: rows[0]?.operator_name ?? null,
      prospectName: rows[0]?.prospect_name ?? null,
    };
  }
}

/** A run of the same email's job holds an unexpired claim: this run is retried later (BullMQ backoff). */
export class EmailSendInProgress extends Error {
  override readonly name = 'EmailSendInProgress';
}

/**
 * True when this run may send: it claimed the email, or took over the lease of a send that never
 * confirmed (its worker died). False when the email was delivered. Throws while another run's lease lasts.
 */
async function claimEmail(
  manager: EntityManager,
  delivery: NotificationDelivery,
  leaseMs: number,
): Promise<boolean> {
  const key = [delivery.eventId, delivery.recipientUserId, delivery.channel];
  const claimed = await manager.query<unknown[]>(
    `INSERT INTO notification_deliveries (event_id, recipient_user_id, channel, sending_since)
     VALUES ($1, $2, $3, now())
     ON CONFLICT (event_id, recipient_user_id, channel) DO UPDATE SET sending_since = now()
       WHERE notification_deliveries.sending_since <= now() - make_interval(secs => $4::double precision / 1000)
     RETURNING event_id`,
    [...key, leaseMs],
  );
  if (claimed.length > 0) return true;
  const [row] = await manager.query<{ sending: boolean }[]>(
    `SELECT sending_since IS NOT NULL AS sending FROM notification_deliveries
     WHERE event_id = $1 AND recipient_user_id = $2 AND channel = $3`,
    key,
  );
  if (row?.sending) throw new EmailSendInProgress('Another run is sending this email; retrying later.');
  return false;
}

/** True when this run took the delivery; false when an earlier run already had it. */
async function claim(manager: EntityManager, delivery: NotificationDelivery): Promise<boolean> {
  const rows = await manager.query<unknown[]>(
    `INSERT INTO notification_deliveries (event_id, recipient_user_id, channel) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING event_id`,
    [delivery.eventId, delivery.recipientUserId, delivery.channel],
  );
  return rows.length > 0;
}
