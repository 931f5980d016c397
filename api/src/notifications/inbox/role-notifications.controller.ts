import { Controller, Get, Inject, Req } from '@nestjs/common';
import {
  NOTIFICATION_PAGE_SIZE,
  type NetworkerSubmissionUpdate,
  type NotificationItem,
} from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../../platform/http/access.decorators.js';
import { NotificationInbox } from './notification-inbox.js';
import { SubmissionUpdates } from './submission-updates.js';

/** The spec's per-role lists: the operator's latest notifications, the networker's submission updates. */
@Controller()
export class RoleNotificationsController {
  constructor(
    @Inject(NotificationInbox) private readonly inbox: NotificationInbox,
    @Inject(SubmissionUpdates) private readonly updates: SubmissionUpdates,
  ) {}

  @Get('operator/notifications')
  @SignedIn('operator')
  operator(@Req() request: Request): Promise<NotificationItem[]> {
    return this.inbox.list(request.session.userId!, NOTIFICATION_PAGE_SIZE, 0);
  }

  @Get('networker/notifications')
  @SignedIn('networker')
  networker(@Req() request: Request): Promise<NetworkerSubmissionUpdate[]> {
    return this.updates.of(request.session.userId!);
  }
}
