import Skeleton from 'antd/es/skeleton';
import { MESSAGING_MESSAGES } from '@referrals/contracts';
import { useQuery } from '@tanstack/react-query';
import { FALLBACK_REFETCH_INTERVALS_MS } from '../../live/fallbackRefetchIntervals';
import { useFallbackRefetchInterval } from '../../live/useFallbackRefetchInterval';
import { conversationLookupQuery } from './conversationQueries';
import { ConversationThread } from './ConversationThread';
import styles from './Messaging.module.css';

export interface ProspectConversationProps {
  /**
   * The other party of the conversation: on the networker's double opt-in page the invitation's
   * operatorId; on an operator's screen the networker's user id.
   */
  withUserId: string;
  /** The submitted contact the thread is about: only its messages show, and new ones are about it. */
  prospectId: string;
  /** The contact's name, for the heading (e.g. "Messages about Priya Prospect"). */
  prospectName: string;
}

/**
 * The chat under a submitted contact's card: the real conversation of the signed-in user and
 * `withUserId`, narrowed to one contact. It exists once the networker has accepted one of the
 * operator's invitations; until then the card says so instead of offering a box that sends nothing.
 */
export function ProspectConversation({ withUserId, prospectId, prospectName }: ProspectConversationProps) {
  const refetchInterval = useFallbackRefetchInterval(FALLBACK_REFETCH_INTERVALS_MS.conversations);
  const found = useQuery({ ...conversationLookupQuery({ withUserId }), refetchInterval });
  const conversation = found.data;
  const headingId = `prospect-conversation-${prospectId}`;
  return (
    <section className={styles.prospectConversation} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.prospectHeading}>
        {conversation
          ? `Messages with ${conversation.otherPartyName} about ${prospectName}`
          : `Messages about ${prospectName}`}
      </h3>
      {found.isPending ? <Skeleton active paragraph={{ rows: 1 }} /> : null}
      {found.isError ? <p role="alert">{MESSAGING_MESSAGES.conversationsLoadFailed}</p> : null}
      {found.isSuccess && !conversation ? (
        <p className={styles.empty}>{MESSAGING_MESSAGES.conversationNotFound}</p>
      ) : null}
      {conversation ? <ConversationThread conversation={conversation} prospectId={prospectId} /> : null}
    </section>
  );
}
