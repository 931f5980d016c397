/**
 * Query parameters that carry one-time secrets, never written to the logs: an OpenID Connect
 * callback's `code` and `state` (LinkedIn sign-in), tokens of any kind, a password sent by mistake.
 */
export const REDACTED_QUERY_KEYS: ReadonlySet<string> = new Set([
  'code',
  'state',
  'session_state',
  'token',
  'access_token',
  'id_token',
  'refresh_token',
  'password',
]);

export const REDACTED = '[REDACTED]';

function decodedKey(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** A request URL safe to log: the values of the redacted query keys (any case) hidden, the rest kept as sent. */
export function redactedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const pairs = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals === -1 ? pair : pair.slice(0, equals);
      return REDACTED_QUERY_KEYS.has(decodedKey(key).toLowerCase()) ? `${key}=${REDACTED}` : pair;
    });
  return `${url.slice(0, queryStart)}?${pairs.join('&')}`;
}
