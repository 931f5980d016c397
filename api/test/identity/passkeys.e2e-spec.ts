import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  AUTH_API_MESSAGES,
  type PasskeyAuthenticationCredential,
  type PasskeyAuthenticationOptions,
  type PasskeyRegistrationCredential,
  type PasskeyRegistrationOptions,
  type PasskeyVerifyAnswer,
  passkeyNeedsDomainMessage,
  type UserAnswer,
} from '@referrals/contracts';
import request from 'supertest';
import { SoftwareAuthenticator } from '../support/software-authenticator.js';
import { registerUser, sessionFrom, uniqueEmail } from '../support/identity-client.js';
import { startTestApp, type TestApp, visitorSession } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';

const ORIGIN = 'http://localhost:3000';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({
    label: 'passkeys',
    env: {
      PUBLIC_URL: ORIGIN,
      // Every test here comes from one IP: the guessing limits have their own tests.
      EMAIL_CHECKS_PER_IP_PER_MINUTE: '10000',
      SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE: '10000',
    },
  });
});
afterAll(async () => {
  await app?.close();
});

function post(session: TestSession, path: string, body: object): request.Test {
  return request(app.url).post(path).set(session.headers).send(body);
}

async function registrationOptions(
  session: TestSession,
  email: string,
  name?: string,
): Promise<PasskeyRegistrationOptions> {
  const response = await post(session, '/api/auth/passkey/challenge', { email, action: 'register', name });
  expect(response.status).toBe(200);
  return response.body as PasskeyRegistrationOptions;
}

async function authenticationOptions(
  session: TestSession,
  email: string,
): Promise<PasskeyAuthenticationOptions> {
  const response = await post(session, '/api/auth/passkey/challenge', { email, action: 'authenticate' });
  expect(response.status).toBe(200);
  return response.body as PasskeyAuthenticationOptions;
}

function verify(
  session: TestSession,
  credential: PasskeyRegistrationCredential | PasskeyAuthenticationCredential,
  email: string,
): request.Test {
  return post(session, '/api/auth/passkey/verify', { ...credential, email });
}

/** A visitor's whole passkey sign-up: challenge, credential, verification, registration form. */
async function signUpWithPasskey(
  email: string,
  name = 'Ada Lovelace',
): Promise<{ authenticator: SoftwareAuthenticator; session: TestSession; user: UserAnswer['user'] }> {
  const visitor = await visitorSession(app);
  const authenticator = new SoftwareAuthenticator(ORIGIN);
  const credential = authenticator.createCredential(await registrationOptions(visitor, email, name));
  await verify(visitor, credential, email).expect(200);
  const registered = await post(visitor, '/api/auth/register', {
    name,
    email,
    authMethod: 'passkey',
    passkeyCredentialId: credential.id,
  }).expect(201);
  return {
    authenticator,
    session: sessionFrom(registered),
    user: (registered.body as UserAnswer).user,
  };
}

async function signInWithPasskey(
  authenticator: SoftwareAuthenticator,
  email: string,
): Promise<request.Response> {
  const visitor = await visitorSession(app);
  return verify(visitor, authenticator.getAssertion(await authenticationOptions(visitor, email)), email);
}

function errorMessage(response: request.Response): string {
  return (response.body as { message: string }).message;
}

