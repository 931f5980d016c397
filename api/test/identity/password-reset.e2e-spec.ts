import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AUTH_API_MESSAGES, type MessageAnswer } from '@referrals/contracts';
import request from 'supertest';
import { loginUser, registerUser, uniqueEmail } from '../support/identity-client.js';
import { decodedBody, TestMailbox } from '../support/mailbox.js';
import { startTestApp, type TestApp, visitorSession } from '../support/test-app.js';

const PUBLIC_URL = 'http://localhost:5999';

/** The single-use link in a reset email, and its token. */
function resetLinkIn(raw: string): { link: string; token: string } {
  const match = /http:\/\/localhost:5999\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(decodedBody(raw));
  if (!match) throw new Error(`no reset link in:\n${raw}`);
  return { link: match[0], token: decodeURIComponent(match[1]!) };
}

describe('password reset by email', () => {
  const mailbox = new TestMailbox();
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ label: 'reset', env: { SMTP_URL: await mailbox.start(), PUBLIC_URL } });
  });
  afterAll(async () => {
    await app?.close();
    await mailbox.close();
  });

  const forgot = async (email: string) => {
    const visitor = await visitorSession(app);
    return request(app.url)
      .post('/api/auth/forgot-password')
      .set(visitor.headers)
      .send({ email })
      .expect(200);
  };
  const reset = async (token: string, password: string, status: number) => {
    const visitor = await visitorSession(app);
    return request(app.url)
      .post('/api/auth/reset-password')
      .set(visitor.headers)
      .send({ token, password })
      .expect(status);
  };

  it('emails a single-use link that sets a new password and ends every other session', async () => {
    const {
      email,
      password,
      session: signedInElsewhere,
    } = await registerUser(app, { name: 'Rosalind Franklin' });
    await forgot(email);
    const mail = await mailbox.waitFor(email);
    expect(mail.raw).toMatch(/Subject: Reset your Bold password/);
    expect(decodedBody(mail.raw)).toContain('Hi Rosalind Franklin');
    const { token } = resetLinkIn(mail.raw);

    // Only a hash of the token is stored.
    const stored = await app.sql<{ token_hash: Buffer }>(
      'SELECT token_hash FROM password_reset_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = $1',
      [email],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash.toString('base64url')).not.toBe(token);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

    const done = await reset(token, 'Brand-new-secret-7', 200);
    expect((done.body as MessageAnswer).message).toBe(AUTH_API_MESSAGES.passwordResetDone);

    await request(app.url).get('/api/auth/me').set(signedInElsewhere.headers).expect(401);
    await loginUser(app, email, 'Brand-new-secret-7');
    const visitor = await visitorSession(app);
    await request(app.url)
      .post('/api/auth/login')
      .set(visitor.headers)
      .send({ username: email, password })
      .expect(401);

    const again = await reset(token, 'Another-secret-8', 400);
    expect((again.body as { message: string }).message).toBe(AUTH_API_MESSAGES.resetLinkInvalid);
  });

  it('answers an unknown address exactly as a known one, and sends nothing', async () => {
    const { email } = await registerUser(app);
    const nobody = uniqueEmail('nobody');
    const known = await forgot(email);
    const unknown = await forgot(nobody);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ message: AUTH_API_MESSAGES.resetLinkSent });
    await mailbox.waitFor(email);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailbox.received.some((mail) => mail.to.includes(nobody))).toBe(false);
  });

  it('refuses a link older than one hour', async () => {
    const { email } = await registerUser(app);
    await forgot(email);
    const { token } = resetLinkIn((await mailbox.waitFor(email)).raw);
    await app.sql(
      `UPDATE password_reset_tokens SET expires_at = now() - interval '1 second'
       WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    );
    await reset(token, 'Brand-new-secret-7', 400);
  });

  it('refuses a made-up token and a short new password', async () => {
    await reset('not-a-real-token', 'Brand-new-secret-7', 400);
    const { email } = await registerUser(app);
    await forgot(email);
    const { token } = resetLinkIn((await mailbox.waitFor(email)).raw);
    const short = await reset(token, 'short', 400);
    expect((short.body as { message: string }).message).toBe(AUTH_API_MESSAGES.passwordTooShort);
    // The refused attempt did not use the link up.
    await reset(token, 'Brand-new-secret-7', 200);
  });

  it('refuses a forgot-password request without an email', async () => {
    const visitor = await visitorSession(app);
    const response = await request(app.url)
      .post('/api/auth/forgot-password')
      .set(visitor.headers)
      .send({ email: '' })
      .expect(400);
    expect((response.body as { message: string }).message).toBe(
      'Please enter your email address to reset your password.',
    );
  });
});
