import {
  AUDIT_MESSAGES as M,
  PROSPECT_HISTORY_MAX_PAGE_SIZE,
  PROSPECT_HISTORY_PAGE_SIZE,
} from '@referrals/contracts';
import { IsISO8601, IsOptional } from 'class-validator';
import { decodeProspectHistoryCursor, ProspectHistoryPagePosition } from './prospect-history-cursor.js';
import { PageCursor, PageLimit } from '../platform/paging/page-query.js';

/** ?at=<ISO 8601 time>; now when absent. */
export class StateAtQueryDto {
  @IsOptional()
  @IsISO8601({ strict: true }, { message: M.atInvalid })
  at?: string;
}

/** GET /api/audit/prospects/{id}/history/page?cursor=&limit= */
export class ProspectHistoryPageQueryDto {
  @PageCursor(ProspectHistoryPagePosition, decodeProspectHistoryCursor)
  cursor?: ProspectHistoryPagePosition;

  @PageLimit(PROSPECT_HISTORY_MAX_PAGE_SIZE)
  limit: number = PROSPECT_HISTORY_PAGE_SIZE;
}
