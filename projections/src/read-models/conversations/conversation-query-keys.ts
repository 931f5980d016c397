import { queryKey } from '@referrals/contracts';

/** Query keys of the messaging screens (first element: the API path that fetches them). */
export const conversationListQueryKey = () => queryKey('GET /api/conversations');
/** Every variant of the thread (all messages, or those about one contact): the key's prefix. */
export const conversationMessagesQueryKey = (conversationId: string) =>
  queryKey('GET /api/conversations/:id/messages', { params: { id: conversationId } });
