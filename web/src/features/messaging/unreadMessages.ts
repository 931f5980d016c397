/** The unread badge's words for a screen reader. */
export const unreadMessagesLabel = (count: number) => `${count} unread message${count === 1 ? '' : 's'}`;
