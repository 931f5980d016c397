import {
  type ApiRoute,
  AUTH_API_MESSAGES,
  CSRF_HEADER,
  fillPath,
  type PathParamValues,
  type QueryKey,
  queryKeyOf,
  type QueryKeyTail,
  type QueryRoute,
  type RouteAnswer,
  type RouteParamName,
  type RouteParams,
  routeParts,
  type RouteQuery,
  type RouteRequest,
} from '@referrals/contracts';
import { ApiError } from './ApiError';
import { csrfToken, rememberCsrfToken, rememberCsrfTokenFrom } from './csrfToken';

export { ApiError, isApiError } from './ApiError';

type AllOptional<T> = Partial<T> extends T ? true : false;

/** A route's path parameters: required, one string each, when its template has any. */
type ParamsOption<K extends ApiRoute> = [RouteParamName<K>] extends [never]
  ? { params?: undefined }
  : { params: RouteParams<K> };

/** A route's query parameters, on routes that read some (values left undefined are not sent). */
type QueryOption<K extends ApiRoute> = [RouteQuery<K>] extends [never]
  ? { query?: undefined }
  : AllOptional<RouteQuery<K>> extends true
    ? { query?: RouteQuery<K> }
    : { query: RouteQuery<K> };

/** A route's JSON body: none for `void` routes, required unless every field is optional. */
type BodyOption<K extends ApiRoute> = [RouteRequest<K>] extends [void]
  ? { body?: undefined }
  : AllOptional<RouteRequest<K>> extends true
    ? { body?: RouteRequest<K> }
    : { body: RouteRequest<K> };

/** What one call of a route needs: its path parameters, query and body as the route map types them. */
export type ApiCallOptions<K extends ApiRoute> = ParamsOption<K> &
  QueryOption<K> &
  BodyOption<K> & {
    /** Aborts the request, e.g. TanStack Query's signal when a query is cancelled. */
    signal?: AbortSignal;
  };

/** Routes that may be called without options (no path parameters, no required body or query). */
export type RouteWithoutRequiredOptions = {
  [K in ApiRoute]: AllOptional<ApiCallOptions<K>> extends true ? K : never;
}[ApiRoute];

/** The options as the implementations below read them, once a typed signature has checked them. */
interface SentOptions {
  params?: PathParamValues;
  query?: unknown;
  body?: unknown;
  signal?: AbortSignal;
}

/** "?name=value&…" in the query's order, names and values URI-encoded; undefined values are left out. */
function queryString(query: unknown): string {
  const entries = typeof query === 'object' && query !== null ? Object.entries(query) : [];
  const pairs = entries.flatMap(([name, value]: [string, unknown]) =>
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`]
      : [],
  );
  return pairs.length ? `?${pairs.join('&')}` : '';
}

function urlOf(route: ApiRoute, options: SentOptions): string {
  return fillPath(routeParts(route).path, options.params) + queryString(options.query);
}

/** The URL of one call of a route: its path filled in (parameters URI-encoded), then its query. */
export function apiUrl<K extends RouteWithoutRequiredOptions>(
  route: K,
  options?: Omit<ApiCallOptions<K>, 'body' | 'signal'>,
): string;
export function apiUrl<K extends ApiRoute>(
  route: K,
  options: Omit<ApiCallOptions<K>, 'body' | 'signal'>,
): string;
export function apiUrl(route: ApiRoute, options: SentOptions = {}): string {
  return urlOf(route, options);
}

/**
 * The one way the web app talks to the API: `api('PATCH /api/invitations/:id', { params, body })`
 * answers what the route map says that route answers. It sends the session cookie, sets a JSON content
 * type only when there is a body, adds the CSRF token to every mutation, and throws an ApiError for
 * every non-OK answer. An empty answer yields null. A mutation refused for a stale token (the session
 * expired or was replaced) fetches a fresh one and is sent once more.
 */
export function api<K extends RouteWithoutRequiredOptions>(
  route: K,
  options?: ApiCallOptions<K>,
): Promise<RouteAnswer<K>>;
export function api<K extends ApiRoute>(route: K, options: ApiCallOptions<K>): Promise<RouteAnswer<K>>;
export function api(route: ApiRoute, options: SentOptions = {}): Promise<unknown> {
  return send(route, options);
}

async function send(route: ApiRoute, options: SentOptions): Promise<unknown> {
  const { method } = routeParts(route);
  const url = urlOf(route, options);
  const { body, signal } = options;
  const attempt = async (): Promise<Response> => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (method !== 'GET') headers[CSRF_HEADER] = await csrfToken(url);
    const response = await fetch(url, {
      method,
      credentials: 'include',
      headers,
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal,
    });
    rememberCsrfTokenFrom(response);
    return response;
  };
  let response = await attempt();
  if (method !== 'GET' && response.status === 403) {
    const refusal = await ApiError.fromResponse(response.clone());
    if (refusal.userMessage === AUTH_API_MESSAGES.csrfInvalid) {
      rememberCsrfToken(null);
      response = await attempt();
    }
  }
  if (!response.ok) throw await ApiError.fromResponse(response);
  return readJson(response);
}

/**
 * The answer's JSON. It is not checked against the route's answer type here: the route map states what
 * each route answers, and the API's route-map test holds every handler to it.
 */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? JSON.parse(text) : null;
}

/** A query route's key elements after the path: required (maybe []) when the route declares them. */
type KeyOption<K extends QueryRoute> =
  QueryKeyTail<K> extends [] ? { key?: undefined } : { key: QueryKeyTail<K> };

/** One query of a route: the call's options, and the key's elements after the path where the route has them. */
export type RouteQueryInput<K extends QueryRoute> = Omit<ApiCallOptions<K>, 'signal'> & KeyOption<K>;

type QueryRouteWithoutRequiredInput = {
  [K in QueryRoute]: AllOptional<RouteQueryInput<K>> extends true ? K : never;
}[QueryRoute];

/** The key and fetch of one query, to spread into TanStack's `queryOptions` (with staleTime, retry, …). */
export interface RouteQueryOptions<K extends QueryRoute> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<RouteAnswer<K>>;
}

/**
 * A cached read of a route: the key comes from `queryKey` (the key the server's live updates name),
 * and the fetch is `api` on the same route, so the cache under that key holds the route's answer type.
 */
export function routeQuery<K extends QueryRouteWithoutRequiredInput>(
  route: K,
  input?: RouteQueryInput<K>,
): RouteQueryOptions<K>;
export function routeQuery<K extends QueryRoute>(route: K, input: RouteQueryInput<K>): RouteQueryOptions<K>;
export function routeQuery(
  route: QueryRoute,
  input: SentOptions & { key?: readonly unknown[] } = {},
): { queryKey: QueryKey; queryFn: (context: { signal: AbortSignal }) => Promise<unknown> } {
  const { key, ...options } = input;
  return {
    queryKey: queryKeyOf(route, options.params, key),
    queryFn: ({ signal }) => send(route, { ...options, signal }),
  };
}
