// What other contexts use of identity: accounts and their registration, sessions, the demo operator,
// and the outbox that carries identity facts to the event store in the account's transaction.
export { AccountRegistration, type NewAccount } from './accounts/account-registration.js';
export { DemoOperatorSeed } from './demo/demo-operator.seed.js';
export { type IdentityFact, IdentityOutbox } from './persistence/identity-outbox.js';
export { UserAccounts, type UserRecord } from './persistence/user-accounts.js';
export { type ChosenCredentials, NewAccountCredentials } from './registration/new-account-credentials.js';
export { PasskeyCounterField, PasskeyPublicKeyField } from './registration/passkey-claim-fields.js';
export { NetworkerProfileDto } from './roles/roles.dto.js';
export { AuthRateLimits } from './security/auth-rate-limits.js';
export { SignedInAnswer } from './sessions/signed-in-answer.js';
