import { randomUUID } from 'node:crypto';
import { type AuthUser, CSRF_HEADER, type RegisterRequest, type UserAnswer } from '@referrals/contracts';
import request, { type Response } from 'supertest';
import { type AppUrl, visitorSession } from './test-app.js';
import { type TestSession, testSession } from './test-session.js';

/** The browser session a sign-in answer leaves behind: its new cookie and rotated CSRF token. */
export function sessionFrom(response: Response, previous?: TestSession): TestSession {
  const setCookie = response.headers['set-cookie'] as unknown as string[] | undefined;
  const cookie = setCookie?.[0]?.split(';')[0] ?? previous?.cookie;
  const csrfToken = response.headers[CSRF_HEADER] ?? previous?.csrfToken;
  if (!cookie || !csrfToken) throw new Error(`no session in the answer (${response.status})`);
  return testSession(cookie, csrfToken);
}

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

export const STRONG_PASSWORD = 'Correct-Horse-9';

export interface RegisteredUser {
  user: AuthUser;
  session: TestSession;
  email: string;
  password: string;
}

/** Registers through the API as a browser would (visitor session, then POST /api/auth/register). */
export async function registerUser(
  app: AppUrl,
  overrides: Partial<RegisterRequest> = {},
): Promise<RegisteredUser> {
  const visitor = await visitorSession(app);
  const body: RegisterRequest = {
    name: 'Ada Lovelace',
    email: uniqueEmail(),
    password: STRONG_PASSWORD,
    ...overrides,
  };
  const response = await request(app.url)
    .post('/api/auth/register')
    .set(visitor.headers)
    .send(body)
    .expect(201);
  return {
    user: (response.body as UserAnswer).user,
    session: sessionFrom(response, visitor),
    email: body.email,
    password: body.password!,
  };
}

/** Signs in with email and password; answers the signed-in session. */
export async function loginUser(app: AppUrl, email: string, password: string): Promise<TestSession> {
  const visitor = await visitorSession(app);
  const response = await request(app.url)
    .post('/api/auth/login')
    .set(visitor.headers)
    .send({ username: email, password })
    .expect(200);
  return sessionFrom(response, visitor);
}
