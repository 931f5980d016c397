import type {
  PasskeyAuthenticationOptions,
  PasskeyRegistrationOptions,
  UserAnswer,
} from '@referrals/contracts';
import request from 'supertest';
import { sessionFrom } from './identity-client.js';
import { SoftwareAuthenticator } from './software-authenticator.js';
import { withStoredSession } from './stored-session.js';
import { type TestApp, visitorSession } from './test-app.js';
import type { TestSession } from './test-session.js';

/** The page every ceremony runs on (the test app's PUBLIC_URL must be this origin). */
export const PASSKEY_ORIGIN = 'http://localhost:3000';

/** What Chrome on a Mac sends: the device name a passkey made there gets. */
export const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function post(app: TestApp, session: TestSession, path: string, body: object): request.Test {
  return request(app.url).post(path).set(session.headers).set('User-Agent', CHROME_ON_MAC).send(body);
}

/** POST /api/auth/passkey/challenge for `register`, answered as is (a refusal included). */
export function registrationChallenge(app: TestApp, session: TestSession, email: string): request.Test {
  return post(app, session, '/api/auth/passkey/challenge', { email, action: 'register' });
}

/** The signed-in user creates a passkey on `authenticator` and the server verifies it (200); answers the verification. */
export async function addPasskey(
  app: TestApp,
  session: TestSession,
  email: string,
  authenticator = new SoftwareAuthenticator(PASSKEY_ORIGIN),
): Promise<request.Response> {
  const options = await registrationChallenge(app, session, email).expect(200);
  const credential = authenticator.createCredential(options.body as PasskeyRegistrationOptions);
  return post(app, session, '/api/auth/passkey/verify', { ...credential, email }).expect(200);
}

/** A visitor's passkey sign-up: a new account secured by a passkey only, signed in. */
export async function signUpWithPasskey(
  app: TestApp,
  email: string,
  name = 'Ada Lovelace',
): Promise<{ authenticator: SoftwareAuthenticator; session: TestSession; user: UserAnswer['user'] }> {
  const visitor = await visitorSession(app);
  const authenticator = new SoftwareAuthenticator(PASSKEY_ORIGIN);
  const options = await post(app, visitor, '/api/auth/passkey/challenge', {
    email,
    action: 'register',
    name,
  }).expect(200);
  const credential = authenticator.createCredential(options.body as PasskeyRegistrationOptions);
  await post(app, visitor, '/api/auth/passkey/verify', { ...credential, email }).expect(200);
  const registered = await post(app, visitor, '/api/auth/register', {
    name,
    email,
    authMethod: 'passkey',
    passkeyCredentialId: credential.id,
  }).expect(201);
  return { authenticator, session: sessionFrom(registered), user: (registered.body as UserAnswer).user };
}

/**
 * A passkey sign-in in `session` (a visitor's, or a signed-in user's proving who they are again);
 * answers the verification, whose session replaces the one given.
 */
export async function passkeySignIn(
  app: TestApp,
  session: TestSession,
  authenticator: SoftwareAuthenticator,
  email: string,
): Promise<request.Response> {
  const options = await post(app, session, '/api/auth/passkey/challenge', { email, action: 'authenticate' });
  if (options.status !== 200) return options;
  const assertion = authenticator.getAssertion(options.body as PasskeyAuthenticationOptions);
  return post(app, session, '/api/auth/passkey/verify', { ...assertion, email });
}

/**
 * Makes the session's last proof of identity `minutesAgo` old, as if the user had signed in that long
 * ago: what a stolen session cookie is. Writes the session in Redis as express-session keeps it.
 */
export async function ageSession(app: TestApp, session: TestSession, minutesAgo: number): Promise<void> {
  await withStoredSession(app, session, async (redis, key) => {
    const stored = await redis.get(key);
    if (!stored) throw new Error('no such session in Redis');
    const data = JSON.parse(stored) as { authenticatedAt?: number };
    data.authenticatedAt = Date.now() - minutesAgo * 60_000;
    await redis.set(key, JSON.stringify(data), 'KEEPTTL');
  });
}
