import type { SqlMigration } from './sql-migration.js';

/** The operators' replies to visitors' questions, shown under each question on the Questions card. */
export const invitationQuestionRepliesMigration: SqlMigration = {
  name: 'InvitationQuestionReplies',
  timestamp: 1764953000000,
  up: `
CREATE TABLE invitation_question_replies (
  id uuid PRIMARY KEY,
  question_id uuid NOT NULL,
  answer text NOT NULL,
  answered_by uuid NOT NULL,
  answered_at timestamptz NOT NULL
);
CREATE INDEX invitation_question_replies_by_question ON invitation_question_replies (question_id, answered_at);`,
  down: `DROP TABLE invitation_question_replies;`,
};
