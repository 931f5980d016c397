import type { SqlMigration } from './sql-migration.js';

/**
 * The logos operators gave companies for their own views (issue 25): the shared catalogue's logo
 * comes from the server's lookup only, so an operator's own choice is kept per operator.
 */
export const operatorCompanyLogosMigration: SqlMigration = {
  name: 'OperatorCompanyLogos',
  timestamp: 1764970000000,
  up: `
CREATE TABLE operator_company_logos (
  user_id uuid NOT NULL,
  company_id uuid NOT NULL,
  logo_url text NOT NULL,
  chosen_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, company_id)
);`,
  down: `DROP TABLE operator_company_logos;`,
};
