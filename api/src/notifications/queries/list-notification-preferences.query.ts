import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { NotificationPreference } from '@referrals/contracts';
import { NotificationPreferences } from '../preferences/notification-preferences.js';

/** The user's delivery choices for every notification type, both channels on where they never chose. */
export class ListNotificationPreferences extends Query<NotificationPreference[]> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(ListNotificationPreferences)
export class ListNotificationPreferencesHandler implements IQueryHandler<ListNotificationPreferences> {
  constructor(@Inject(NotificationPreferences) private readonly preferences: NotificationPreferences) {}

  execute({ userId }: ListNotificationPreferences): Promise<NotificationPreference[]> {
    return this.preferences.of(userId);
  }
}
