import type { Conversation } from '@referrals/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FALLBACK_REFETCH_INTERVALS_MS } from '../../live/fallbackRefetchIntervals';
import { useFallbackRefetchInterval } from '../../live/useFallbackRefetchInterval';
import { usePagedItems } from '../../ui/usePagedItems';
import { conversationMessagePagesQuery } from './conversationQueries';
import { MessageComposer } from './MessageComposer';
import { MessageList } from './MessageList';
import { replyContext } from './replyContext';
import { useSendMessage } from './useSendMessage';
import styles from './Messaging.module.css';

export interface ConversationThreadProps {
  conversation: Conversation;
  /** Only the messages about this contact, and new ones are sent about it. */
  prospectId?: string;
}

/**
 * One conversation's messages and a composer; new messages arrive live through the socket. The latest
 * messages come first, earlier ones load as the thread scrolls up. In the whole conversation, a reply is
 * about the contact the other side last wrote about (see replyContext).
 */
export function ConversationThread({ conversation, prospectId }: ConversationThreadProps) {
  const refetchInterval = useFallbackRefetchInterval(FALLBACK_REFETCH_INTERVALS_MS.messages);
  const windows = usePagedItems(
    useInfiniteQuery({ ...conversationMessagePagesQuery(conversation.id, prospectId), refetchInterval }),
  );
  // The windows run back in time, newest first; the thread reads oldest first.
  const messages = useMemo(() => windows.items && [...windows.items].reverse(), [windows.items]);
  const send = useSendMessage(conversation.id);
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const context = prospectId ? null : replyContext(messages, conversation.yourRole);
  const about = context && context.fromMessageId !== dismissedFor ? context : null;
  const aboutProspectId = prospectId ?? about?.prospectId;
  return (
    <div className={styles.thread}>
      <MessageList
        messages={messages}
        isPending={windows.isPending}
        isError={windows.isError}
        yourRole={conversation.yourRole}
        showProspectContext={!prospectId}
        earlier={windows}
      />
      {about ? (
        <p className={styles.replyContext}>
          <span>
            Replying about <strong>{about.prospectName}</strong>
          </span>
          <button
            type="button"
            className={styles.replyContextClear}
            aria-label={`Not about ${about.prospectName}`}
            onClick={() => setDismissedFor(about.fromMessageId)}
          >
            ×
          </button>
        </p>
      ) : null}
      <MessageComposer
        recipientName={conversation.otherPartyName}
        onSend={(message) =>
          send.mutateAsync(aboutProspectId ? { message, prospectId: aboutProspectId } : { message })
        }
      />
    </div>
  );
}
