import type { SqlMigration } from './sql-migration.js';

export const projectionCheckpointsMigration: SqlMigration = {
  name: 'ProjectionCheckpoints',
  timestamp: 1763700000100,
  up: `
CREATE TABLE projection_checkpoints (
  projector text PRIMARY KEY,
  commit_position numeric(20, 0) NOT NULL DEFAULT 0,
  prepare_position numeric(20, 0) NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);`,
  down: `DROP TABLE projection_checkpoints;`,
};
