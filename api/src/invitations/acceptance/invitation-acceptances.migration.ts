import type { SqlMigration } from '@referrals/projections';

/**
 * Who holds a place on each invitation. Written in the same transaction as the account (and the
 * outbox facts), under a per-invitation lock, so two registrations cannot both take a personal
 * invitation's one place. The InvitationAccepted events remain the record; this is their guard.
 */
export const invitationAcceptancesMigration: SqlMigration = {
  name: 'InvitationAcceptances',
  timestamp: 1764000000000,
  up: `
CREATE TABLE invitation_acceptances (
  invitation_id uuid NOT NULL,
  networker_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  accepted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (invitation_id, networker_user_id)
);`,
  down: `DROP TABLE invitation_acceptances;`,
};
