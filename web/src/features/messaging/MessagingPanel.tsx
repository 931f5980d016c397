import { CONVERSATION_PAGE_MESSAGES, MESSAGING_MESSAGES } from '@referrals/contracts';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { useEffect, useState } from 'react';
import { LoadMore } from '../../ui/LoadMore';
import { useNow } from '../../ui/useNow';
import page from '../../ui/SignedInPage.module.css';
import { ConversationList } from './ConversationList';
import { conversationLookupQuery } from './conversationQueries';
import { ConversationThread } from './ConversationThread';
import { useConversationPages } from './useConversationPages';
import { useMarkConversationRead } from './useMarkConversationRead';
import styles from './Messaging.module.css';

/**
 * The Messaging page (the dashboard's messages tab): the conversation list (a page at a time as it
 * scrolls) beside the open thread. On a phone one shows at a time: the list, or the open thread with a
 * way back to the list. A link (a message's notification) opens its conversation, looked up on its own
 * when it is not among the pages loaded. The open conversation counts as read, and so does each message
 * that arrives while it is open.
 */
export function MessagingPanel({ linkedConversationId }: { linkedConversationId?: string | undefined }) {
  const conversations = useConversationPages();
  const now = useNow();
  const [openId, setOpenId] = useState<string | null>(linkedConversationId ?? null);
  // A new link opens its conversation, also when the tab was already showing another one.
  const [followedLink, setFollowedLink] = useState(linkedConversationId);
  if (linkedConversationId !== followedLink) {
    setFollowedLink(linkedConversationId);
    if (linkedConversationId) setOpenId(linkedConversationId);
  }
  const listed = conversations.items?.find((conversation) => conversation.id === openId);
  const linked = useQuery({
    ...conversationLookupQuery({ id: openId ?? '' }),
    enabled: openId !== null && conversations.items !== undefined && listed === undefined,
  });
  const open = listed ?? linked.data ?? null;
  const markRead = useMarkConversationRead();
  const { mutate: markConversationRead } = markRead;
  const unreadInOpen = open?.unreadCount ?? 0;
  const openConversationId = open?.id;
  useEffect(() => {
    if (openConversationId && unreadInOpen > 0) markConversationRead(openConversationId);
  }, [openConversationId, unreadInOpen, markConversationRead]);
  return (
    <section className={`${page.card} ${styles.panel}`} aria-labelledby="messages-title">
      <h2 id="messages-title" className={page.cardTitle}>
        Messages
      </h2>
      {conversations.isPending ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
      {conversations.isError ? <p role="alert">{MESSAGING_MESSAGES.conversationsLoadFailed}</p> : null}
      {conversations.items ? (
        <div className={styles.layout} data-open={open ? 'thread' : 'list'}>
          <div className={styles.listPane}>
            <ConversationList
              conversations={conversations.items}
              selectedId={open?.id ?? null}
              onSelect={setOpenId}
              now={now}
            />
            {conversations.hasMore ? (
              <LoadMore
                loading={conversations.loadingMore}
                failed={conversations.loadMoreFailed}
                onLoad={conversations.loadMore}
                failedMessage={CONVERSATION_PAGE_MESSAGES.loadMoreFailed}
              />
            ) : null}
          </div>
          <div className={styles.threadPane}>
            {open ? (
              <>
                <div className={styles.threadHeader}>
                  <Button className={styles.backButton} onClick={() => setOpenId(null)}>
                    ‹ Conversations
                  </Button>
                  <h3 className={styles.threadTitle}>{open.otherPartyName}</h3>
                </div>
                <ConversationThread key={open.id} conversation={open} />
              </>
            ) : conversations.items.length > 0 ? (
              <p className={styles.empty}>Choose a conversation to read and reply.</p>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
