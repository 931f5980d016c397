import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AUTH_API_MESSAGES } from '@referrals/contracts';
import request from 'supertest';
import { newResetToken } from '../../src/identity/password-reset/reset-tokens.js';
import { registerUser, uniqueEmail } from '../support/identity-client.js';
import { startTestApp, type TestApp, visitorSession } from '../support/test-app.js';

const COMMON_PASSWORDS = ['password', '12345678'];

describe('common passwords (NIST SP 800-63B)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ label: 'common_pw' });
  });
  afterAll(async () => {
    await app?.close();
  });

  const post = async (path: string, body: object) => {
    const visitor = await visitorSession(app);
    return request(app.url).post(path).set(visitor.headers).send(body);
  };

  const expectRefused = (response: request.Response) => {
    expect(response.status).toBe(400);
    expect((response.body as { message: string }).message).toBe(AUTH_API_MESSAGES.passwordTooCommon);
  };

  it.each(COMMON_PASSWORDS)('refuses to register an account with "%s"', async (password) => {
    const email = uniqueEmail('common');
    expectRefused(await post('/api/auth/register', { name: 'Ada Lovelace', email, password }));
    const created = await app.sql('SELECT 1 FROM users WHERE email = $1', [email]);
    expect(created).toHaveLength(0);
  });

  it.each(COMMON_PASSWORDS)(
    'refuses "%s" as the password of a networker joining by invitation',
    async (password) => {
      expectRefused(
        await post('/api/networker-registration/register', {
          invitationUuid: 'any-invitation',
          fullName: 'Ada Lovelace',
          email: uniqueEmail('joining'),
          password,
        }),
      );
    },
  );

  it.each(COMMON_PASSWORDS)(
    'refuses "%s" as a new password and keeps the reset link usable',
    async (password) => {
      const { user } = await registerUser(app);
      const { token, hash } = newResetToken();
      await app.sql(
        "INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')",
        [hash, user.id],
      );
      expectRefused(await post('/api/auth/reset-password', { token, password }));
      expect((await post('/api/auth/reset-password', { token, password: 'Brand-new-secret-7' })).status).toBe(
        200,
      );
    },
  );

  it('still names a short password too short first', async () => {
    const response = await post('/api/auth/register', {
      name: 'Ada Lovelace',
      email: uniqueEmail('short'),
      password: '123456',
    });
    expect(response.status).toBe(400);
    expect((response.body as { message: string }).message).toBe(AUTH_API_MESSAGES.passwordTooShort);
  });
});
