import type { SqlMigration } from '@referrals/projections';

/**
 * Notification emails wait in notification_deliveries instead of one BullMQ job each (ADR 0032): the
 * process manager writes a pending row (no `delivered_at`) with the delivery in its batch's transaction,
 * and the worker's email dispatcher takes due rows in batches, sends, and settles them. Rows written
 * before stay as they were (delivered). `notification_email_windows` paces each recipient's inbox: after
 * an email, further paced notices (all but those that go alone) wait for the digest window to close and
 * go out together.
 */
export const notificationEmailQueueMigration: SqlMigration = {
  name: 'NotificationEmailQueue',
  timestamp: 1765540000000,
  up: `
ALTER TABLE notification_deliveries
  ALTER COLUMN delivered_at DROP NOT NULL,
  ADD COLUMN delivery jsonb,
  ADD COLUMN due_at timestamptz,
  ADD COLUMN paced boolean,
  ADD COLUMN attempts integer NOT NULL DEFAULT 0;
CREATE INDEX notification_emails_due ON notification_deliveries (due_at)
  WHERE delivered_at IS NULL AND channel = 'email';
CREATE TABLE notification_email_windows (
  recipient_user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  last_emailed_at timestamptz NOT NULL
);`,
  down: `
DROP TABLE notification_email_windows;
DROP INDEX notification_emails_due;
DELETE FROM notification_deliveries WHERE delivered_at IS NULL;
ALTER TABLE notification_deliveries
  ALTER COLUMN delivered_at SET NOT NULL,
  DROP COLUMN delivery,
  DROP COLUMN due_at,
  DROP COLUMN paced,
  DROP COLUMN attempts;`,
};
