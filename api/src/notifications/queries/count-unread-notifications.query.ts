import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { UnreadNotificationCount } from '@referrals/contracts';
import { NotificationInbox } from '../inbox/notification-inbox.js';

/** How many of the user's own notifications are unread. */
export class CountUnreadNotifications extends Query<UnreadNotificationCount> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(CountUnreadNotifications)
export class CountUnreadNotificationsHandler implements IQueryHandler<CountUnreadNotifications> {
  constructor(@Inject(NotificationInbox) private readonly inbox: NotificationInbox) {}

  execute({ userId }: CountUnreadNotifications): Promise<UnreadNotificationCount> {
    return this.inbox.unreadCount(userId);
  }
}
