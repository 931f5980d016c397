import { CSRF_HEADER, type SessionAnswer } from '@referrals/contracts';

/** The headers a browser session sends: its cookie and, for mutations, its CSRF token. */
export type SessionHeaders = Record<string, string>;

/** Sets up the benchmarks' data through the real API, as a browser would. */
export class BenchHttpClient {
  constructor(readonly baseUrl: string) {}

  /** A fresh visitor session (cookie and CSRF token). */
  async visitor(): Promise<SessionHeaders> {
    const response = await fetch(`${this.baseUrl}/api/auth/session`);
    const body = (await response.json()) as SessionAnswer;
    return sessionHeaders(response, { [CSRF_HEADER]: body.csrfToken });
  }

  /** Sends a JSON body; answers the parsed answer and the session it leaves (signing in rotates it). */
  async send<Answer>(
    method: 'POST' | 'PUT' | 'PATCH',
    path: string,
    headers: SessionHeaders,
    body: unknown,
  ): Promise<{ answer: Answer; session: SessionHeaders }> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return { answer: (text ? JSON.parse(text) : null) as Answer, session: sessionHeaders(response, headers) };
  }

  async get<Answer>(path: string, headers: SessionHeaders): Promise<Answer> {
    const response = await fetch(`${this.baseUrl}${path}`, { headers });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return (await response.json()) as Answer;
  }
}

/** The session after a response: a new cookie or CSRF token replaces the old one. */
function sessionHeaders(response: Response, previous: SessionHeaders): SessionHeaders {
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0] ?? previous.cookie;
  const csrf = response.headers.get(CSRF_HEADER) ?? previous[CSRF_HEADER];
  if (!cookie || !csrf) throw new Error(`no session in the answer (${response.status})`);
  return { cookie, [CSRF_HEADER]: csrf };
}
