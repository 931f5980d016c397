import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  AUTH_API_MESSAGES,
  type AuthUser,
  type CheckEmailAnswer,
  type SessionAnswer,
  type UserAnswer,
  type UserStatusAnswer,
} from '@referrals/contracts';
import request from 'supertest';
import { connectLiveSocket } from '../support/live-socket.js';
import {
  loginUser,
  registerUser,
  sessionFrom,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../support/identity-client.js';
import { startTestApp, type TestApp, visitorSession } from '../support/test-app.js';

describe('accounts and sessions', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ label: 'accounts' });
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('registration', () => {
    it('creates an operator by default, answers the user with its id, and signs it in', async () => {
      const { user, session, email } = await registerUser(app, {
        name: 'Grace Hopper',
        phone: '+1 555 0100',
      });
      expect(user).toMatchObject({
        name: 'Grace Hopper',
        email,
        phone: '+1 555 0100',
        userType: 'operator',
        activeRole: 'operator',
        roles: ['operator'],
        hasOperatorProfile: true,
        hasNetworkerProfile: false,
        signInMethods: { password: true, passkeys: 0, linkedin: false },
      });
      expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
      const me = await request(app.url).get('/api/auth/me').set(session.headers).expect(200);
      expect((me.body as AuthUser).id).toBe(user.id);
    });

    it('stores the password as an argon2id hash with at least 19 MiB and 2 passes', async () => {
      const { user } = await registerUser(app);
      const [row] = await app.sql<{ password_hash: string }>(
        'SELECT password_hash FROM users WHERE id = $1',
        [user.id],
      );
      expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    });

    it('appends UserRegistered and RoleGranted to the user stream before answering, with no secret in them', async () => {
      const { user, password } = await registerUser(app, { userType: 'networker' });
      const events = await app.sql<{ type: string; data: unknown; metadata: unknown }>(
        'SELECT type, data, metadata FROM events WHERE stream_name = $1 ORDER BY revision',
        [`user-${user.id}`],
      );
      expect(events.map((event) => event.type)).toEqual(['UserRegistered', 'RoleGranted']);
      expect(events[0]!.data).toEqual({
        userId: user.id,
        name: 'Ada Lovelace',
        userType: 'networker',
        signUpMethod: 'password',
      });
      expect(events[1]!.data).toEqual({ userId: user.id, role: 'networker' });
      expect(events[0]!.metadata).toMatchObject({ actorUserId: user.id, actorRole: 'networker' });
      const everything = JSON.stringify(events);
      expect(everything).not.toContain(password);
      expect(everything).not.toContain('argon2');
      expect(everything).not.toContain(user.email);
      const [outbox] = await app.sql<{ count: number }>('SELECT count(*)::int AS count FROM event_outbox');
      expect(outbox!.count).toBe(0);
    });

    it('refuses a second account with the same email, whatever its case, with 409', async () => {
      const { email } = await registerUser(app);
      const visitor = await visitorSession(app);
      const response = await request(app.url)
        .post('/api/auth/register')
        .set(visitor.headers)
        .send({ name: 'Copy', email: email.toUpperCase(), password: STRONG_PASSWORD })
        .expect(409);
      expect((response.body as { message: string }).message).toBe(AUTH_API_MESSAGES.emailTaken);
    });

    it('refuses a password shorter than 8 characters with the spec message, and keeps nothing', async () => {
      const visitor = await visitorSession(app);
      const email = uniqueEmail('short');
      const response = await request(app.url)
        .post('/api/auth/register')
        .set(visitor.headers)
        .send({ name: 'Short', email, password: 'Ab1' })
        .expect(400);
      expect((response.body as { message: string }).message).toBe(AUTH_API_MESSAGES.passwordTooShort);
      expect(await app.sql('SELECT 1 FROM users WHERE email = $1', [email])).toEqual([]);
    });

    it('refuses a missing name, a bad email and an unknown user type', async () => {
      const visitor = await visitorSession(app);
      const response = await request(app.url)
        .post('/api/auth/register')
        .set(visitor.headers)
        .send({ name: '', email: 'not-an-email', password: STRONG_PASSWORD, userType: 'auditor' })
        .expect(400);
      const { message } = response.body as { message: string };
      expect(message).toContain('Full name is required');
      expect(message).toContain('Please enter a valid email address');
      expect(message).toContain('userType must be one of the following values');
    });
  });

  describe('sign-in', () => {
    it('signs in with the email in `username`, under a new session id', async () => {
      const { email, password, user } = await registerUser(app);
      const visitor = await visitorSession(app);
      const response = await request(app.url)
        .post('/api/auth/login')
        .set(visitor.headers)
        .send({ username: email, password })
        .expect(200);
      expect((response.body as UserAnswer).user.id).toBe(user.id);
      const session = sessionFrom(response, visitor);
      expect(session.cookie).not.toBe(visitor.cookie);
      expect(session.csrfToken).not.toBe(visitor.csrfToken);
      // The visitor's session id did not become a signed-in one (no fixation).
      const before = await request(app.url)
        .get('/api/auth/session')
        .set('Cookie', visitor.cookie)
        .expect(200);
      expect((before.body as SessionAnswer).authenticated).toBe(false);
      const after = await request(app.url).get('/api/auth/session').set('Cookie', session.cookie).expect(200);
      expect((after.body as SessionAnswer).user?.id).toBe(user.id);
    });

    it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
      const { email, password } = await registerUser(app);
      const visitor = await visitorSession(app);
      const response = await request(app.url)
        .post('/api/auth/login')
        .set(visitor.headers)
        .send({ username: email, password })
        .expect(200);
      const cookie = (response.headers['set-cookie'] as unknown as string[])[0]!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).not.toMatch(/Secure/);
    });

    it('answers a wrong password and an unknown email alike: 401 with an error field', async () => {
      const { email } = await registerUser(app);
      const visitor = await visitorSession(app);
      const wrong = await request(app.url)
        .post('/api/auth/login')
        .set(visitor.headers)
        .send({ username: email, password: 'Wrong-password-1' })
        .expect(401);
      const unknown = await request(app.url)
        .post('/api/auth/login')
        .set(visitor.headers)
        .send({ username: uniqueEmail('nobody'), password: 'Wrong-password-1' })
        .expect(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body).toEqual({
        statusCode: 401,
        error: AUTH_API_MESSAGES.invalidCredentials,
        message: AUTH_API_MESSAGES.invalidCredentials,
      });
    });

    it('asks for both email and password', async () => {
      const visitor = await visitorSession(app);
      const response = await request(app.url)
        .post('/api/auth/login')
        .set(visitor.headers)
        .send({ username: '', password: '' })
        .expect(400);
      expect((response.body as { message: string }).message).toContain(
        'Please enter both email and password.',
      );
    });
  });

  describe('the session', () => {
    it('answers who is signed in, or nobody, with a CSRF token either way', async () => {
      const anonymous = await request(app.url).get('/api/auth/session').expect(200);
      expect(anonymous.body).toMatchObject({ authenticated: false, user: null, linkedinEnabled: false });
      expect((anonymous.body as SessionAnswer).csrfToken).toMatch(/^[0-9a-f]{64}$/);
      const { session, user } = await registerUser(app);
      const signedIn = await request(app.url).get('/api/auth/session').set(session.headers).expect(200);
      expect(signedIn.body).toMatchObject({ authenticated: true, user: { id: user.id } });
      expect((signedIn.body as SessionAnswer).csrfToken).toBe(session.csrfToken);
    });

    it('answers 401 to /api/auth/me without a session', async () => {
      await request(app.url).get('/api/auth/me').expect(401);
    });

    it('signs out: the session ends and its live sockets are disconnected', async () => {
      const { email, password } = await registerUser(app);
      const session = await loginUser(app, email, password);
      const { socket } = await connectLiveSocket(app.url, session.cookie);
      const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      await request(app.url).post('/api/auth/logout').set(session.headers).expect(200);
      await expect(disconnected).resolves.toBe('io server disconnect');
      await request(app.url).get('/api/auth/me').set(session.headers).expect(401);
    });
  });

  describe('email checks', () => {
    it('tells whether an email has an account, ignoring case and spaces', async () => {
      const { email } = await registerUser(app);
      const visitor = await visitorSession(app);
      const known = await request(app.url)
        .post('/api/auth/check-email')
        .set(visitor.headers)
        .send({ email: ` ${email.toUpperCase()} ` })
        .expect(200);
      expect(known.body as CheckEmailAnswer).toEqual({ exists: true });
      const unknown = await request(app.url)
        .post('/api/auth/check-email')
        .set(visitor.headers)
        .send({ email: uniqueEmail('nobody') })
        .expect(200);
      expect(unknown.body as CheckEmailAnswer).toEqual({ exists: false });
    });

    it('tells whether the account already has a networker profile', async () => {
      const { email, session } = await registerUser(app);
      const visitor = await visitorSession(app);
      const check = (address: string) =>
        request(app.url)
          .post('/api/auth/check-user-status')
          .set(visitor.headers)
          .send({ email: address, invitationUuid: '0f7e4a57-1d1b-4a5e-9c1b-6c7c4b5d2f10' })
          .expect(200);
      expect((await check(email)).body as UserStatusAnswer).toEqual({
        exists: true,
        hasNetworkerProfile: false,
      });
      await request(app.url)
        .post('/api/networker-profiles')
        .set(session.headers)
        .send({ fullName: 'Ada Lovelace', title: 'Advisor', company: 'Analytical Engines' })
        .expect(201);
      expect((await check(email)).body as UserStatusAnswer).toEqual({
        exists: true,
        hasNetworkerProfile: true,
      });
      expect((await check(uniqueEmail('nobody'))).body as UserStatusAnswer).toEqual({
        exists: false,
        hasNetworkerProfile: false,
      });
    });
  });

  describe('cross-site request forgery', () => {
    it("refuses a mutation that carries the user's cookie but not the session's token", async () => {
      const { session } = await registerUser(app);
      const forged = await request(app.url)
        .post('/api/user-roles/switch')
        .set('Cookie', session.cookie)
        .set('Origin', 'https://attacker.example')
        .send({ role: 'operator' })
        .expect(403);
      expect((forged.body as { message: string }).message).toBe(AUTH_API_MESSAGES.csrfInvalid);
    });

    it("refuses another session's token", async () => {
      const { session } = await registerUser(app);
      const attacker = await visitorSession(app);
      await request(app.url)
        .post('/api/user-roles/switch')
        .set('Cookie', session.cookie)
        .set('x-csrf-token', attacker.csrfToken)
        .send({ role: 'operator' })
        .expect(403);
    });

    it('refuses a forged sign-in (login CSRF)', async () => {
      const { email, password } = await registerUser(app);
      await request(app.url).post('/api/auth/login').send({ username: email, password }).expect(403);
    });
  });

  describe('security headers', () => {
    it('sends a Content-Security-Policy without plugins, base URLs or framing', async () => {
      const response = await request(app.url).get('/login').expect(200);
      const policy = response.headers['content-security-policy'] as string;
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("script-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });
  });
});

describe('sessions behind https', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ label: 'https', env: { PUBLIC_URL: 'https://bold.example' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('marks the session cookie Secure', async () => {
    const response = await request(app.url)
      .get('/api/auth/session')
      .set('X-Forwarded-Proto', 'https')
      .expect(200);
    const cookie = (response.headers['set-cookie'] as unknown as string[])[0]!;
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/HttpOnly/);
  });
});

describe('the demo sign-in', () => {
  it('does not exist in production', async () => {
    const production = await startTestApp({ label: 'prod', env: { NODE_ENV: 'production' } });
    try {
      const visitor = await visitorSession(production);
      await request(production.url).post('/api/auth/dev-login').set(visitor.headers).expect(404);
    } finally {
      await production.close();
    }
  });

  it('signs in as the seeded demo operator in development', async () => {
    const development = await startTestApp({
      label: 'dev',
      env: { NODE_ENV: 'development', SEED_DEMO_OPERATOR: 'true' },
    });
    try {
      const visitor = await visitorSession(development);
      const response = await request(development.url)
        .post('/api/auth/dev-login')
        .set(visitor.headers)
        .expect(200);
      expect((response.body as UserAnswer).user).toMatchObject({
        email: 'demo@bold.test',
        activeRole: 'operator',
      });
    } finally {
      await development.close();
    }
  });
});
