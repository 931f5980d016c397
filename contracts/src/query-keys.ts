import {
  type ApiRoutes,
  fillPath,
  type GetRoute,
  type PathParamValues,
  type RouteParamName,
  type RouteParams,
  routeParts,
} from './routes.js';

/**
 * A TanStack Query key. By the spec's convention its first element is the API path
 * that a GET to fetch it uses, e.g. ['/api/networker/contacts-with-status'].
 */
export type QueryKey = readonly [string, ...unknown[]];

/** POST routes that only read: the web caches their answers as queries, one per body. */
export type LookupRoute =
  'POST /api/companies/check' | 'POST /api/auth/check-user-status' | 'POST /api/auth/reset-password/check';

/** The routes whose answers the web caches under a query key: every GET, and the lookups. */
export type QueryRoute = GetRoute | LookupRoute;

/** The key's elements after the path, on routes that declare them (`key` in `ApiRoutes`); [] otherwise. */
export type QueryKeyTail<K extends QueryRoute> = ApiRoutes[K] extends { key: infer Tail extends unknown[] }
  ? Tail
  : [];

/** What names one query of a route: its path parameters, and the key's further elements (left out: the prefix of all). */
export type QueryKeyInput<K extends QueryRoute> = ([RouteParamName<K>] extends [never]
  ? { params?: undefined }
  : { params: RouteParams<K> }) & { key?: QueryKeyTail<K> };

/** Query routes without path parameters, whose key needs no input. */
export type ParamlessQueryRoute = {
  [K in QueryRoute]: [RouteParamName<K>] extends [never] ? K : never;
}[QueryRoute];

/**
 * Keys that predate the convention, kept as they are: the operator profile's projector names
 * ['/api/operator-profile', userId] (path prefix, then the id), and the web's key must match it.
 */
const LEGACY_KEY_PATHS: Partial<Record<QueryRoute, (params: PathParamValues | undefined) => QueryKey>> = {
  'GET /api/operator-profile/:userId': (params) => {
    const userId = params?.userId;
    if (userId === undefined) throw new TypeError('The operator profile key needs the userId.');
    return ['/api/operator-profile', userId];
  },
};

/**
 * The one query key factory: the key under which the web caches a route's answer, and which the
 * server's live updates name to refresh it. Its first element is the route's path with the parameters
 * filled in (URI-encoded), then the route's declared key elements, e.g.
 * `queryKey('GET /api/disputes', { key: ['open'] })` → ['/api/disputes', 'open']; without `key`, the
 * path alone, which TanStack matches as the prefix of every variant.
 */
export function queryKey<K extends ParamlessQueryRoute>(route: K, input?: QueryKeyInput<K>): QueryKey;
export function queryKey<K extends QueryRoute>(route: K, input: QueryKeyInput<K>): QueryKey;
export function queryKey(
  route: QueryRoute,
  input: { params?: PathParamValues; key?: readonly unknown[] } = {},
): QueryKey {
  return queryKeyOf(route, input.params, input.key);
}

/**
 * `queryKey` with its parts passed loosely, for code that is itself generic over the route (the web's
 * typed query helper): the route is still one of the map's, the parameters are checked at run time.
 */
export function queryKeyOf(
  route: QueryRoute,
  params: PathParamValues | undefined,
  tail: readonly unknown[] = [],
): QueryKey {
  const [path, ...prefixTail] = LEGACY_KEY_PATHS[route]?.(params) ?? [
    fillPath(routeParts(route).path, params),
  ];
  return [path, ...prefixTail, ...tail];
}

/** The path of a route without path parameters, e.g. for a `[path]` key written elsewhere. */
export function queryPath(route: ParamlessQueryRoute): string {
  return queryKey(route)[0];
}

/** The networker's own lists (the dashboard's contacts panel and invitations tab). */
export const NETWORKER_LIST_QUERY_KEYS = {
  contactsWithStatus: queryKey('GET /api/networker/contacts-with-status'),
  /** Every section's pages of the same contacts (their key's prefix). */
  contactsWithStatusPages: queryKey('GET /api/networker/contacts-with-status/page'),
  pendingApproval: queryKey('GET /api/networker/pending-approval'),
  invitations: queryKey('GET /api/networker/invitations'),
  approvedProspects: queryKey('GET /api/networker/approved-prospects'),
  submittedContacts: queryKey('GET /api/networker/submitted-contacts'),
} as const satisfies Record<string, QueryKey>;

/** The operator's networkers with their prospects and timelines. */
export const OPERATOR_NETWORKERS_QUERY_KEY = queryKey('GET /api/operator/networkers-with-prospects');

/** What a change to the operator's pipeline refreshes: the whole list, and its pages (their key's prefix). */
export const OPERATOR_NETWORKERS_QUERY_KEYS: readonly QueryKey[] = [
  OPERATOR_NETWORKERS_QUERY_KEY,
  queryKey('GET /api/operator/networkers-with-prospects/page'),
];
