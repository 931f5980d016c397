import type { SqlMigration } from '@referrals/projections';

/**
 * An email's delivery row is claimed before the send and marked delivered after it, in two short
 * transactions: `sending_since` is set while a send is in flight. Holding one transaction open across
 * the SMTP exchange would hold back every projection meanwhile (the event feed waits for the oldest
 * open transaction). Existing rows were all delivered.
 */
export const emailSendClaimsMigration: SqlMigration = {
  name: 'EmailSendClaims',
  timestamp: 1764700000100,
  up: `ALTER TABLE notification_deliveries ADD COLUMN sending_since timestamptz;`,
  down: `ALTER TABLE notification_deliveries DROP COLUMN sending_since;`,
};
