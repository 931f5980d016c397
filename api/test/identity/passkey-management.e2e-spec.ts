import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  AUTH_API_MESSAGES,
  type OwnPasskey,
  type PasskeyVerifyAnswer,
  type ReauthenticateAnswer,
  type ResetLinkCheckAnswer,
  RECENT_AUTHENTICATION_WINDOW_MS,
} from '@referrals/contracts';
import request from 'supertest';
import { registerUser, sessionFrom, STRONG_PASSWORD, uniqueEmail } from '../support/identity-client.js';
import { decodedBody, type ReceivedMail, TestMailbox } from '../support/mailbox.js';
import {
  addPasskey,
  ageSession,
  PASSKEY_ORIGIN,
  passkeySignIn,
  registrationChallenge,
  signUpWithPasskey,
} from '../support/passkey-client.js';
import { SoftwareAuthenticator } from '../support/software-authenticator.js';
import { signInTo, startTestApp, type TestApp, visitorSession } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';

const mailbox = new TestMailbox();
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({
    label: 'passkey_mgmt',
    env: {
      PUBLIC_URL: PASSKEY_ORIGIN,
      SMTP_URL: await mailbox.start(),
      // Every test here comes from one IP: the guessing limits have their own tests.
      EMAIL_CHECKS_PER_IP_PER_MINUTE: '10000',
      SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE: '10000',
    },
  });
});
afterAll(async () => {
  await app?.close();
  await mailbox.close();
});

const message = (response: request.Response) => (response.body as { message: string }).message;

