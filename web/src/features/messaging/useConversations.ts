import { useQuery } from '@tanstack/react-query';
import { FALLBACK_REFETCH_INTERVALS_MS } from '../../live/fallbackRefetchIntervals';
import { useFallbackRefetchInterval } from '../../live/useFallbackRefetchInterval';
import { conversationsQuery } from './conversationQueries';

/** The signed-in user's conversations, kept fresh by the socket (polled only while it is down). */
export function useConversations() {
  const refetchInterval = useFallbackRefetchInterval(FALLBACK_REFETCH_INTERVALS_MS.conversations);
  return useQuery({ ...conversationsQuery, refetchInterval });
}
