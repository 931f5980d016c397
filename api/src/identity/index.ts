// What other contexts use of identity: accounts and their registration (with work of another context
// committed alongside), sessions, the demo operator.
export { AccountRegistration, type AlsoRecord, type NewAccount } from './accounts/account-registration.js';
export { DemoOperatorSeed } from './demo/demo-operator.seed.js';
export { DEMO_NETWORKERS, DEMO_OPERATOR } from './accounts/demo-accounts.js';
export { UserAccounts, type UserRecord } from './persistence/user-accounts.js';
export { type ChosenCredentials, NewAccountCredentials } from './registration/new-account-credentials.js';
export { PasskeyCounterField, PasskeyPublicKeyField } from './registration/passkey-claim-fields.js';
export { NetworkerProfileDto } from './roles/roles.dto.js';
export { AuthRateLimits } from './security/auth-rate-limits.js';
export { NotACommonPassword } from './security/common-passwords.js';
export { SessionManager } from './sessions/session-manager.js';
export { SignedInAnswer } from './sessions/signed-in-answer.js';
