/**
 * A TanStack Query key. By the spec's convention its first element is the API path
 * that a GET to fetch it uses, e.g. ['/api/networker/contacts-with-status'].
 */
export type QueryKey = readonly [string, ...unknown[]];
