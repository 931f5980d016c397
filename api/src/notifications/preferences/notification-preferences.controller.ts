import { Body, Controller, Get, Inject, Patch, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { NotificationPreference } from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../../platform/http/access.decorators.js';
import { ListNotificationPreferences } from '../queries/list-notification-preferences.query.js';
import { NotificationPreferenceChangeDto } from './notification-preferences.dto.js';
import { NotificationPreferences } from './notification-preferences.js';

/** The signed-in user's own delivery choices, the same in either role. */
@Controller('notification-preferences')
@SignedIn()
export class NotificationPreferencesController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(NotificationPreferences) private readonly preferences: NotificationPreferences,
  ) {}

  @Get()
  list(@Req() request: Request): Promise<NotificationPreference[]> {
    return this.queries.execute(new ListNotificationPreferences(request.session.userId!));
  }

  @Patch()
  change(
    @Req() request: Request,
    @Body() change: NotificationPreferenceChangeDto,
  ): Promise<NotificationPreference> {
    return this.preferences.change(request.session.userId!, change);
  }
}
