import * as oidc from 'openid-client';
import type { LinkedInSettings } from '../../config/app-config.js';
import { lacksProfileClaims, verifiedIdentity } from './oidc-claims.js';
import type {
  AuthorizationChecks,
  AuthorizationRequest,
  OidcClient,
  VerifiedIdentity,
} from './oidc-client.port.js';

const SCOPE = 'openid profile email';

/** The OidcClient on openid-client; the provider's metadata is discovered once, and again after a failure. */
export class OpenIdConnectClient implements OidcClient {
  private configuration: Promise<oidc.Configuration> | null = null;

  constructor(
    private readonly settings: LinkedInSettings,
    private readonly redirectUri: string,
  ) {}

  async beginSignIn(): Promise<AuthorizationRequest> {
    const configuration = await this.discovered();
    const checks: AuthorizationChecks = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: configuration.serverMetadata().supportsPKCE('S256')
        ? oidc.randomPKCECodeVerifier()
        : null,
    };
    const parameters: Record<string, string> = {
      redirect_uri: this.redirectUri,
      scope: SCOPE,
      state: checks.state,
      nonce: checks.nonce,
    };
    if (checks.codeVerifier) {
      parameters.code_challenge = await oidc.calculatePKCECodeChallenge(checks.codeVerifier);
      parameters.code_challenge_method = 'S256';
    }
    return { url: oidc.buildAuthorizationUrl(configuration, parameters), checks };
  }

  async finishSignIn(callbackUrl: URL, checks: AuthorizationChecks): Promise<VerifiedIdentity> {
    const configuration = await this.discovered();
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      pkceCodeVerifier: checks.codeVerifier ?? undefined,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('The provider answered without an ID token');
    const userInfo = lacksProfileClaims(claims)
      ? await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub)
      : {};
    return verifiedIdentity(claims, userInfo);
  }

  private discovered(): Promise<oidc.Configuration> {
    const issuer = new URL(this.settings.issuer);
    this.configuration ??= oidc
      .discovery(
        issuer,
        this.settings.clientId,
        this.settings.clientSecret,
        undefined,
        // Plain HTTP only for a local stand-in provider (tests); LinkedIn itself is HTTPS.
        issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        this.configuration = null;
        throw error;
      });
    return this.configuration;
  }
}
