import { type EventStore, IDENTITY_EVENT_TYPES, isEventOf, userStream } from '@referrals/contracts';
import type { AccountRegistration } from '../accounts/account-registration.js';
import type { UserAccounts } from '../persistence/user-accounts.js';

export type GrantAuditorOutcome =
  | { kind: 'unknown-email' }
  | { kind: 'already-auditor'; userId: string; name: string }
  /** `recorded`: the RoleGranted event is in the user's stream (else it waits in the event outbox). */
  | { kind: 'granted'; userId: string; name: string; recorded: boolean };

export interface GrantAuditorDependencies {
  accounts: UserAccounts;
  registration: AccountRegistration;
  store: EventStore;
}

/**
 * Appoints an existing account as an auditor, as every role is granted: the user_roles row and
 * the RoleGranted event in one identity transaction, the fact then appended to `user-{id}`.
 */
export async function grantAuditorRole(
  normalizedEmail: string,
  { accounts, registration, store }: GrantAuditorDependencies,
): Promise<GrantAuditorOutcome> {
  const user = await accounts.findByEmail(normalizedEmail);
  if (!user) return { kind: 'unknown-email' };
  const { id: userId, name } = user;
  // grantRole answers false when the role was already held (also when granted concurrently).
  if (!(await registration.grantRole(userId, 'auditor'))) return { kind: 'already-auditor', userId, name };
  return { kind: 'granted', userId, name, recorded: await auditorRoleRecorded(store, userId) };
}

async function auditorRoleRecorded(store: EventStore, userId: string): Promise<boolean> {
  for await (const event of store.readStream(userStream(userId), { direction: 'backwards' })) {
    if (isEventOf(event, [IDENTITY_EVENT_TYPES.roleGranted]) && event.data.role === 'auditor') return true;
  }
  return false;
}
