import type { SqlMigration } from './sql-migration.js';

export const operatorProfilesMigration: SqlMigration = {
  name: 'OperatorProfiles',
  timestamp: 1763900000000,
  up: `
CREATE TABLE operator_profiles (
  user_id uuid PRIMARY KEY,
  profile jsonb NOT NULL,
  missing_fields text[] NOT NULL,
  updated_at timestamptz NOT NULL
);`,
  down: `DROP TABLE operator_profiles;`,
};
