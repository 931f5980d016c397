import { type ConversationMessage, type MessageSenderType, MESSAGING_MESSAGES } from '@referrals/contracts';
import Skeleton from 'antd/es/skeleton';
import { useEffect, useRef } from 'react';
import { formatMessageTime } from './messageTime';
import styles from './Messaging.module.css';

interface MessageListProps {
  messages: ConversationMessage[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** The viewer's side: their messages sit on the right. */
  yourRole: MessageSenderType;
  /** Whether to name the contact a message is about (not needed inside one contact's thread). */
  showProspectContext: boolean;
}

/** A thread's messages, oldest first, kept scrolled to the newest as messages arrive. */
export function MessageList({
  messages,
  isPending,
  isError,
  yourRole,
  showProspectContext,
}: MessageListProps) {
  const log = useRef<HTMLDivElement>(null);
  const count = messages?.length ?? 0;
  // Scrolls the thread's own box, never the page: a page may hold several threads (one per contact card).
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [count]);

  if (isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (isError) return <p role="alert">{MESSAGING_MESSAGES.loadFailed}</p>;
  return (
    <div ref={log} className={styles.messages} role="log" aria-live="polite" aria-label="Messages">
      {count === 0 ? <p className={styles.empty}>{MESSAGING_MESSAGES.noMessages}</p> : null}
      <ol className={styles.messageItems}>
        {messages?.map((message) => {
          const mine = message.senderType === yourRole;
          return (
            <li key={message.id} className={mine ? styles.mine : styles.theirs}>
              <div className={styles.bubble}>
                {showProspectContext && message.prospectContext ? (
                  <span className={styles.context}>About {message.prospectContext}</span>
                ) : null}
                <p className={styles.text}>{message.message}</p>
              </div>
              <span className={styles.meta}>
                {mine ? 'You' : message.senderName} ·{' '}
                <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
