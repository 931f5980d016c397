import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AUTH_API_MESSAGES } from '@referrals/contracts';
import request from 'supertest';
import { newResetToken } from '../../src/identity/password-reset/reset-tokens.js';
import { fromAddress } from '../support/client-address.js';
import { registerUser, uniqueEmail } from '../support/identity-client.js';
import { passkeySignIn, PASSKEY_ORIGIN, signUpWithPasskey } from '../support/passkey-client.js';
import { startTestApp, type TestApp, visitorSession } from '../support/test-app.js';

/** Where the guessing comes from, and where the account's owner is. */
const ATTACKER = '127.0.0.2';
const OWNER = '127.0.0.3';
const FREE_FAILURES = 3;
const FIRST_WAIT_SECONDS = 600;

/** Two API processes of one deployment (same database and Redis keys), with small limits. */
describe('guessing limits, counted across processes', () => {
  const limits = {
    PUBLIC_URL: PASSKEY_ORIGIN,
    SIGN_IN_FAILURES_PER_ACCOUNT_PER_HOUR: String(FREE_FAILURES + 1),
    SIGN_IN_FREE_FAILURES_PER_ADDRESS: String(FREE_FAILURES),
    // Long enough that no busy machine lets it pass between two requests of a test.
    SIGN_IN_FIRST_WAIT_SECONDS: String(FIRST_WAIT_SECONDS),
    SIGN_IN_LONGEST_WAIT_SECONDS: '900',
    SIGN_IN_SLOWDOWN_MS: '20',
    SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE: '1000',
    EMAIL_CHECKS_PER_IP_PER_MINUTE: '1000',
  };
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await startTestApp({ label: 'limits', env: limits });
    second = await startTestApp({ label: 'limits_b', env: limits, joining: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const login = async (app: TestApp, email: string, password: string, address = ATTACKER) => {
    const visitor = await visitorSession(app);
    return request(app.url)
      .post('/api/auth/login')
      .agent(fromAddress(address))
      .set(visitor.headers)
      .send({ username: email, password });
  };

  /** Wrong passwords from `address`, alternating the processes: each answered 401. */
  const failFrom = async (email: string, times: number, address = ATTACKER) => {
    for (let attempt = 0; attempt < times; attempt++) {
      const app = attempt % 2 ? second : first;
      expect((await login(app, email, 'Wrong-password-1', address)).status).toBe(401);
    }
  };

  const expectToWait = (response: request.Response) => {
    expect(response.status).toBe(429);
    expect((response.body as { message: string }).message).toBe(AUTH_API_MESSAGES.tooManySignInAttempts);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(FIRST_WAIT_SECONDS / 2);
    expect(retryAfter).toBeLessThanOrEqual(FIRST_WAIT_SECONDS);
  };

  it('makes the guessing address wait, on every process, while the owner signs in from another', async () => {
    const { email, password } = await registerUser(first);
    // The free failures and one more: the account is past its ceiling too.
    await failFrom(email, FREE_FAILURES + 1);
    for (const app of [first, second]) expectToWait(await login(app, email, password));
    for (const app of [second, first]) expect((await login(app, email, password, OWNER)).status).toBe(200);
  });

  it('starts an address afresh after it signs in with the right password', async () => {
    const { email, password } = await registerUser(first);
    await failFrom(email, FREE_FAILURES);
    expect((await login(second, email, password)).status).toBe(200);
    await failFrom(email, FREE_FAILURES + 1);
    expectToWait(await login(first, email, password));
  });

  it('lets the new password in from the guessing address once the password is reset', async () => {
    const { user, email } = await registerUser(first);
    await failFrom(email, FREE_FAILURES + 1);
    expectToWait(await login(first, email, 'Brand-new-secret-7'));

    const { token, hash } = newResetToken();
    await first.sql(
      "INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')",
      [hash, user.id],
    );
    const visitor = await visitorSession(second);
    await request(second.url)
      .post('/api/auth/reset-password')
      .set(visitor.headers)
      .send({ token, password: 'Brand-new-secret-7' })
      .expect(200);

    expect((await login(first, email, 'Brand-new-secret-7')).status).toBe(200);
  });

  it('never holds a passkey sign-in back for failed passwords, and forgets them after it', async () => {
    const email = uniqueEmail('passkey');
    const { authenticator } = await signUpWithPasskey(first, email);
    await failFrom(email, FREE_FAILURES + 1, '127.0.0.1');
    expectToWait(await login(second, email, 'Wrong-password-1', '127.0.0.1'));

    const signedIn = await passkeySignIn(second, await visitorSession(second), authenticator, email);
    expect(signedIn.status).toBe(200);

    // The account has no password: a wrong one is refused as such, no longer held back.
    expect((await login(first, email, 'Wrong-password-1', '127.0.0.1')).status).toBe(401);
  });
});

describe('per-IP limits', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({
      label: 'ip_limits',
      env: { SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE: '3', EMAIL_CHECKS_PER_IP_PER_MINUTE: '3' },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('limits sign-in attempts from one address, whichever accounts they target', async () => {
    const visitor = await visitorSession(app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await request(app.url)
        .post('/api/auth/login')
        .set(visitor.headers)
        .send({ username: uniqueEmail('guess'), password: 'Wrong-password-1' });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('limits email checks from one address with a clear message', async () => {
    const visitor = await visitorSession(app);
    const statuses: number[] = [];
    let last: request.Response | undefined;
    for (let attempt = 0; attempt < 4; attempt++) {
      last = await request(app.url)
        .post('/api/auth/check-email')
        .set(visitor.headers)
        .send({ email: uniqueEmail('probe') });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((last!.body as { message: string }).message).toBe(AUTH_API_MESSAGES.tooManyRequests);
  });
});
