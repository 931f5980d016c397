/** Injection token of the OpenID Connect client (an OidcClient, or null when LinkedIn is not configured). */
export const OIDC_CLIENT = Symbol('OIDC_CLIENT');

/** What the callback checks the provider's answer against; kept in the session in between. */
export interface AuthorizationChecks {
  state: string;
  nonce: string;
  /** Null when the provider does not advertise PKCE: LinkedIn's web flow refuses a code_verifier. */
  codeVerifier: string | null;
}

export interface AuthorizationRequest {
  /** Where to send the browser. */
  url: URL;
  checks: AuthorizationChecks;
}

/** Who the provider vouched for, read from the checked ID token and, where it says less, userinfo. */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  fullName: string | null;
  picture: string | null;
}

/** Sign-in through an OpenID Connect provider with the authorization code flow. */
export interface OidcClient {
  beginSignIn(): Promise<AuthorizationRequest>;
  /** Exchanges the code in the callback URL; throws unless state, nonce and PKCE all check out. */
  finishSignIn(callbackUrl: URL, checks: AuthorizationChecks): Promise<VerifiedIdentity>;
}
