import type { SqlMigration } from './sql-migration.js';

export const streamIndexMigration: SqlMigration = {
  name: 'StreamIndex',
  timestamp: 1763700000200,
  up: `
CREATE TABLE stream_index (
  stream_name text PRIMARY KEY,
  category text NOT NULL,
  event_count bigint NOT NULL,
  last_revision bigint NOT NULL,
  last_event_type text NOT NULL,
  first_recorded_at timestamptz NOT NULL,
  last_recorded_at timestamptz NOT NULL
);
CREATE INDEX stream_index_category ON stream_index (category, last_recorded_at DESC);`,
  down: `DROP TABLE stream_index;`,
};
