import type { SqlMigration } from './sql-migration.js';

export const profileCompaniesMigration: SqlMigration = {
  name: 'ProfileCompanies',
  timestamp: 1763900000200,
  up: `
CREATE TABLE operator_target_companies (
  user_id uuid NOT NULL,
  company_id uuid NOT NULL,
  role_title text,
  added_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, company_id)
);
CREATE TABLE networker_intro_companies (
  user_id uuid NOT NULL,
  company_id uuid NOT NULL,
  notes text,
  verified boolean NOT NULL,
  added_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, company_id)
);`,
  down: `DROP TABLE networker_intro_companies; DROP TABLE operator_target_companies;`,
};
