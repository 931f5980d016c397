/** Why a notification is not changed: there is none with that id among the caller's own. */
export type InboxRefusalCode = 'notification_not_found';
