import type { SendMessageRequest, SentMessageAnswer } from '@referrals/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { conversationMessagesQuery, conversationsQuery } from './conversationQueries';

/** Sends a message into one conversation, then refreshes the thread and the list (the socket does it for the other side). */
export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SendMessageRequest) =>
      apiRequest<SentMessageAnswer>('POST', `/api/conversations/${conversationId}/messages`, request),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: conversationMessagesQuery(conversationId).queryKey }),
        queryClient.invalidateQueries({ queryKey: conversationsQuery.queryKey }),
      ]),
  });
}
