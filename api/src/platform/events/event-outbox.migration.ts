import type { SqlMigration } from '@referrals/projections';

/**
 * The platform's event outbox replaces identity's: it carries any transaction's events (accounts,
 * acceptances, submissions, the waitlist), grouped by transaction and stream so that each stream gets
 * one append at the revision its decision read. Events still waiting in the identity outbox move over,
 * each as a batch of its own appended after whatever its stream holds, as they would have been.
 */
export const eventOutboxMigration: SqlMigration = {
  name: 'EventOutbox',
  timestamp: 1764900000000,
  up: `
CREATE TABLE event_outbox (
  sequence bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  batch_id uuid NOT NULL,
  event_id uuid NOT NULL UNIQUE,
  stream_name text NOT NULL,
  expected_revision text NOT NULL,
  event_type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX event_outbox_batch_idx ON event_outbox (batch_id);
INSERT INTO event_outbox (batch_id, event_id, stream_name, expected_revision, event_type, data, metadata, created_at)
SELECT event_id, event_id, stream_name, 'any', event_type, data, metadata, created_at
  FROM identity_outbox ORDER BY sequence;
DROP TABLE identity_outbox;`,
  down: `
CREATE TABLE identity_outbox (
  sequence bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id uuid NOT NULL UNIQUE,
  stream_name text NOT NULL,
  event_type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO identity_outbox (event_id, stream_name, event_type, data, metadata, created_at)
SELECT event_id, stream_name, event_type, data, metadata, created_at FROM event_outbox ORDER BY sequence;
DROP TABLE event_outbox;`,
};
