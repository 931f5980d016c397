import type { Conversation, ConversationMessage } from '@referrals/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

/** The signed-in user's conversations; the key is the path the server names when one changes. */
export const conversationsQuery = queryOptions({
  queryKey: ['/api/conversations'] as const,
  queryFn: ({ signal }) => apiRequest<Conversation[]>('GET', '/api/conversations', undefined, { signal }),
});

const messagesPath = (conversationId: string) => `/api/conversations/${conversationId}/messages`;

/**
 * One conversation's messages, oldest first; only those about one contact when prospectId is given.
 * The server invalidates the path alone, which matches every filtered variant by prefix.
 */
export const conversationMessagesQuery = (conversationId: string, prospectId?: string) =>
  queryOptions({
    queryKey: prospectId
      ? ([messagesPath(conversationId), { prospectId }] as const)
      : ([messagesPath(conversationId)] as const),
    queryFn: ({ signal }) =>
      apiRequest<ConversationMessage[]>(
        'GET',
        prospectId
          ? `${messagesPath(conversationId)}?prospectId=${encodeURIComponent(prospectId)}`
          : messagesPath(conversationId),
        undefined,
        { signal },
      ),
  });
