// A local OpenID Connect provider standing in for LinkedIn in the API and browser tests. Its
// development login page takes any login name and password; the login name becomes the subject.
import { generateKeyPairSync } from 'node:crypto';

const ONE_HOUR = 3600;

/** The one client the provider knows; the app under test is configured with it as its LinkedIn app. */
export const LOCAL_CLIENT = { clientId: 'local-linkedin-client', clientSecret: 'local-linkedin-secret' };

/** What the provider tells about a login name unless the caller says otherwise. */
export function exampleClaims(login) {
  const first = login.charAt(0).toUpperCase() + login.slice(1);
  return { name: `${first} Example`, email: `${login}@example.test`, email_verified: true };
}

/** Starts the provider on http://127.0.0.1:port; `claimsFor(login)` answers a login's claims besides `sub`. */
export async function startLocalOpenIdProvider({
  port,
  redirectUri,
  clientId = LOCAL_CLIENT.clientId,
  clientSecret = LOCAL_CLIENT.clientSecret,
  claimsFor = exampleClaims,
}) {
  // Loaded here, so that reading LOCAL_CLIENT (the Playwright config does) does not load the provider.
  const { default: Provider } = await import('oidc-provider');
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        // As LinkedIn: the secret goes in the token request's body.
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
      email: ['email', 'email_verified'],
    },
    findAccount: (_context, login) => ({
      accountId: login,
      claims: () => ({ ...claimsFor(login), sub: login }),
    }),
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['local-openid-provider-cookie-key'] },
    // Set, rather than left to the defaults, which the provider announces on the console one by one.
    jwks: {
      keys: [generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })],
    },
    ttl: {
      AccessToken: ONE_HOUR,
      AuthorizationCode: 60,
      Grant: ONE_HOUR,
      IdToken: ONE_HOUR,
      Interaction: ONE_HOUR,
      Session: ONE_HOUR,
    },
  });
  const server = await new Promise((resolve, reject) => {
    const listening = provider.listen(port, '127.0.0.1', () => resolve(listening));
    listening.once('error', reject);
  });
  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
