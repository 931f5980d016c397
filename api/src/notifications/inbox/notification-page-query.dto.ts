import { NOTIFICATION_MAX_PAGE_SIZE, NOTIFICATION_PAGE_SIZE } from '@referrals/contracts';
import { decodeTimeIdCursor, TimeIdPosition } from '../../platform/paging/time-id-cursor.js';
import { PageCursor, PageLimit } from '../../platform/paging/page-query.js';

/** GET /api/notifications/page?cursor=&limit= */
export class NotificationPageQueryDto {
  @PageCursor(TimeIdPosition, decodeTimeIdCursor)
  cursor?: TimeIdPosition;

  @PageLimit(NOTIFICATION_MAX_PAGE_SIZE)
  limit: number = NOTIFICATION_PAGE_SIZE;
}