describe('passkey sign-up', () => {
  it('explains, on a page opened by IP address, that passkeys need a domain name and where to go', async () => {
    const visitor = await visitorSession(app);
    const refused = await post(visitor, '/api/auth/passkey/challenge', {
      email: uniqueEmail('by-ip'),
      action: 'register',
      name: 'Ada Lovelace',
    })
      .set('Origin', 'http://127.0.0.1:3000')
      .expect(400);
    expect(errorMessage(refused)).toBe(passkeyNeedsDomainMessage(ORIGIN));
  });

  it('offers the spec settings and creates a passwordless account that is signed in', async () => {
    const email = uniqueEmail('ada');
    const visitor = await visitorSession(app);
    const options = await registrationOptions(visitor, email, 'Ada Lovelace');
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'Bold' },
      user: { name: email, displayName: 'Ada Lovelace' },
      pubKeyCredParams: [
        { type: 'public-key', alg: -7 },
        { type: 'public-key', alg: -257 },
      ],
      timeout: 60_000,
      attestation: 'none',
      excludeCredentials: [],
      authenticatorSelection: {
        authenticatorAttachment: 'platform',
        userVerification: 'required',
        residentKey: 'preferred',
      },
    });
    expect(options.challenge).toMatch(/^[\w-]{43,}$/);

    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const verified = await verify(visitor, authenticator.createCredential(options), email).expect(200);
    expect(verified.body).toEqual({
      verified: true,
      credentialId: authenticator.credentialId,
      user: null,
    } satisfies PasskeyVerifyAnswer);
    // Verified but not yet an account: nothing is stored until the registration form is sent.
    expect(
      await app.sql('SELECT 1 FROM passkey_credentials WHERE credential_id = $1', [
        authenticator.credentialId,
      ]),
    ).toEqual([]);

    const registered = await post(visitor, '/api/auth/register', {
      name: 'Ada Lovelace',
      email,
      authMethod: 'passkey',
      passkeyCredentialId: authenticator.credentialId,
    }).expect(201);
    const { user } = registered.body as UserAnswer;
    expect(user).toMatchObject({
      email,
      userType: 'operator',
      signInMethods: { password: false, passkeys: 1 },
    });
    // The user handle the authenticator keeps is the account id.
    expect(Buffer.from(options.user.id, 'base64url').toString()).toBe(user.id);

    const me = await request(app.url).get('/api/auth/me').set(sessionFrom(registered).headers).expect(200);
    expect((me.body as UserAnswer['user']).id).toBe(user.id);
    const [stored] = await app.sql<{ user_id: string; counter: string; transports: string[] }>(
      'SELECT user_id, counter, transports FROM passkey_credentials WHERE credential_id = $1',
      [authenticator.credentialId],
    );
    expect(stored).toEqual({ user_id: user.id, counter: '0', transports: ['internal'] });
    const [account] = await app.sql<{ password_hash: string | null }>(
      'SELECT password_hash FROM users WHERE id = $1',
      [user.id],
    );
    expect(account?.password_hash).toBeNull();
  });

  it('refuses an email that already has an account with 409', async () => {
    const { user } = await signUpWithPasskey(uniqueEmail('taken'));
    const response = await post(await visitorSession(app), '/api/auth/passkey/challenge', {
      email: user.email.toUpperCase(),
      action: 'register',
      name: 'Someone Else',
    });
    expect(response.status).toBe(409);
    expect(errorMessage(response)).toBe(AUTH_API_MESSAGES.emailTaken);
  });

  it('refuses a credential created on another origin', async () => {
    const email = uniqueEmail('phished');
    const visitor = await visitorSession(app);
    const credential = new SoftwareAuthenticator(ORIGIN).createCredential(
      await registrationOptions(visitor, email, 'Phished Person'),
      { origin: 'http://evil.example' },
    );
    const response = await verify(visitor, credential, email);
    expect(response.status).toBe(400);
    expect(errorMessage(response)).toBe(AUTH_API_MESSAGES.passkeyRegistrationFailed);
    await post(visitor, '/api/auth/register', {
      name: 'Phished Person',
      email,
      authMethod: 'passkey',
    }).expect(400);
  });

  it('creates no passkey account without a passkey verified in this session for this email and credential', async () => {
    const email = uniqueEmail('nopending');
    const visitor = await visitorSession(app);
    const withoutPasskey = await post(visitor, '/api/auth/register', {
      name: 'No Pending',
      email,
      authMethod: 'passkey',
    });
    expect(withoutPasskey.status).toBe(400);
    expect(errorMessage(withoutPasskey)).toBe(AUTH_API_MESSAGES.passkeyNoChallenge);

    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const credential = authenticator.createCredential(
      await registrationOptions(visitor, email, 'No Pending'),
    );
    await verify(visitor, credential, email).expect(200);
    const otherEmail = { name: 'No Pending', email: uniqueEmail('other'), authMethod: 'passkey' };
    await post(visitor, '/api/auth/register', otherEmail).expect(400);
    const otherCredential = {
      name: 'No Pending',
      email,
      authMethod: 'passkey',
      passkeyCredentialId: 'b3RoZXI',
    };
    await post(visitor, '/api/auth/register', otherCredential).expect(400);
    // Another browser session cannot use the passkey verified in this one.
    await post(await visitorSession(app), '/api/auth/register', {
      name: 'No Pending',
      email,
      authMethod: 'passkey',
    }).expect(400);
    expect(await app.sql('SELECT 1 FROM users WHERE email = $1', [email])).toEqual([]);

    await post(visitor, '/api/auth/register', { name: 'No Pending', email, authMethod: 'passkey' }).expect(
      201,
    );
  });
});

