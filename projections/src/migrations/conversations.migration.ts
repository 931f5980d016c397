import type { SqlMigration } from './sql-migration.js';

export const conversationsMigration: SqlMigration = {
  name: 'Conversations',
  timestamp: 1764200000300,
  up: `
CREATE TABLE conversations (
  id uuid PRIMARY KEY,
  operator_id uuid NOT NULL,
  networker_user_id uuid NOT NULL,
  started_at timestamptz NOT NULL,
  last_message text,
  last_message_at timestamptz NOT NULL,
  UNIQUE (operator_id, networker_user_id)
);
CREATE INDEX conversations_networker ON conversations (networker_user_id);
CREATE TABLE conversation_messages (
  id uuid PRIMARY KEY,
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  sender_user_id uuid NOT NULL,
  sender_type text NOT NULL CHECK (sender_type IN ('operator', 'networker')),
  sender_name text NOT NULL,
  message text NOT NULL,
  prospect_id uuid,
  created_at timestamptz NOT NULL
);
CREATE INDEX conversation_messages_thread ON conversation_messages (conversation_id, created_at, id);`,
  down: `DROP TABLE conversation_messages; DROP TABLE conversations;`,
};
