import { Inject, Injectable } from '@nestjs/common';
import {
  NOTIFICATION_MESSAGES,
  type NotificationItem,
  type UnreadNotificationCount,
} from '@referrals/contracts';
import { isUUID } from 'class-validator';
import type { DataSource } from 'typeorm';
import { RefusalError, refuse } from '../../kernel/decider.js';
import { DATA_SOURCE } from '../../platform/database/database.token.js';
import type { InboxRefusalCode } from './inbox-refusals.js';
import {
  NOTIFICATION_COLUMNS,
  NOTIFICATION_ORDER,
  notificationOf,
  type NotificationRow,
} from './notification-rows.js';

const notFound = () =>
  new RefusalError(refuse<InboxRefusalCode>('notification_not_found', NOTIFICATION_MESSAGES.notFound));

/** A user's own in-app notifications: every query is scoped to the caller. */
@Injectable()
export class NotificationInbox {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async list(userId: string, limit: number, offset: number): Promise<NotificationItem[]> {
    const rows = await this.dataSource.query<NotificationRow[]>(
      `SELECT ${NOTIFICATION_COLUMNS}
       FROM notifications WHERE user_id = $1 ORDER BY ${NOTIFICATION_ORDER} LIMIT $2 OFFSET $3`,
      [userId, limit, offset],
    );
    return rows.map(notificationOf);
  }

  async unreadCount(userId: string): Promise<UnreadNotificationCount> {
    const rows = await this.dataSource.query<{ count: number }[]>(
      'SELECT count(*)::int AS count FROM notifications WHERE user_id = $1 AND NOT is_read',
      [userId],
    );
    return { count: rows[0]?.count ?? 0 };
  }

  /** Another user's notification answers 404 like a missing one: its existence is not theirs to learn. */
  markRead(userId: string, notificationId: string): Promise<{ success: true }> {
    return this.changeOwn(
      'UPDATE notifications SET is_read = true WHERE id = $1 AND user_id = $2',
      userId,
      notificationId,
    );
  }

  /** Deleting another user's notification answers 404 like a missing one. */
  delete(userId: string, notificationId: string): Promise<{ success: true }> {
    return this.changeOwn('DELETE FROM notifications WHERE id = $1 AND user_id = $2', userId, notificationId);
  }

  private async changeOwn(sql: string, userId: string, notificationId: string): Promise<{ success: true }> {
    if (!isUUID(notificationId)) throw notFound();
    const [, affected] = await this.dataSource.query<[unknown, number]>(sql, [notificationId, userId]);
    if (affected === 0) throw notFound();
    return { success: true };
  }

  async markAllRead(userId: string): Promise<{ success: true; updated: number }> {
    const [, updated] = await this.dataSource.query<[unknown, number]>(
      'UPDATE notifications SET is_read = true WHERE user_id = $1 AND NOT is_read',
      [userId],
    );
    return { success: true, updated };
  }
}
