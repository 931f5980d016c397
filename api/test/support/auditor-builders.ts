import request from 'supertest';
import type { TestApp } from './test-app.js';
import type { TestSession } from './test-session.js';

/**
 * Makes the account an auditor (granted straight in the database: the grant command has a test of
 * its own) and switches its session to act as one; answers that session.
 */
export async function actingAsAuditor(
  app: TestApp,
  account: { user: { id: string }; session: TestSession },
): Promise<TestSession> {
  await app.sql(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'auditor')`, [account.user.id]);
  await request(app.url)
    .post('/api/user-roles/switch')
    .set(account.session.headers)
    .send({ role: 'auditor' })
    .expect(200);
  return account.session;
}