describe('passkey sign-in', () => {
  it('signs out, then signs in with the passkey, recording the counter and last use', async () => {
    const email = uniqueEmail('grace');
    const { authenticator, session, user } = await signUpWithPasskey(email, 'Grace Hopper');
    await post(session, '/api/auth/logout', {}).expect(200);
    await request(app.url).get('/api/auth/me').set(session.headers).expect(401);

    const visitor = await visitorSession(app);
    const options = await authenticationOptions(visitor, email);
    expect(options).toMatchObject({
      rpId: 'localhost',
      userVerification: 'required',
      timeout: 60_000,
      allowCredentials: [{ id: authenticator.credentialId, type: 'public-key', transports: ['internal'] }],
    });
    const signedIn = await verify(visitor, authenticator.getAssertion(options), email).expect(200);
    expect((signedIn.body as PasskeyVerifyAnswer).user).toMatchObject({
      id: user.id,
      email,
      activeRole: 'operator',
    });
    const session2 = sessionFrom(signedIn);
    expect(session2.csrfToken).not.toBe(visitor.csrfToken);
    const me = await request(app.url).get('/api/auth/me').set(session2.headers).expect(200);
    expect((me.body as UserAnswer['user']).email).toBe(email);

    const [stored] = await app.sql<{ counter: string; last_used_at: Date | null }>(
      'SELECT counter, last_used_at FROM passkey_credentials WHERE credential_id = $1',
      [authenticator.credentialId],
    );
    expect(stored?.counter).toBe('1');
    expect(stored?.last_used_at).toBeInstanceOf(Date);
  });

  it('refuses an assertion made on another origin, and that attempt used up the challenge', async () => {
    const email = uniqueEmail('origin');
    const { authenticator } = await signUpWithPasskey(email);
    const visitor = await visitorSession(app);
    const options = await authenticationOptions(visitor, email);

    const phished = await verify(
      visitor,
      authenticator.getAssertion(options, { origin: 'http://evil.example' }),
      email,
    );
    expect(phished.status).toBe(401);
    expect(errorMessage(phished)).toBe(AUTH_API_MESSAGES.passkeyVerificationFailed);

    const retried = await verify(visitor, authenticator.getAssertion(options), email);
    expect(retried.status).toBe(400);
    expect(errorMessage(retried)).toBe(AUTH_API_MESSAGES.passkeyNoChallenge);
  });

  it('refuses a second verification with the same challenge', async () => {
    const email = uniqueEmail('replay');
    const visitor = await visitorSession(app);
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const credential = authenticator.createCredential(await registrationOptions(visitor, email, 'Re Play'));
    await verify(visitor, credential, email).expect(200);
    const replayedCredential = await verify(visitor, credential, email);
    expect(replayedCredential.status).toBe(400);
    expect(errorMessage(replayedCredential)).toBe(AUTH_API_MESSAGES.passkeyNoChallenge);
    await post(visitor, '/api/auth/register', { name: 'Re Play', email, authMethod: 'passkey' }).expect(201);

    const signInVisitor = await visitorSession(app);
    const assertion = authenticator.getAssertion(await authenticationOptions(signInVisitor, email));
    const signedIn = await verify(signInVisitor, assertion, email).expect(200);
    const replayedAssertion = await verify(sessionFrom(signedIn), assertion, email);
    expect(replayedAssertion.status).toBe(400);
    expect(errorMessage(replayedAssertion)).toBe(AUTH_API_MESSAGES.passkeyNoChallenge);
  });

  it('lets only one of two simultaneous verifications of the same assertion through', async () => {
    const email = uniqueEmail('race');
    const { authenticator } = await signUpWithPasskey(email, 'Ra Ce');
    const visitor = await visitorSession(app);
    const assertion = authenticator.getAssertion(await authenticationOptions(visitor, email));
    const answers = await Promise.all([verify(visitor, assertion, email), verify(visitor, assertion, email)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('refuses a verification that answers no challenge or another email', async () => {
    const email = uniqueEmail('nochallenge');
    const { authenticator } = await signUpWithPasskey(email);
    const visitor = await visitorSession(app);
    const assertion = authenticator.getAssertion({ challenge: 'bm90LWlzc3VlZA', rpId: 'localhost' });
    await verify(visitor, assertion, email).expect(400);

    const options = await authenticationOptions(visitor, email);
    const otherEmail = await verify(visitor, authenticator.getAssertion(options), uniqueEmail('someone'));
    expect(otherEmail.status).toBe(400);
  });

  it('gives unknown emails and accounts without passkeys the same refusal', async () => {
    const visitor = await visitorSession(app);
    const unknown = await post(visitor, '/api/auth/passkey/challenge', {
      email: uniqueEmail('nobody'),
      action: 'authenticate',
    });
    expect(unknown.status).toBe(404);
    expect(errorMessage(unknown)).toBe(AUTH_API_MESSAGES.passkeyNotRegistered);

    const passwordOnly = await registerUser(app);
    const withoutPasskey = await post(await visitorSession(app), '/api/auth/passkey/challenge', {
      email: passwordOnly.email,
      action: 'authenticate',
    });
    expect(withoutPasskey.status).toBe(404);
    expect(withoutPasskey.body).toEqual(unknown.body);
  });

  it('refuses a signature counter that went backwards', async () => {
    const email = uniqueEmail('clone');
    const { authenticator } = await signUpWithPasskey(email);
    await signInWithPasskey(authenticator, email).then((response) => expect(response.status).toBe(200));
    await signInWithPasskey(authenticator, email).then((response) => expect(response.status).toBe(200));

    authenticator.signCount = 0; // a clone still at the count it was copied with
    const cloned = await signInWithPasskey(authenticator, email);
    expect(cloned.status).toBe(401);
    const [stored] = await app.sql<{ counter: string }>(
      'SELECT counter FROM passkey_credentials WHERE credential_id = $1',
      [authenticator.credentialId],
    );
    expect(stored?.counter).toBe('2');
  });
});

describe('adding a passkey to the signed-in account', () => {
  it('attaches the verified passkey to the signed-in user, who can then sign in with it', async () => {
    const { email, session, user } = await registerUser(app, { name: 'Ada Adder' });

    const options = await registrationOptions(session, email);
    expect(options.user).toMatchObject({ name: email, displayName: 'Ada Adder' });
    expect(Buffer.from(options.user.id, 'base64url').toString()).toBe(user.id);
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const added = await verify(session, authenticator.createCredential(options), email).expect(200);
    expect((added.body as PasskeyVerifyAnswer).user).toMatchObject({
      id: user.id,
      signInMethods: { password: true, passkeys: 1 },
    });

    // The device must not create a second passkey for the same account.
    const again = await registrationOptions(session, email);
    expect(again.excludeCredentials).toEqual([
      { id: authenticator.credentialId, type: 'public-key', transports: ['internal'] },
    ]);

    await post(session, '/api/auth/logout', {}).expect(200);
    expect((await signInWithPasskey(authenticator, email)).status).toBe(200);
  });

  it('refuses to prepare a passkey for another account than the signed-in one', async () => {
    const { session } = await signUpWithPasskey(uniqueEmail('owner'));
    const response = await post(session, '/api/auth/passkey/challenge', {
      email: uniqueEmail('victim'),
      action: 'register',
    });
    expect(response.status).toBe(403);
    expect(errorMessage(response)).toBe(AUTH_API_MESSAGES.notYourAccount);
  });
});
