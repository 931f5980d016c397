import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { NotificationPage } from '@referrals/contracts';
import { NotificationPages } from '../inbox/notification-pages.js';
import type { TimeIdPosition } from '../../platform/paging/time-id-cursor.js';

/** The user's own notifications, newest first, a page after `after` (null: the first page). */
export class ListNotificationPage extends Query<NotificationPage> {
  constructor(
    readonly userId: string,
    readonly after: TimeIdPosition | null,
    readonly limit: number,
  ) {
    super();
  }
}

@QueryHandler(ListNotificationPage)
export class ListNotificationPageHandler implements IQueryHandler<ListNotificationPage> {
  constructor(@Inject(NotificationPages) private readonly pages: NotificationPages) {}

  execute({ userId, after, limit }: ListNotificationPage): Promise<NotificationPage> {
    return this.pages.pageFor(userId, after, limit);
  }
}
