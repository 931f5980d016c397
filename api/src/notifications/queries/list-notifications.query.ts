import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { NotificationItem } from '@referrals/contracts';
import { NotificationInbox } from '../inbox/notification-inbox.js';

/** A page of the user's own notifications, newest first. */
export class ListNotifications extends Query<NotificationItem[]> {
  constructor(
    readonly userId: string,
    readonly limit: number,
    readonly offset: number,
  ) {
    super();
  }
}

@QueryHandler(ListNotifications)
export class ListNotificationsHandler implements IQueryHandler<ListNotifications> {
  constructor(@Inject(NotificationInbox) private readonly inbox: NotificationInbox) {}

  execute({ userId, limit, offset }: ListNotifications): Promise<NotificationItem[]> {
    return this.inbox.list(userId, limit, offset);
  }
}
