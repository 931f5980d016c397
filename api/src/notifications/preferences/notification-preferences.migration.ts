import type { SqlMigration } from '@referrals/projections';

/**
 * Each user's delivery choice per notification type. A row exists only once a user changed a type:
 * no row means both channels on. Like read flags, a UI setting rather than a fact: not event-sourced.
 */
export const notificationPreferencesMigration: SqlMigration = {
  name: 'NotificationPreferences',
  timestamp: 1764450000000,
  up: `
CREATE TABLE notification_preferences (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL,
  in_app_enabled boolean NOT NULL DEFAULT true,
  email_enabled boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, type)
);`,
  down: `DROP TABLE notification_preferences;`,
};
