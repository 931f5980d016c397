/** Query keys of the messaging screens (first element: the API path that fetches them). */
export const conversationListQueryKey = () => ['/api/conversations'] as const;
export const conversationMessagesQueryKey = (conversationId: string) =>
  [`/api/conversations/${conversationId}/messages`] as const;
