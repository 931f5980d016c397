import {
  conversationMessagePagesQueryKey,
  conversationPagesQueryKey,
  type SendMessageRequest,
} from '@referrals/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

/** Sends a message into one conversation, then refreshes the thread and the list (the socket does it for the other side). */
export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SendMessageRequest) =>
      api('POST /api/conversations/:id/messages', { params: { id: conversationId }, body: request }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: conversationMessagePagesQueryKey(conversationId) }),
        queryClient.invalidateQueries({ queryKey: conversationPagesQueryKey() }),
      ]),
  });
}
