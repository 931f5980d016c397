import { Controller, Delete, Get, Inject, Param, Patch, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { NotificationItem, NotificationPage, UnreadNotificationCount } from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../../platform/http/access.decorators.js';
import { CountUnreadNotifications } from '../queries/count-unread-notifications.query.js';
import { ListNotificationPage } from '../queries/list-notification-page.query.js';
import { ListNotifications } from '../queries/list-notifications.query.js';
import { NotificationInbox } from './notification-inbox.js';
import { NotificationPageQueryDto } from './notification-page-query.dto.js';
import { NotificationPagingDto } from './notification-paging.dto.js';

/** The signed-in user's own notifications, in either role. */
@Controller('notifications')
@SignedIn()
export class NotificationsController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(NotificationInbox) private readonly inbox: NotificationInbox,
  ) {}

  @Get()
  list(@Req() request: Request, @Query() paging: NotificationPagingDto): Promise<NotificationItem[]> {
    return this.queries.execute(new ListNotifications(request.session.userId!, paging.limit, paging.offset));
  }

  /**
   * The same list for screens, a page at a time (keyset). Not kept in the answer cache: marking read and
   * deleting change it without a projector, and new ones are written by the worker.
   */
  @Get('page')
  page(@Req() request: Request, @Query() query: NotificationPageQueryDto): Promise<NotificationPage> {
    return this.queries.execute(
      new ListNotificationPage(request.session.userId!, query.cursor ?? null, query.limit),
    );
  }

  @Get('unread-count')
  unreadCount(@Req() request: Request): Promise<UnreadNotificationCount> {
    return this.queries.execute(new CountUnreadNotifications(request.session.userId!));
  }

  @Patch('mark-all-read')
  markAllRead(@Req() request: Request): Promise<{ success: true; updated: number }> {
    return this.inbox.markAllRead(request.session.userId!);
  }

  @Patch(':id/read')
  markRead(@Req() request: Request, @Param('id') id: string): Promise<{ success: true }> {
    return this.inbox.markRead(request.session.userId!, id);
  }

  @Delete(':id')
  delete(@Req() request: Request, @Param('id') id: string): Promise<{ success: true }> {
    return this.inbox.delete(request.session.userId!, id);
  }
}
