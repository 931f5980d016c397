import type { SqlMigration } from './sql-migration.js';

/** The questions visitors asked on invitation pages, as their operators read them. */
export const invitationQuestionsMigration: SqlMigration = {
  name: 'InvitationQuestions',
  timestamp: 1764100001000,
  up: `
CREATE TABLE invitation_questions (
  id uuid PRIMARY KEY,
  invitation_id uuid NOT NULL,
  operator_id uuid NOT NULL,
  asker_name text NOT NULL,
  asker_email text NOT NULL,
  question text NOT NULL,
  asked_at timestamptz NOT NULL
);
CREATE INDEX invitation_questions_by_operator ON invitation_questions (operator_id, asked_at DESC);`,
  down: `DROP TABLE invitation_questions;`,
};
