import type { SqlMigration } from '@referrals/projections';

/**
 * Identity is not event-sourced: accounts, credentials and reset tokens live here, and
 * never in the event log. The outbox carries the audit facts (UserRegistered, RoleGranted)
 * to the event store after the identity transaction commits.
 */
export const identityMigration: SqlMigration = {
  name: 'Identity',
  timestamp: 1763800000000,
  up: `
CREATE TABLE users (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  username text,
  email text NOT NULL,
  phone text,
  user_type text NOT NULL CHECK (user_type IN ('operator', 'networker')),
  password_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (email);
CREATE UNIQUE INDEX users_username_key ON users (lower(username)) WHERE username IS NOT NULL;

CREATE TABLE user_roles (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('operator', 'networker', 'auditor')),
  granted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, role)
);

CREATE TABLE networker_profiles (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  full_name text NOT NULL,
  title text,
  company text,
  linkedin_url text,
  bio text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE passkey_credentials (
  credential_id text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  public_key bytea NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX passkey_credentials_user_idx ON passkey_credentials (user_id);

CREATE TABLE external_identities (
  issuer text NOT NULL,
  subject text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (issuer, subject)
);
CREATE INDEX external_identities_user_idx ON external_identities (user_id);

CREATE TABLE password_reset_tokens (
  token_hash bytea PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id);

CREATE TABLE identity_outbox (
  sequence bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id uuid NOT NULL UNIQUE,
  stream_name text NOT NULL,
  event_type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);`,
  down: `
DROP TABLE identity_outbox;
DROP TABLE password_reset_tokens;
DROP TABLE external_identities;
DROP TABLE passkey_credentials;
DROP TABLE networker_profiles;
DROP TABLE user_roles;
DROP TABLE users;`,
};
