import { queryOptions } from '@tanstack/react-query';
import { routeQuery } from '../../api/client';

/** The signed-in user's conversations; the key is the path the server names when one changes. */
export const conversationsQuery = queryOptions(routeQuery('GET /api/conversations'));

/**
 * One conversation's messages, oldest first; only those about one contact when prospectId is given.
 * The server invalidates the path alone, which matches every filtered variant by prefix.
 */
export const conversationMessagesQuery = (conversationId: string, prospectId?: string) =>
  queryOptions(
    routeQuery('GET /api/conversations/:id/messages', {
      params: { id: conversationId },
      query: { prospectId: prospectId || undefined },
      key: prospectId ? [{ prospectId }] : [],
    }),
  );
