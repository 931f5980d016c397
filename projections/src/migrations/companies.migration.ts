import type { SqlMigration } from './sql-migration.js';

export const companiesMigration: SqlMigration = {
  name: 'Companies',
  timestamp: 1763900000100,
  up: `
CREATE TABLE companies (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  name_key text NOT NULL UNIQUE,
  domain text,
  logo_url text,
  created_at timestamptz NOT NULL
);`,
  down: `DROP TABLE companies;`,
};
