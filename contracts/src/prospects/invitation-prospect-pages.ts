import { type Page, PAGE_CURSOR_INVALID, pageLimitInvalid } from '../paging.js';
import { queryKey } from '../query-keys.js';
import type { InvitationProspect } from './prospect-api-types.js';

/** Prospects per page when the request names no limit, and the most one page may hold. */
export const INVITATION_PROSPECT_PAGE_SIZE = 20;
export const INVITATION_PROSPECT_MAX_PAGE_SIZE = 100;

/** GET /api/prospects/invitation/{invitationId}/page: the invitation's prospects, a page at a time. */
export interface InvitationProspectPageQuery {
  /** The previous page's `nextCursor`; omitted for the first page. */
  cursor?: string;
  /** 1 to INVITATION_PROSPECT_MAX_PAGE_SIZE; INVITATION_PROSPECT_PAGE_SIZE when omitted. */
  limit?: number;
}

/**
 * A page of the prospects under one of the operator's invitations, with their details, in the full
 * list's order (oldest first, then by id). The screen shows them in one list, so there are no counts.
 */
export type InvitationProspectPage = Page<InvitationProspect>;

export const INVITATION_PROSPECT_PAGE_MESSAGES = {
  limitInvalid: pageLimitInvalid(INVITATION_PROSPECT_MAX_PAGE_SIZE),
  cursorInvalid: PAGE_CURSOR_INVALID,
  loadMoreFailed: 'Could not load more prospects.',
} as const;

/** The key of one invitation's prospect pages (what a change to its prospects refreshes). */
export const invitationProspectPagesQueryKey = (invitationId: string) =>
  queryKey('GET /api/prospects/invitation/:invitationId/page', { params: { invitationId } });
