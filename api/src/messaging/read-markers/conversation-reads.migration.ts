import type { SqlMigration } from '@referrals/projections';

/**
 * Each party's read position in a conversation: the time of the latest message they had when they
 * last opened it. Messages from the other party after it are unread.
 *
 * Decision: a read position is a row, not an event. It is one user's view of their own screen, like a
 * notification's read flag or a delivery preference: no decision of any aggregate depends on it, no
 * dispute or audit asks for it, it changes on every opening and may only move forward, and losing it
 * costs a badge. Putting it in the log would add an event per opening to the pair's stream, which the
 * audit trail and the conversation's own fold would then have to skip. No foreign key to
 * `conversations`: that table is a read model, emptied and refilled by a rebuild, and the positions
 * must survive it.
 */
export const conversationReadsMigration: SqlMigration = {
  name: 'ConversationReads',
  timestamp: 1764952400100,
  up: `
CREATE TABLE conversation_reads (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  conversation_id uuid NOT NULL,
  last_read_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, conversation_id)
);`,
  down: `DROP TABLE conversation_reads;`,
};
