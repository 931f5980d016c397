import type { SqlMigration } from './sql-migration.js';

/**
 * Conversations in pages are ordered by (last_message_at DESC, id) and read from a cursor on, from either
 * side of each pair: one index per side, each a range a page reads in order (the operator's replaces
 * nothing: the pair's unique index stays for its lookups; the networker's replaces
 * `conversations_networker`, which it leads like). A thread's windows read `conversation_messages_thread`
 * backwards; one contact's messages in it get an index of their own, so their window does not pass over
 * the rest of the pair's messages (four a contact in the capacity plan, 200 a year in a thread).
 */
export const conversationPageIndexesMigration: SqlMigration = {
  name: 'ConversationPageIndexes',
  timestamp: 1765520000000,
  up: `
CREATE INDEX conversations_operator_order ON conversations (operator_id, last_message_at DESC, id);
CREATE INDEX conversations_networker_order ON conversations (networker_user_id, last_message_at DESC, id);
DROP INDEX conversations_networker;
CREATE INDEX conversation_messages_prospect_thread
  ON conversation_messages (conversation_id, prospect_id, created_at, id);`,
  down: `
DROP INDEX conversation_messages_prospect_thread;
CREATE INDEX conversations_networker ON conversations (networker_user_id);
DROP INDEX conversations_networker_order;
DROP INDEX conversations_operator_order;`,
};
