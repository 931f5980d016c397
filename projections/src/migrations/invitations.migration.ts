import type { SqlMigration } from './sql-migration.js';

/** The operator's invitation list, the networkers registered through each, and the prospects under them. */
export const invitationsMigration: SqlMigration = {
  name: 'Invitations',
  timestamp: 1763900000300,
  up: `
CREATE TABLE invitations (
  id uuid PRIMARY KEY,
  operator_id uuid NOT NULL,
  slug text NOT NULL UNIQUE,
  kind text NOT NULL,
  status text NOT NULL,
  invitee_name text NOT NULL,
  invitee_title text,
  invitee_company text,
  invitee_email text,
  invitee_linkedin_url text,
  title text,
  description text,
  max_registrations integer,
  intro_email_bounty_cents bigint,
  referral_bounty_cents bigint,
  rev_share_bounty_cents bigint,
  click_count integer NOT NULL DEFAULT 0,
  last_clicked_at timestamptz,
  sent_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX invitations_operator ON invitations (operator_id, sent_at DESC);
CREATE TABLE invitation_registrations (
  invitation_id uuid NOT NULL,
  networker_user_id uuid NOT NULL,
  registered_at timestamptz NOT NULL,
  PRIMARY KEY (invitation_id, networker_user_id)
);
CREATE TABLE prospects (
  id uuid PRIMARY KEY,
  invitation_id uuid NOT NULL,
  operator_id uuid NOT NULL,
  networker_user_id uuid,
  source_type text NOT NULL,
  prospect_name text NOT NULL,
  prospect_title text,
  prospect_company text,
  prospect_linkedin_url text,
  prospect_email text,
  prospect_phone text,
  operator_message text,
  networker_notes text,
  profile_image_url text,
  approval_status text NOT NULL,
  status text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX prospects_invitation ON prospects (invitation_id, created_at);
CREATE INDEX prospects_operator ON prospects (operator_id);`,
  down: `DROP TABLE prospects; DROP TABLE invitation_registrations; DROP TABLE invitations;`,
};
