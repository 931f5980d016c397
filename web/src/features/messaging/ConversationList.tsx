import {
  type Conversation,
  MESSAGING_MESSAGES,
  shortRelativeTime,
  unreadBadgeText,
} from '@referrals/contracts';
import { formatMessageTime } from './messageTime';
import { unreadMessagesLabel } from './unreadMessages';
import styles from './Messaging.module.css';
import hidden from '../../ui/visuallyHidden.module.css';

interface ConversationListProps {
  conversations: Conversation[];
  selectedId: string | null;
  onSelect: (conversationId: string) => void;
  now: Date;
}

/** The conversations, most recent first, unread ones marked with their count; each row opens its thread. */
export function ConversationList({ conversations, selectedId, onSelect, now }: ConversationListProps) {
  if (conversations.length === 0) return <p className={styles.empty}>{MESSAGING_MESSAGES.noConversations}</p>;
  return (
    <ul className={styles.conversationItems} aria-label="Conversations">
      {conversations.map((conversation) => {
        const unread = conversation.unreadCount > 0;
        return (
          <li key={conversation.id}>
            <button
              type="button"
              className={styles.conversationButton}
              aria-current={conversation.id === selectedId ? 'true' : undefined}
              data-target-id={conversation.id}
              data-unread={unread ? 'true' : undefined}
              onClick={() => onSelect(conversation.id)}
            >
              <span className={styles.conversationName}>{conversation.otherPartyName}</span>
              <span className={styles.conversationMeta}>
                {unread ? (
                  <span className={styles.unreadBadge} data-testid="conversation-unread">
                    <span aria-hidden="true">{unreadBadgeText(conversation.unreadCount)}</span>
                    <span className={hidden.srOnly}>{unreadMessagesLabel(conversation.unreadCount)}</span>
                  </span>
                ) : null}
                <time className={styles.meta} dateTime={conversation.lastMessageAt}>
                  {shortRelativeTime(new Date(conversation.lastMessageAt), now, (date) =>
                    formatMessageTime(date.toISOString()),
                  )}
                </time>
              </span>
              <span className={styles.preview}>
                {conversation.lastMessage ?? MESSAGING_MESSAGES.noMessages}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
