import { type Page, PAGE_CURSOR_INVALID, pageLimitInvalid } from '../paging.js';
import { queryKey } from '../query-keys.js';
import type { AuditEvent, ProspectHistoryAnswer } from './audit-api-types.js';

/** Events per page when the request names no limit, and the most one page may hold. */
export const PROSPECT_HISTORY_PAGE_SIZE = 50;
export const PROSPECT_HISTORY_MAX_PAGE_SIZE = 100;

/** GET /api/audit/prospects/{id}/history/page: the prospect's history, a page at a time. */
export interface ProspectHistoryPageQuery {
  /** The previous page's `nextCursor`; omitted for the first page. */
  cursor?: string;
  /** 1 to PROSPECT_HISTORY_MAX_PAGE_SIZE; PROSPECT_HISTORY_PAGE_SIZE when omitted. */
  limit?: number;
}

/**
 * A page of the prospect's history in log order (oldest first: the events of the full history), after
 * the position its cursor names. Every page says who the prospect and its parties are, and how long the
 * whole history is and when its latest event happened (the timeline's count and the state card's "now").
 */
export interface ProspectHistoryPage extends Page<AuditEvent>, Omit<ProspectHistoryAnswer, 'events'> {
  eventCount: number;
  /** ISO 8601: when the latest event of the whole history happened. */
  lastOccurredAt: string;
}

export const PROSPECT_HISTORY_PAGE_MESSAGES = {
  limitInvalid: pageLimitInvalid(PROSPECT_HISTORY_MAX_PAGE_SIZE),
  cursorInvalid: PAGE_CURSOR_INVALID,
  loadMoreFailed: 'Could not load more of the history.',
} as const;

/** The key of the prospect's history pages (what a change to its history refreshes). */
export const prospectHistoryPagesQueryKey = (prospectId: string) =>
  queryKey('GET /api/audit/prospects/:id/history/page', { params: { id: prospectId } });
