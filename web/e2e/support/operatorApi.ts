import { CSRF_HEADER, type SessionAnswer } from '@referrals/contracts';
import { expect, type Page } from '@playwright/test';

export interface OperatorApi {
  userId: string;
  send<T>(method: 'POST' | 'PUT' | 'PATCH', path: string, data: unknown): Promise<T>;
}

/**
 * The API as the signed-in user of `page` calls it (the browser context's session cookie), with the
 * session's CSRF token on every mutation. A call that fails fails the test with the server's answer.
 */
export async function operatorApi(page: Page): Promise<OperatorApi> {
  const session = (await (await page.request.get('/api/auth/session')).json()) as SessionAnswer;
  if (!session.user) throw new Error('operatorApi needs a signed-in page.');
  return {
    userId: session.user.id,
    async send<T>(method: 'POST' | 'PUT' | 'PATCH', path: string, data: unknown): Promise<T> {
      const response = await page.request.fetch(path, {
        method,
        headers: { [CSRF_HEADER]: session.csrfToken },
        data,
      });
      expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
      return (await response.json()) as T;
    },
  };
}
