import type { NotificationDelivery } from '@referrals/contracts';
import type { RunQuery } from './delivery-lookup.js';

/** After a message's email, later messages of the same conversation within this time get none. */
export const MESSAGE_EMAIL_QUIET_MS = 5 * 60 * 1000;

/**
 * Whether a notice's email is due: always, but for a message, whose email goes out unless another of
 * the same conversation was emailed to the recipient within MESSAGE_EMAIL_QUIET_MS before it: a burst
 * of messages makes one email, the in-app list has each. The window is measured between the messages'
 * own times, so a replay decides as the first run did, and the run that took the window (a retry after
 * a failed send) may take it again, unless a later message of the conversation took it meanwhile (one
 * more than the quiet time after it): that retry is then skipped, and the later message's email, sent
 * or retried in turn, stands for both.
 */
export async function messageEmailDue(run: RunQuery, delivery: NotificationDelivery): Promise<boolean> {
  const { subject } = delivery;
  if (subject.type !== 'new_message') return true;
  const taken = await run<unknown>(
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
