import { Module } from '@nestjs/common';
import { NotificationInbox } from './inbox/notification-inbox.js';
import { NotificationPages } from './inbox/notification-pages.js';
import { NotificationsController } from './inbox/notifications.controller.js';
import { RoleNotificationsController } from './inbox/role-notifications.controller.js';
import { SubmissionUpdates } from './inbox/submission-updates.js';
import { NotificationPreferencesController } from './preferences/notification-preferences.controller.js';
import { NotificationPreferences } from './preferences/notification-preferences.js';
import { CountUnreadNotificationsHandler } from './queries/count-unread-notifications.query.js';
import { ListNotificationPageHandler } from './queries/list-notification-page.query.js';
import { ListNotificationPreferencesHandler } from './queries/list-notification-preferences.query.js';
import { ListNotificationsHandler } from './queries/list-notifications.query.js';
import { ListSubmissionUpdatesHandler } from './queries/list-submission-updates.query.js';

/**
 * Notifications: each user's in-app inbox and delivery choices. The process manager and the delivery
 * worker that fill the inbox are started with the projections and worker roles (see startApp).
 */
@Module({
  controllers: [NotificationsController, RoleNotificationsController, NotificationPreferencesController],
  providers: [
    NotificationInbox,
    NotificationPages,
    SubmissionUpdates,
    NotificationPreferences,
    ListNotificationsHandler,
    ListNotificationPageHandler,
    CountUnreadNotificationsHandler,
    ListSubmissionUpdatesHandler,
    ListNotificationPreferencesHandler,
  ],
})
export class NotificationsModule {}
