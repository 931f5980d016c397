import { Inject, Injectable } from '@nestjs/common';
import type { NotificationPage } from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../platform/database/database.token.js';
import { exactUtcTimeSql } from '../../platform/paging/keyset-cursor.js';
import { nextTimeIdCursor, type TimeIdPosition } from '../../platform/paging/time-id-cursor.js';
import {
  NOTIFICATION_COLUMNS,
  NOTIFICATION_ORDER,
  notificationOf,
  type NotificationRow,
} from './notification-rows.js';

interface PagedNotificationRow extends NotificationRow {
  /** created_at to the microsecond (the JavaScript Date keeps milliseconds), for the cursor. */
  atExact: string;
}

/**
 * The page after `keyset` of the user's notifications ($1 user, $2 how many rows; after a cursor, $3 and
 * $4 its time and id), newest first. The index on (user_id, created_at DESC, id) hands the rows over in
 * that order from the cursor on.
 */
const pageOfNotifications = (keyset: string) => `
  SELECT ${NOTIFICATION_COLUMNS}, ${exactUtcTimeSql('created_at')} AS "atExact"
  FROM notifications
  WHERE user_id = $1 ${keyset}
  ORDER BY ${NOTIFICATION_ORDER}
  LIMIT $2`;

// The first comparison bounds the index range; the second breaks ties on the time by id (ascending).
const FIRST_PAGE = pageOfNotifications('');
const PAGE_AFTER = pageOfNotifications(
  'AND created_at <= $3::timestamptz AND (created_at < $3::timestamptz OR id > $4::uuid)',
);

/**
 * The user's inbox in pages, for screens (the offset list stays for the spec's client). A notification
 * that arrives while a user reads on lands before the first page: the pages after a cursor neither
 * repeat nor skip what was there.
 */
@Injectable()
export class NotificationPages {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async pageFor(userId: string, after: TimeIdPosition | null, limit: number): Promise<NotificationPage> {
    // One row more than asked for tells whether a next page exists.
    const rows = after
      ? await this.dataSource.query<PagedNotificationRow[]>(PAGE_AFTER, [
          userId,
          limit + 1,
          after.at,
          after.id,
        ])
      : await this.dataSource.query<PagedNotificationRow[]>(FIRST_PAGE, [userId, limit + 1]);
    const shown = rows.slice(0, limit);
    return {
      items: shown.map(({ atExact: _exact, ...row }) => notificationOf(row)),
      nextCursor: nextTimeIdCursor(rows, shown, limit),
    };
  }
}
