import type { Conversation } from '@referrals/contracts';

/** Messages from the other parties the user has not read yet, across their conversations. */
export function unreadMessageCount(conversations: readonly Pick<Conversation, 'unreadCount'>[]): number {
  return conversations.reduce((total, conversation) => total + conversation.unreadCount, 0);
}

/** The unread badge's words for a screen reader. */
export const unreadMessagesLabel = (count: number) => `${count} unread message${count === 1 ? '' : 's'}`;
