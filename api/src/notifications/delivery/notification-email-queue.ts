import type { NotificationDelivery } from '@referrals/contracts';
import type { ProjectionContext } from '@referrals/projections';
import { emailGoesAlone } from './notification-content.js';

/**
 * Queues a batch's notification emails for the email dispatcher (ADR 0032): one pending row each in
 * notification_deliveries, written in one statement with the batch, whatever their number. A delivery
 * queued or made before (a replayed batch) keeps its row; a recipient whose account is gone gets none.
 */
export function queueNotificationEmails(
  context: Pick<ProjectionContext, 'write'>,
  deliveries: readonly NotificationDelivery[],
): void {
  const emails = deliveries.filter((delivery) => delivery.channel === 'email');
  if (emails.length === 0) return;
  context.write(
    `INSERT INTO notification_deliveries
       (event_id, recipient_user_id, channel, delivered_at, delivery, due_at, paced)
     SELECT d.event_id, d.recipient_user_id, 'email', NULL, d.delivery, now(), d.paced
       FROM unnest($1::uuid[], $2::uuid[], $3::jsonb[], $4::boolean[])
              AS d (event_id, recipient_user_id, delivery, paced)
      WHERE EXISTS (SELECT 1 FROM users WHERE id = d.recipient_user_id)
     ON CONFLICT DO NOTHING`,
    [
      emails.map((delivery) => delivery.eventId),
      emails.map((delivery) => delivery.recipientUserId),
      emails.map((delivery) => JSON.stringify(delivery)),
      emails.map((delivery) => !emailGoesAlone(delivery.subject)),
    ],
  );
}
