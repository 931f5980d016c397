import type { Conversation } from '@referrals/contracts';
import { useQuery } from '@tanstack/react-query';
import { FALLBACK_REFETCH_INTERVALS_MS } from '../../live/fallbackRefetchIntervals';
import { useFallbackRefetchInterval } from '../../live/useFallbackRefetchInterval';
import { conversationMessagesQuery } from './conversationQueries';
import { MessageComposer } from './MessageComposer';
import { MessageList } from './MessageList';
import { useSendMessage } from './useSendMessage';
import styles from './Messaging.module.css';

export interface ConversationThreadProps {
  conversation: Conversation;
  /** Only the messages about this contact, and new ones are sent about it. */
  prospectId?: string;
}

/** One conversation's messages and a composer; new messages arrive live through the socket. */
export function ConversationThread({ conversation, prospectId }: ConversationThreadProps) {
  const refetchInterval = useFallbackRefetchInterval(FALLBACK_REFETCH_INTERVALS_MS.messages);
  const messages = useQuery({ ...conversationMessagesQuery(conversation.id, prospectId), refetchInterval });
  const send = useSendMessage(conversation.id);
  return (
    <div className={styles.thread}>
      <MessageList
        messages={messages.data}
        isPending={messages.isPending}
        isError={messages.isError}
        yourRole={conversation.yourRole}
        showProspectContext={!prospectId}
      />
      <MessageComposer
        recipientName={conversation.otherPartyName}
        onSend={(message) => send.mutateAsync(prospectId ? { message, prospectId } : { message })}
      />
    </div>
  );
}
