import type { SqlMigration } from '@referrals/projections';

/**
 * In-app notifications, and the guard that delivers each (event, recipient, channel) once:
 * the worker claims the delivery row before it writes or sends, because a stalled job can run twice.
 */
export const notificationsMigration: SqlMigration = {
  name: 'Notifications',
  timestamp: 1764100000000,
  up: `
CREATE TABLE notification_deliveries (
  event_id uuid NOT NULL,
  recipient_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('in_app', 'email')),
  delivered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, recipient_user_id, channel)
);
CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  event_id uuid NOT NULL,
  type text NOT NULL,
  title text NOT NULL,
  message text NOT NULL,
  navigation_data jsonb NOT NULL,
  template_variables jsonb NOT NULL DEFAULT '{}',
  invitation_id uuid,
  is_read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  UNIQUE (event_id, user_id)
);
CREATE INDEX notifications_by_user ON notifications (user_id, created_at DESC);
CREATE INDEX notifications_unread_by_user ON notifications (user_id) WHERE NOT is_read;`,
  down: `DROP TABLE notifications; DROP TABLE notification_deliveries;`,
};
