import { type Page, PAGE_CURSOR_INVALID, pageLimitInvalid } from '../paging.js';
import { queryKey } from '../query-keys.js';
import type { InvitationListItem } from './invitation-api-types.js';
import { INVITATION_GROUPS, type InvitationGroup } from './invitation-groups.js';

/** Invitations per page when the request names no limit, and the most one page may hold. */
export const INVITATION_PAGE_SIZE = 20;
export const INVITATION_MAX_PAGE_SIZE = 100;

/** The group names, as the page route's `group` accepts them. */
export const INVITATION_GROUP_NAMES: readonly InvitationGroup[] = INVITATION_GROUPS.map(({ group }) => group);

/** GET /api/networker-invitations/page: one group's invitations, a page at a time. */
export interface InvitationPageQuery {
  group: InvitationGroup;
  /** The previous page's `nextCursor`; omitted for the first page. */
  cursor?: string;
  /** 1 to INVITATION_MAX_PAGE_SIZE; INVITATION_PAGE_SIZE when omitted. */
  limit?: number;
}

/**
 * A page of one group of the operator's invitations, in the full list's order (busiest first, then
 * newest), with how many invitations each group holds (the tabs' counts).
 */
export interface InvitationListPage extends Page<InvitationListItem> {
  counts: Record<InvitationGroup, number>;
}

export const INVITATION_PAGE_MESSAGES = {
  groupInvalid: `group must be one of: ${INVITATION_GROUP_NAMES.join(', ')}.`,
  limitInvalid: pageLimitInvalid(INVITATION_MAX_PAGE_SIZE),
  cursorInvalid: PAGE_CURSOR_INVALID,
  loadMoreFailed: 'Could not load more invitations.',
} as const;

/**
 * The key of one group's pages; without a group, the prefix of every group's (what a change to the
 * operator's invitations refreshes).
 */
export const invitationPagesQueryKey = (group?: InvitationGroup) =>
  queryKey('GET /api/networker-invitations/page', group === undefined ? {} : { key: [group] });
