import { type Conversation, MESSAGING_MESSAGES, shortRelativeTime } from '@referrals/contracts';
import { formatMessageTime } from './messageTime';
import styles from './Messaging.module.css';

interface ConversationListProps {
  conversations: Conversation[];
  selectedId: string | null;
  onSelect: (conversationId: string) => void;
  now: Date;
}

/** The conversations, most recent first; each row opens its thread. */
export function ConversationList({ conversations, selectedId, onSelect, now }: ConversationListProps) {
  if (conversations.length === 0) return <p className={styles.empty}>{MESSAGING_MESSAGES.noConversations}</p>;
  return (
    <ul className={styles.conversationItems} aria-label="Conversations">
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <button
            type="button"
            className={styles.conversationButton}
            aria-current={conversation.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(conversation.id)}
          >
            <span className={styles.conversationName}>{conversation.otherPartyName}</span>
            <time className={styles.meta} dateTime={conversation.lastMessageAt}>
              {shortRelativeTime(new Date(conversation.lastMessageAt), now, (date) =>
                formatMessageTime(date.toISOString()),
              )}
            </time>
            <span className={styles.preview}>
              {conversation.lastMessage ?? MESSAGING_MESSAGES.noMessages}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
