import { conversationMessagePagesQueryKey, conversationPagesQueryKey, queryKey } from '@referrals/contracts';

/**
 * Query keys of the messaging screens (first element: the API path that fetches them): the spec's whole
 * list and the screens' pages of the conversations (every lookup by the pages' prefix).
 */
export const conversationListQueryKeys = () => [
  queryKey('GET /api/conversations'),
  conversationPagesQueryKey(),
];
/** Every variant of the thread (all messages, or those about one contact), whole and in windows: the keys' prefixes. */
export const conversationMessagesQueryKeys = (conversationId: string) => [
  queryKey('GET /api/conversations/:id/messages', { params: { id: conversationId } }),
  conversationMessagePagesQueryKey(conversationId),
];
