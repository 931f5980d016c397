import type { SqlMigration } from '@referrals/projections';

/**
 * The send claims of emails to an address without an account (a reply to a visitor's question), one
 * per (event, address): the same lease as an account's email in notification_deliveries, which keys
 * on a user. `sending_since` is set while a send is in flight; `delivered_at` once the server took it.
 */
export const emailSendsMigration: SqlMigration = {
  name: 'EmailSends',
  timestamp: 1765000000200,
  up: `
CREATE TABLE email_sends (
  event_id uuid NOT NULL,
  recipient text NOT NULL,
  sending_since timestamptz,
  delivered_at timestamptz,
  PRIMARY KEY (event_id, recipient)
);`,
  down: `DROP TABLE email_sends;`,
};
