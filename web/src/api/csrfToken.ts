import { CSRF_HEADER, routeParts, type SessionAnswer } from '@referrals/contracts';

/**
 * The session's CSRF token, held in memory only: GET /api/auth/session hands it out, and
 * responses that rotate it (sign-in) carry the new one in a header.
 */
const SESSION_PATH = routeParts('GET /api/auth/session').path;
let token: string | null = null;
let pending: Promise<string> | null = null;

export function rememberCsrfToken(value: string | null): void {
  token = value;
}

export function rememberCsrfTokenFrom(response: Response): void {
  const rotated = response.headers.get(CSRF_HEADER);
  if (rotated) token = rotated;
}

/** The token, fetching the session once when none is known yet (from the API that `requestUrl` addresses). */
export async function csrfToken(requestUrl: string): Promise<string> {
  if (token) return token;
  const sessionUrl = /^https?:\/\//.test(requestUrl) ? new URL(SESSION_PATH, requestUrl).href : SESSION_PATH;
  pending ??= fetch(sessionUrl, { credentials: 'include' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${response.status}: could not start a session`);
      const session = (await response.json()) as SessionAnswer;
      token = session.csrfToken;
      return session.csrfToken;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
