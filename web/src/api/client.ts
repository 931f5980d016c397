import type { QueryFunction } from '@tanstack/react-query';
import { AUTH_API_MESSAGES, CSRF_HEADER } from '@referrals/contracts';
import { ApiError } from './ApiError';
import { csrfToken, rememberCsrfToken, rememberCsrfTokenFrom } from './csrfToken';

export { ApiError, isApiError } from './ApiError';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  /** Aborts the request, e.g. TanStack Query's signal when a query is cancelled. */
  signal?: AbortSignal;
}

/**
 * The one way the web app talks to the API: sends the session cookie, sets a JSON content type only
 * when there is a body, adds the CSRF token to every mutation, and throws an ApiError for every
 * non-OK answer. An empty answer yields null. A mutation refused for a stale token (the session
 * expired or was replaced) fetches a fresh one and is sent once more.
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<T> {
  const send = async (): Promise<Response> => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (method !== 'GET') headers[CSRF_HEADER] = await csrfToken(path);
    const response = await fetch(path, {
      method,
      credentials: 'include',
      headers,
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: options.signal,
    });
    rememberCsrfTokenFrom(response);
    return response;
  };
  let response = await send();
  if (method !== 'GET' && response.status === 403) {
    const refusal = await ApiError.fromResponse(response.clone());
    if (refusal.userMessage === AUTH_API_MESSAGES.csrfInvalid) {
      rememberCsrfToken(null);
      response = await send();
    }
  }
  if (!response.ok) throw await ApiError.fromResponse(response);
  return readJson<T>(response);
}

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * A TanStack Query function that GETs the path held in the query key's first element.
 * With `on401: 'returnNull'` a 401 resolves to null (for "who am I" style queries) instead of failing.
 */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const [path] = queryKey;
    if (typeof path !== 'string') {
      throw new TypeError('The first element of a query key must be the API path to GET.');
    }
    try {
      return await apiRequest<T>('GET', path, undefined, { signal });
    } catch (error) {
      if (options.on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}
