/**
 * A TanStack Query key. By the spec's convention its first element is the API path
 * that a GET to fetch it uses, e.g. ['/api/networker/contacts-with-status'].
 */
export type QueryKey = readonly [string, ...unknown[]];

/** The networker's own lists (the dashboard's contacts panel and invitations tab). */
export const NETWORKER_LIST_QUERY_KEYS = {
  contactsWithStatus: ['/api/networker/contacts-with-status'],
  pendingApproval: ['/api/networker/pending-approval'],
  invitations: ['/api/networker/invitations'],
  approvedProspects: ['/api/networker/approved-prospects'],
  submittedContacts: ['/api/networker/submitted-contacts'],
} as const satisfies Record<string, QueryKey>;

/** The operator's networkers with their prospects and timelines. */
export const OPERATOR_NETWORKERS_QUERY_KEY = ['/api/operator/networkers-with-prospects'] as const;
