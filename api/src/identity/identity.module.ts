import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { AccountRegistration } from './accounts/account-registration.js';
import { DemoOperatorSeed } from './demo/demo-operator.seed.js';
import { DevLoginController } from './demo/dev-login.controller.js';
import { PasskeyAuthentication } from './passkeys/passkey-authentication.js';
import { PasskeyChallenges } from './passkeys/passkey-challenges.js';
import { PasskeyCredentials } from './passkeys/passkey-credentials.js';
import { PasskeyRegistration } from './passkeys/passkey-registration.js';
import { PasskeyController } from './passkeys/passkey.controller.js';
import { RELYING_PARTY, relyingPartyFor } from './passkeys/relying-party.js';
import { PasswordResetController } from './password-reset/password-reset.controller.js';
import { ResetLinks } from './password-reset/reset-links.js';
import { OwnPasskeyAddition } from './passkeys/own-passkey-addition.js';
import { OwnPasskeysController } from './passkeys/own-passkeys.controller.js';
import { PasskeyRemoval } from './passkeys/passkey-removal.js';
import { ReauthenticateController } from './reauthentication/reauthenticate.controller.js';
import { RecentAuthentication } from './sessions/recent-authentication.service.js';
import { LinkedInController } from './linkedin/linkedin.controller.js';
import { LinkedInRegistration } from './linkedin/linkedin-registration.js';
import { LINKEDIN_CALLBACK_PATH, LinkedInSignIn } from './linkedin/linkedin-sign-in.js';
import { OIDC_CLIENT } from './linkedin/oidc-client.port.js';
import { OpenIdConnectClient } from './linkedin/openid-connect-client.js';
import { ExternalIdentities } from './persistence/external-identities.js';
import { UserAccounts } from './persistence/user-accounts.js';
import { FindSignedInUserHandler } from './queries/find-signed-in-user.query.js';
import { NewAccountCredentials } from './registration/new-account-credentials.js';
import { RegistrationController } from './registration/registration.controller.js';
import { RolesController } from './roles/roles.controller.js';
import { AuthRateLimits } from './security/auth-rate-limits.js';
import { PasswordHasher } from './security/password-hasher.js';
import { SignInThrottle } from './security/sign-in-throttle.js';
import { SessionManager } from './sessions/session-manager.js';
import { SignedInAnswer } from './sessions/signed-in-answer.js';
import { PasswordSignIn } from './sign-in/password-sign-in.js';
import { SignInController } from './sign-in/sign-in.controller.js';

/** Accounts, credentials, sessions, roles: who the user is and what they may act as. */
@Module({})
export class IdentityModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: IdentityModule,
      // Who is signed in, and the accounts behind them, matter to every context.
      global: true,
      controllers: [
        SignInController,
        RegistrationController,
        PasskeyController,
        OwnPasskeysController,
        ReauthenticateController,
        PasswordResetController,
        RolesController,
        LinkedInController,
        // The one-click demo sign-in must not exist in production.
        ...(config.nodeEnv === 'production' ? [] : [DevLoginController]),
      ],
      providers: [
        UserAccounts,
        PasswordHasher,
        AuthRateLimits,
        SignInThrottle,
        SessionManager,
        SignedInAnswer,
        AccountRegistration,
        PasswordSignIn,
        { provide: RELYING_PARTY, useValue: relyingPartyFor(config.publicUrl) },
        PasskeyCredentials,
        PasskeyChallenges,
        PasskeyRegistration,
        PasskeyAuthentication,
        RecentAuthentication,
        OwnPasskeyAddition,
        PasskeyRemoval,
        ResetLinks,
        NewAccountCredentials,
        DemoOperatorSeed,
        ExternalIdentities,
        {
          provide: OIDC_CLIENT,
          useValue: config.linkedin
            ? new OpenIdConnectClient(config.linkedin, `${config.publicUrl}${LINKEDIN_CALLBACK_PATH}`)
            : null,
        },
        LinkedInSignIn,
        LinkedInRegistration,
        FindSignedInUserHandler,
      ],
      exports: [
        UserAccounts,
        AccountRegistration,
        SessionManager,
        PasswordHasher,
        AuthRateLimits,
        DemoOperatorSeed,
        NewAccountCredentials,
        SignedInAnswer,
      ],
    };
  }
}
