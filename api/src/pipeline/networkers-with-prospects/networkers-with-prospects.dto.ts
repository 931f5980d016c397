import { NETWORKER_PROSPECT_MAX_PAGE_SIZE, NETWORKER_PROSPECT_PAGE_SIZE } from '@referrals/contracts';
import { decodeTimeIdCursor, TimeIdPosition } from '../../platform/paging/time-id-cursor.js';
import { PageCursor, PageLimit } from '../../platform/paging/page-query.js';

/** GET /api/operator/networkers-with-prospects/page?cursor=&limit= */
export class NetworkerProspectPageQueryDto {
  @PageCursor(TimeIdPosition, decodeTimeIdCursor)
  cursor?: TimeIdPosition;

  @PageLimit(NETWORKER_PROSPECT_MAX_PAGE_SIZE)
  limit: number = NETWORKER_PROSPECT_PAGE_SIZE;
}
