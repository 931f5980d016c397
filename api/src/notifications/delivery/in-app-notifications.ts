import {
  type NotificationDelivery,
  notificationPagesQueryKey,
  type QueryKey,
  queryKey,
} from '@referrals/contracts';
import { lookUpDeliveries, type RunQuery } from './delivery-lookup.js';
import { notificationContent } from './notification-content.js';

/** The recipient's notification list (every page: the key's prefix), the screens' pages and unread count. */
export const NOTIFICATION_QUERY_KEYS: QueryKey[] = [
  queryKey('GET /api/notifications'),
  notificationPagesQueryKey(),
  queryKey('GET /api/notifications/unread-count'),
];

/**
 * Writes the in-app notifications of these deliveries in two statements, whatever their number: one
 * looks up recipients, names and choices, the other claims each (event, recipient) in
 * notification_deliveries and writes the notifications of the claims it won, so a delivery made twice
 * (a replayed batch, a job queued before in-app notices were written here) is written once. A recipient
 * whose account is gone or who turned the type off gets none. Answers the deliveries written.
 */
export async function writeInAppNotifications(
  run: RunQuery,
  deliveries: readonly NotificationDelivery[],
): Promise<NotificationDelivery[]> {
  const lookups = await lookUpDeliveries(run, deliveries);
  const due = deliveries.flatMap((delivery, index) => {
    const lookup = lookups[index];
    return lookup?.wanted ? [{ delivery, content: notificationContent(delivery.subject, lookup.names) }] : [];
  });
  if (due.length === 0) return [];
  const claimed = await run<{ ord: number }>(
    `WITH due AS (
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                            $8::uuid[], $9::timestamptz[])
                WITH ORDINALITY AS d (user_id, event_id, type, title, message, navigation_data,
                                      template_variables, invitation_id, created_at, ord)),
     claimed AS (
       INSERT INTO notification_deliveries (event_id, recipient_user_id, channel)
       SELECT event_id, user_id, 'in_app' FROM due
       ON CONFLICT DO NOTHING RETURNING event_id, recipient_user_id),
     written AS (
       INSERT INTO notifications (user_id, event_id, type, title, message, navigation_data,
         template_variables, invitation_id, created_at)
       SELECT due.user_id, due.event_id, due.type, due.title, due.message, due.navigation_data::jsonb,
              due.template_variables::jsonb, due.invitation_id, due.created_at
         FROM due JOIN claimed ON claimed.event_id = due.event_id AND claimed.recipient_user_id = due.user_id
       ON CONFLICT (event_id, user_id) DO NOTHING)
     SELECT due.ord::int AS ord
       FROM due JOIN claimed ON claimed.event_id = due.event_id AND claimed.recipient_user_id = due.user_id`,
    [
      due.map(({ delivery }) => delivery.recipientUserId),
      due.map(({ delivery }) => delivery.eventId),
      due.map(({ content }) => content.type),
      due.map(({ content }) => content.title),
      due.map(({ content }) => content.message),
      due.map(({ content }) => JSON.stringify(content.navigation)),
      due.map(({ content }) => JSON.stringify(content.templateVariables)),
      due.map(({ content }) => content.invitationId),
      due.map(({ delivery }) => delivery.occurredAt),
    ],
  );
  return claimed.map(({ ord }) => due[ord - 1]!.delivery);
}
