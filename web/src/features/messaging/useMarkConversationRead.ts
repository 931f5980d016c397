import { conversationPagesQueryKey } from '@referrals/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

/** Records that the user read a conversation up to its latest message, then refreshes the unread counts. */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: string) =>
      api('PATCH /api/conversations/:id/read', { params: { id: conversationId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationPagesQueryKey() }),
  });
}
