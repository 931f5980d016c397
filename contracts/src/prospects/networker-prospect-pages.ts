import { type Page, PAGE_CURSOR_INVALID, pageLimitInvalid } from '../paging.js';
import { queryKey } from '../query-keys.js';
import type { NetworkerProspect, NetworkerWithProspects } from './prospect-lists-api-types.js';

/** Contacts per page when the request names no limit, and the most one page may hold. */
export const NETWORKER_PROSPECT_PAGE_SIZE = 20;
export const NETWORKER_PROSPECT_MAX_PAGE_SIZE = 100;

/** How many of the networkers still without contacts a page names (it counts them all). */
export const WAITING_NETWORKERS_NAMED = 10;

/** A networker on one of the operator's invitations, with how many contacts they brought there, without the contacts. */
export type InvitationNetworker = Omit<NetworkerWithProspects, 'prospects'>;

/** One contact of Prospect Status: a prospect in the operator's pipeline, with the networker who brought it. */
export interface NetworkerProspectRow extends NetworkerProspect {
  networker: InvitationNetworker;
}

/** GET /api/operator/networkers-with-prospects/page: the networkers' contacts, a page at a time. */
export interface NetworkerProspectPageQuery {
  /** The previous page's `nextCursor`; omitted for the first page. */
  cursor?: string;
  /** 1 to NETWORKER_PROSPECT_MAX_PAGE_SIZE; NETWORKER_PROSPECT_PAGE_SIZE when omitted. */
  limit?: number;
}

/**
 * A page of the contacts in the operator's pipeline, one row each, most recently changed first (then by
 * id): the prospects of the full list, each with its networker. Every page also says who joined an
 * invitation and brought no contact there yet (the screen names them below the contacts).
 */
export interface NetworkerProspectPage extends Page<NetworkerProspectRow> {
  waitingNetworkers: {
    /** How many networkers have an invitation of the operator's without a contact on it. */
    count: number;
    /** The names of the latest of them to join, at most WAITING_NETWORKERS_NAMED ('' for an unnamed one). */
    names: string[];
  };
}

export const NETWORKER_PROSPECT_PAGE_MESSAGES = {
  limitInvalid: pageLimitInvalid(NETWORKER_PROSPECT_MAX_PAGE_SIZE),
  cursorInvalid: PAGE_CURSOR_INVALID,
  loadMoreFailed: 'Could not load more contacts.',
} as const;

/** The key of the Prospect Status pages (what a change to the operator's pipeline refreshes). */
export const networkerProspectPagesQueryKey = () =>
  queryKey('GET /api/operator/networkers-with-prospects/page');
