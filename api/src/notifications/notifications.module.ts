import { Module } from '@nestjs/common';
import { NotificationInbox } from './inbox/notification-inbox.js';
import { NotificationsController } from './inbox/notifications.controller.js';

/**
 * Notifications: each user's in-app inbox. The process manager and the delivery worker that fill it
 * are started with the projections and worker roles (see startApp).
 */
@Module({
  controllers: [NotificationsController],
  providers: [NotificationInbox],
})
export class NotificationsModule {}