/** The first email to `address` whose subject contains `subject`, waiting for it to arrive. */
async function mailTo(address: string, subject: string): Promise<ReceivedMail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = mailbox.received.find((mail) => mail.to.includes(address) && mail.raw.includes(subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no "${subject}" email to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function reauthenticate(session: TestSession, password: string): request.Test {
  return request(app.url).post('/api/auth/reauthenticate').set(session.headers).send({ password });
}

async function ownPasskeys(session: TestSession): Promise<OwnPasskey[]> {
  const response = await request(app.url).get('/api/auth/passkeys').set(session.headers).expect(200);
  return response.body as OwnPasskey[];
}

function removePasskey(session: TestSession, credentialId: string): request.Test {
  return request(app.url).delete(`/api/auth/passkeys/${credentialId}`).set(session.headers);
}

async function storedPasskeys(userId: string): Promise<string[]> {
  const rows = await app.sql<{ credential_id: string }>(
    'SELECT credential_id FROM passkey_credentials WHERE user_id = $1 ORDER BY created_at',
    [userId],
  );
  return rows.map((row) => row.credential_id);
}

describe('adding a passkey needs a recent proof of who the user is', () => {
  it('refuses a session whose sign-in is older than the window, and one that holds no proof', async () => {
    const { email, session, user } = await registerUser(app);
    await ageSession(app, session, RECENT_AUTHENTICATION_WINDOW_MS / 60_000 + 1);
    const stale = await registrationChallenge(app, session, email);
    expect(stale.status).toBe(403);
    expect(message(stale)).toBe(AUTH_API_MESSAGES.reauthenticationRequired);

    // A session cookie alone, with no sign-in recorded in it.
    const cookieOnly = await signInTo(app, { userId: user.id });
    const refused = await registrationChallenge(app, cookieOnly, email);
    expect(refused.status).toBe(403);
    expect(message(refused)).toBe(AUTH_API_MESSAGES.reauthenticationRequired);
    expect(await storedPasskeys(user.id)).toEqual([]);
  });

  it('adds the passkey once the password is confirmed again, and emails the owner naming the device', async () => {
    const { email, session, user } = await registerUser(app, { name: 'Stolen Cookie' });
    await ageSession(app, session, 30);

    const wrong = await reauthenticate(session, 'Not-the-password-1');
    expect(wrong.status).toBe(403);
    expect(message(wrong)).toBe(AUTH_API_MESSAGES.reauthenticationFailed);
    await registrationChallenge(app, session, email).expect(403);

    const before = Date.now();
    const confirmed = await reauthenticate(session, STRONG_PASSWORD).expect(200);
    const until = Date.parse((confirmed.body as ReauthenticateAnswer).confirmedUntil);
    expect(until).toBeGreaterThanOrEqual(before + RECENT_AUTHENTICATION_WINDOW_MS - 1000);

    const authenticator = new SoftwareAuthenticator(PASSKEY_ORIGIN);
    const added = await addPasskey(app, session, email, authenticator);
    expect((added.body as PasskeyVerifyAnswer).user?.signInMethods.passkeys).toBe(1);
    expect(await storedPasskeys(user.id)).toEqual([authenticator.credentialId]);

    const mail = await mailTo(email, 'A passkey was added to your Bold account');
    const body = decodedBody(mail.raw);
    expect(body).toContain('Hi Stolen Cookie');
    expect(body).toContain('Chrome on macOS');
    expect(body).toContain('If it was not you');
    expect(body).toContain(`${PASSKEY_ORIGIN}/login`);
  });

  it('lets a passwordless account confirm with one of its passkeys instead', async () => {
    const email = uniqueEmail('passwordless');
    const { authenticator, session, user } = await signUpWithPasskey(app, email);
    await ageSession(app, session, 30);
    await registrationChallenge(app, session, email).expect(403);
    const noPassword = await reauthenticate(session, STRONG_PASSWORD);
    expect(noPassword.status).toBe(400);
    expect(message(noPassword)).toBe(AUTH_API_MESSAGES.reauthenticationNeedsPassword);

    const signedInAgain = await passkeySignIn(app, session, authenticator, email);
    expect(signedInAgain.status).toBe(200);
    const fresh = sessionFrom(signedInAgain, session);
    const second = new SoftwareAuthenticator(PASSKEY_ORIGIN);
    await addPasskey(app, fresh, email, second);
    expect(await storedPasskeys(user.id)).toEqual([authenticator.credentialId, second.credentialId]);
  });

  it('keeps creating a new account with a passkey unchanged, recording its device', async () => {
    const email = uniqueEmail('newcomer');
    const { session, user } = await signUpWithPasskey(app, email);
    expect(user.signInMethods).toMatchObject({ password: false, passkeys: 1 });
    const [passkey] = await ownPasskeys(session);
    expect(passkey).toMatchObject({ deviceName: 'Chrome on macOS', lastUsedAt: null });
  });
});

describe("the signed-in user's own passkeys", () => {
  it("lists only the caller's passkeys, with device, creation and last use", async () => {
    const mine = await registerUser(app);
    const minePasskey = new SoftwareAuthenticator(PASSKEY_ORIGIN);
    await addPasskey(app, mine.session, mine.email, minePasskey);
    const other = await signUpWithPasskey(app, uniqueEmail('other'));

    const [listed, ...more] = await ownPasskeys(mine.session);
    expect(more).toEqual([]);
    expect(listed).toMatchObject({
      credentialId: minePasskey.credentialId,
      deviceName: 'Chrome on macOS',
      lastUsedAt: null,
    });
    expect(Date.parse(listed!.createdAt)).not.toBeNaN();
    expect((await ownPasskeys(other.session)).map((passkey) => passkey.credentialId)).toEqual([
      other.authenticator.credentialId,
    ]);

    const signedIn = await passkeySignIn(app, await visitorSession(app), minePasskey, mine.email);
    expect(signedIn.status).toBe(200);
    const [used] = await ownPasskeys(sessionFrom(signedIn));
    expect(used?.lastUsedAt).not.toBeNull();
  });

  it("removes one after a recent proof, and answers another user's passkey as not found", async () => {
    const mine = await registerUser(app);
    const minePasskey = new SoftwareAuthenticator(PASSKEY_ORIGIN);
    await addPasskey(app, mine.session, mine.email, minePasskey);
    const other = await signUpWithPasskey(app, uniqueEmail('victim'));

    const notMine = await removePasskey(mine.session, other.authenticator.credentialId);
    expect(notMine.status).toBe(404);
    expect(message(notMine)).toBe(AUTH_API_MESSAGES.passkeyNotFound);
    expect(await storedPasskeys(other.user.id)).toEqual([other.authenticator.credentialId]);

    await ageSession(app, mine.session, 30);
    const stale = await removePasskey(mine.session, minePasskey.credentialId);
    expect(stale.status).toBe(403);
    expect(message(stale)).toBe(AUTH_API_MESSAGES.reauthenticationRequired);

    await reauthenticate(mine.session, STRONG_PASSWORD).expect(200);
    const removed = await removePasskey(mine.session, minePasskey.credentialId).expect(200);
    expect(message(removed)).toBe(AUTH_API_MESSAGES.passkeyRemoved);
    expect(await ownPasskeys(mine.session)).toEqual([]);
    const signIn = await passkeySignIn(app, await visitorSession(app), minePasskey, mine.email);
    expect(signIn.status).toBe(404);
  });

  it('refuses to remove the only way a passwordless account signs in', async () => {
    const email = uniqueEmail('onlyone');
    const { authenticator, session, user } = await signUpWithPasskey(app, email);
    const refused = await removePasskey(session, authenticator.credentialId);
    expect(refused.status).toBe(409);
    expect(message(refused)).toBe(AUTH_API_MESSAGES.passkeyIsLastSignInMethod);
    expect(await storedPasskeys(user.id)).toEqual([authenticator.credentialId]);

    const second = new SoftwareAuthenticator(PASSKEY_ORIGIN);
    await addPasskey(app, session, email, second);
    await removePasskey(session, authenticator.credentialId).expect(200);
    expect(await storedPasskeys(user.id)).toEqual([second.credentialId]);
  });
});

describe('a password reset can remove every passkey', () => {
  /** Asks for a reset link and answers its token, from the email. */
  async function resetToken(email: string): Promise<string> {
    await request(app.url)
      .post('/api/auth/forgot-password')
      .set((await visitorSession(app)).headers)
      .send({ email })
      .expect(200);
    const mail = await mailTo(email, 'Reset your Bold password');
    const match = /reset-password\?token=([A-Za-z0-9_%-]+)/.exec(decodedBody(mail.raw));
    if (!match) throw new Error('no reset link in the email');
    return decodeURIComponent(match[1]!);
  }

  async function reset(token: string, extra: object = {}): Promise<void> {
    await request(app.url)
      .post('/api/auth/reset-password')
      .set((await visitorSession(app)).headers)
      .send({ token, password: 'Brand-new-secret-7', ...extra })
      .expect(200);
  }

  it("tells the form how many passkeys the link's account has, and refuses a link that does not work", async () => {
    const email = uniqueEmail('counted');
    await signUpWithPasskey(app, email);
    const token = await resetToken(email);
    const visitor = await visitorSession(app);
    const checked = await request(app.url)
      .post('/api/auth/reset-password/check')
      .set(visitor.headers)
      .send({ token })
      .expect(200);
    expect(checked.body).toEqual({ passkeys: 1 } satisfies ResetLinkCheckAnswer);
    const madeUp = await request(app.url)
      .post('/api/auth/reset-password/check')
      .set(visitor.headers)
      .send({ token: 'not-a-real-token' });
    expect(madeUp.status).toBe(400);
    expect(message(madeUp)).toBe(AUTH_API_MESSAGES.resetLinkInvalid);
  });

  it('with removal chosen, the passkey planted before the reset no longer signs in', async () => {
    const owner = await registerUser(app);
    const planted = new SoftwareAuthenticator(PASSKEY_ORIGIN);
    await addPasskey(app, owner.session, owner.email, planted);

    await reset(await resetToken(owner.email), { removePasskeys: true });
    expect(await storedPasskeys(owner.user.id)).toEqual([]);
    const attempt = await passkeySignIn(app, await visitorSession(app), planted, owner.email);
    expect(attempt.status).toBe(404);
    expect(message(attempt)).toBe(AUTH_API_MESSAGES.passkeyNotRegistered);
  });

  it("keeps the passkeys when the reset does not ask to remove them (the spec's payload)", async () => {
    const email = uniqueEmail('keeper');
    const { authenticator, user } = await signUpWithPasskey(app, email);
    await reset(await resetToken(email));
    expect(await storedPasskeys(user.id)).toEqual([authenticator.credentialId]);
    expect((await passkeySignIn(app, await visitorSession(app), authenticator, email)).status).toBe(200);
  });
});
