import {
  type ConversationMessage,
  MESSAGE_PAGE_MESSAGES,
  type MessageSenderType,
  MESSAGING_MESSAGES,
} from '@referrals/contracts';
import Skeleton from 'antd/es/skeleton';
import { useLayoutEffect, useRef } from 'react';
import { LoadMore } from '../../ui/LoadMore';
import type { PagedItems } from '../../ui/usePagedItems';
import { formatMessageTime } from './messageTime';
import styles from './Messaging.module.css';

const EARLIER_LABELS = {
  load: MESSAGE_PAGE_MESSAGES.loadEarlier,
  loading: MESSAGE_PAGE_MESSAGES.loadingEarlier,
};

interface MessageListProps {
  messages: ConversationMessage[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** The viewer's side: their messages sit on the right. */
  yourRole: MessageSenderType;
  /** Whether to name the contact a message is about (not needed inside one contact's thread). */
  showProspectContext: boolean;
  /** The messages before the ones shown: whether there are any, and loading them. */
  earlier: Pick<PagedItems<unknown>, 'hasMore' | 'loadingMore' | 'loadMoreFailed' | 'loadMore'>;
}

/**
 * A thread's messages, oldest first, kept scrolled to the newest as messages arrive. Earlier messages
 * load at the top as it scrolls up (or by its button), and the messages in view stay where they were.
 */
export function MessageList({
  messages,
  isPending,
  isError,
  yourRole,
  showProspectContext,
  earlier,
}: MessageListProps) {
  const log = useRef<HTMLDivElement>(null);
  const shown = useRef({ newest: '', oldest: '', height: 0 });
  const newest = messages?.at(-1)?.id ?? '';
  const oldest = messages?.[0]?.id ?? '';
  // Scrolls the thread's own box, never the page: a page may hold several threads (one per contact card).
  // Before the browser paints: a newer last message scrolls to it; earlier ones put above keep the view.
  useLayoutEffect(() => {
    const box = log.current;
    if (!box) return;
    const before = shown.current;
    if (newest !== before.newest) box.scrollTop = box.scrollHeight;
    else if (oldest !== before.oldest) box.scrollTop += box.scrollHeight - before.height;
    shown.current = { newest, oldest, height: box.scrollHeight };
  }, [newest, oldest]);

  if (isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (isError) return <p role="alert">{MESSAGING_MESSAGES.loadFailed}</p>;
  return (
    <div ref={log} className={styles.messages} role="log" aria-live="polite" aria-label="Messages">
      {earlier.hasMore ? (
        <LoadMore
          loading={earlier.loadingMore}
          failed={earlier.loadMoreFailed}
          onLoad={earlier.loadMore}
          failedMessage={MESSAGE_PAGE_MESSAGES.loadEarlierFailed}
          labels={EARLIER_LABELS}
        />
      ) : null}
      {messages?.length ? null : <p className={styles.empty}>{MESSAGING_MESSAGES.noMessages}</p>}
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
