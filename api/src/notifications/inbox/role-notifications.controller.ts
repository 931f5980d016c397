import { Controller, Get, Inject, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  NOTIFICATION_PAGE_SIZE,
  type NetworkerSubmissionUpdate,
  type NotificationItem,
} from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../../platform/http/access.decorators.js';
import { ListNotifications } from '../queries/list-notifications.query.js';
import { ListSubmissionUpdates } from '../queries/list-submission-updates.query.js';

/** The spec's per-role lists: the operator's latest notifications, the networker's submission updates. */
@Controller()
export class RoleNotificationsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('operator/notifications')
  @SignedIn('operator')
  operator(@Req() request: Request): Promise<NotificationItem[]> {
    return this.queries.execute(new ListNotifications(request.session.userId!, NOTIFICATION_PAGE_SIZE, 0));
  }

  @Get('networker/notifications')
  @SignedIn('networker')
  networker(@Req() request: Request): Promise<NetworkerSubmissionUpdate[]> {
    return this.queries.execute(new ListSubmissionUpdates(request.session.userId!));
  }
}
