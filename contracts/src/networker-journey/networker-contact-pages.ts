import { type Page, PAGE_CURSOR_INVALID, pageLimitInvalid } from '../paging.js';
import { RECOMMENDED_SOURCE } from '../prospects/prospect-api-types.js';
import { queryKey } from '../query-keys.js';
import type { NetworkerContact } from './networker-journey-api-types.js';

/** Contacts per page when the request names no limit, and the most one page may hold. */
export const NETWORKER_CONTACT_PAGE_SIZE = 20;
export const NETWORKER_CONTACT_MAX_PAGE_SIZE = 100;

/**
 * Where the networker's screens show a contact: 'agreed', an operator's recommendation the networker
 * agreed to introduce (the "Prospects you agreed to introduce" card lists those); 'contacts', every
 * other ("Your contacts": their own submissions, recommendations waiting or declined).
 */
export type NetworkerContactSection = 'contacts' | 'agreed';

/** The section names. */
export const NETWORKER_CONTACT_SECTIONS: readonly NetworkerContactSection[] = ['contacts', 'agreed'];

/**
 * The lists the page route serves (its `section`): each section, and 'pipeline', every contact with a
 * status whichever its section (the Contact Status card follows those through the pipeline).
 */
export type NetworkerContactList = NetworkerContactSection | 'pipeline';

export const NETWORKER_CONTACT_LISTS: readonly NetworkerContactList[] = [
  ...NETWORKER_CONTACT_SECTIONS,
  'pipeline',
];

/** Whether a contact is in the list ('pipeline': it has a status; a section: it is in it). */
export function inNetworkerContactList(
  contact: Pick<NetworkerContact, 'sourceType' | 'approvalStatus' | 'status'>,
  list: NetworkerContactList,
): boolean {
  return list === 'pipeline' ? contact.status !== null : networkerContactSection(contact) === list;
}

export function networkerContactSection(
  contact: Pick<NetworkerContact, 'sourceType' | 'approvalStatus'>,
): NetworkerContactSection {
  return contact.sourceType === RECOMMENDED_SOURCE && contact.approvalStatus === 'approved'
    ? 'agreed'
    : 'contacts';
}

/** GET /api/networker/contacts-with-status/page: one list of the networker's contacts, a page at a time. */
export interface NetworkerContactPageQuery {
  section: NetworkerContactList;
  /** Only the contacts under this invitation (the double opt-in page's), counts included. */
  invitationId?: string;
  /** The previous page's `nextCursor`; omitted for the first page. */
  cursor?: string;
  /** 1 to NETWORKER_CONTACT_MAX_PAGE_SIZE; NETWORKER_CONTACT_PAGE_SIZE when omitted. */
  limit?: number;
}

/**
 * A page of one list of the networker's contacts, in the full list's order (latest change first, then
 * by id), with how many contacts each list holds.
 */
export interface NetworkerContactPage extends Page<NetworkerContact> {
  counts: Record<NetworkerContactList, number>;
}

export const NETWORKER_CONTACT_PAGE_MESSAGES = {
  sectionInvalid: `section must be one of: ${NETWORKER_CONTACT_LISTS.join(', ')}.`,
  invitationIdInvalid: 'invitationId must be an invitation id.',
  limitInvalid: pageLimitInvalid(NETWORKER_CONTACT_MAX_PAGE_SIZE),
  cursorInvalid: PAGE_CURSOR_INVALID,
  loadMoreFailed: 'Could not load more contacts.',
} as const;

/**
 * The key of one list's pages, of all the networker's contacts or of one invitation's; without a list,
 * the prefix of every list's (what a change to the networker's contacts refreshes).
 */
export const networkerContactPagesQueryKey = (section?: NetworkerContactList, invitationId?: string) =>
  queryKey(
    'GET /api/networker/contacts-with-status/page',
    section === undefined ? {} : { key: invitationId === undefined ? [section] : [section, invitationId] },
  );
