import type { SqlMigration } from '@referrals/projections';

/**
 * When a conversation's messages were last emailed to each recipient, so a burst of messages makes one
 * email (see MESSAGE_EMAIL_QUIET_MS). Like the delivery claims, a guard of the worker, not a fact.
 */
export const messageEmailWindowsMigration: SqlMigration = {
  name: 'MessageEmailWindows',
  timestamp: 1764952400000,
  up: `
CREATE TABLE message_email_windows (
  recipient_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  conversation_id uuid NOT NULL,
  last_event_id uuid NOT NULL,
  last_emailed_at timestamptz NOT NULL,
  PRIMARY KEY (recipient_user_id, conversation_id)
);`,
  down: `DROP TABLE message_email_windows;`,
};
