/**
 * Tables of the Postgres event store. `position` orders events inside a transaction;
 * `transaction_id` (the appending transaction's xid8) makes the global feed safe:
 * readers only take rows whose transaction is older than every transaction still
 * running, so an event that commits late is never jumped over. See docs/event-store.md.
 */
export const EVENT_STORE_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS streams (
  stream_name text PRIMARY KEY,
  revision bigint NOT NULL CHECK (revision >= 0)
);

CREATE TABLE IF NOT EXISTS events (
  position bigint GENERATED ALWAYS AS IDENTITY,
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_name text NOT NULL,
  revision bigint NOT NULL,
  id uuid NOT NULL,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT events_stream_revision PRIMARY KEY (stream_name, revision),
  CONSTRAINT events_stream_event_id UNIQUE (stream_name, id)
);

CREATE INDEX IF NOT EXISTS events_global_order ON events (transaction_id, position);
`;

export const EVENT_STORE_DROP_SQL = `
DROP TABLE IF EXISTS events;
DROP TABLE IF EXISTS streams;
`;

/** Channel on which appends announce themselves to subscribers in other processes. */
export const APPENDED_CHANNEL = 'events_appended';
