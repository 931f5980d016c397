import { Inject, Injectable } from '@nestjs/common';
import {
  AUTH_API_MESSAGES,
  IDENTITY_EVENT_TYPES,
  type NetworkerProfile,
  normalizeEmail,
  type NetworkerProfileCreatedData,
  type RoleGrantedData,
  type UserRegisteredData,
  type UserRole,
  type UserType,
  userStream,
} from '@referrals/contracts';
import type { EntityManager } from 'typeorm';
import { ID_GENERATOR, type IdGenerator } from '../../platform/ports/id-generator.js';
import {
  type DeliveredBatch,
  EventOutbox,
  type OutboxBatch,
  type StreamAppend,
} from '../../platform/events/event-outbox.js';
import type { PendingEvent } from '../../platform/events/event-writer.js';
import { UserAccounts } from '../persistence/user-accounts.js';
import { IdentityError } from './identity-errors.js';
import { optionalText } from '../../platform/http/optional-text.js';

export interface NewAccount {
  /** Chosen beforehand when a credential already names the account (a passkey's user handle). */
  userId?: string;
  name: string;
  email: string;
  username?: string | null;
  phone?: string | null;
  userType: UserType;
  /** Already hashed; null when the account signs in another way (passkey, LinkedIn). */
  passwordHash: string | null;
  signUpMethod: UserRegisteredData['signUpMethod'];
  /** When the person accepted the terms, where the sign-up showed them. */
  termsAcceptedAt?: Date;
  networkerProfile?: Omit<NetworkerProfile, 'userId'>;
  /** Extra rows written in the same transaction (a passkey credential, a LinkedIn identity). */
  linkCredentials?: (manager: EntityManager, userId: string) => Promise<void>;
  /** Work of another context that must commit with the account (accepting an invitation): its events join the account's. */
  alsoRecord?: AlsoRecord;
}

/** Work of another context committed with an account change; answers its events for the outbox. */
export type AlsoRecord = (manager: EntityManager, userId: string) => Promise<readonly StreamAppend[]>;

/** A new account, and where its events (and those of the work done with it) landed. */
export interface RegisteredAccount {
  userId: string;
  delivered: DeliveredBatch;
}

/**
 * Identity's events record its table rows (ADR 0005), whose constraints decide: a new account starts its
 * stream, later changes follow whatever the stream holds.
 */
function onUserStream(
  userId: string,
  events: readonly PendingEvent[],
  expectedRevision: 'no_stream' | 'any' = 'any',
): StreamAppend {
  return { streamName: userStream(userId), expectedRevision, events };
}

/** Postgres unique violation on one of the users' keys. */
function uniqueViolation(error: unknown): string | null {
  const driverError = error as {
    code?: string;
    constraint?: string;
    driverError?: { code?: string; constraint?: string };
  };
  const details = driverError.driverError ?? driverError;
  return details.code === '23505' ? (details.constraint ?? 'unknown') : null;
}

/**
 * Creates accounts: the user, their first role, optionally a networker profile and a
 * credential, in one transaction together with the audit facts for the event log.
 */
@Injectable()
export class AccountRegistration {
  constructor(
    @Inject(UserAccounts) private readonly accounts: UserAccounts,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async register(account: NewAccount): Promise<RegisteredAccount> {
    const email = normalizeEmail(account.email);
    if (await this.accounts.findByEmail(email)) throw new IdentityError(AUTH_API_MESSAGES.emailTaken, 409);
    if (account.username && (await this.accounts.usernameTaken(account.username))) {
      throw new IdentityError(AUTH_API_MESSAGES.usernameTaken, 409);
    }
    const userId = account.userId ?? this.ids.uuid();
    const actor = { actorUserId: userId, actorRole: account.userType } as const;
    let batch: OutboxBatch;
    try {
      batch = await this.accounts.transaction(async (manager) => {
        await this.accounts.insertUser(manager, {
          id: userId,
          name: account.name.trim(),
          username: optionalText(account.username),
          email,
          phone: optionalText(account.phone),
          userType: account.userType,
          passwordHash: account.passwordHash,
          termsAcceptedAt: account.termsAcceptedAt ?? null,
        });
        await account.linkCredentials?.(manager, userId);
        const events: PendingEvent[] = [
          {
            type: IDENTITY_EVENT_TYPES.userRegistered,
            data: {
              userId,
              name: account.name.trim(),
              userType: account.userType,
              signUpMethod: account.signUpMethod,
              ...(account.termsAcceptedAt ? { termsAcceptedAt: account.termsAcceptedAt.toISOString() } : {}),
            } satisfies UserRegisteredData,
            actor,
          },
        ];
        await this.accounts.grantRole(manager, userId, account.userType);
        events.push(roleGranted(userId, account.userType, actor));
        if (account.networkerProfile) {
          await this.accounts.insertNetworkerProfile(manager, { userId, ...account.networkerProfile });
          events.push(networkerProfileCreated({ userId, ...account.networkerProfile }, actor));
          if (account.userType !== 'networker') {
            await this.accounts.grantRole(manager, userId, 'networker');
            events.push(roleGranted(userId, 'networker', actor));
          }
        }
        const alsoRecorded = (await account.alsoRecord?.(manager, userId)) ?? [];
        return this.outbox.record(manager, [onUserStream(userId, events, 'no_stream'), ...alsoRecorded]);
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'users_email_key') throw new IdentityError(AUTH_API_MESSAGES.emailTaken, 409);
      if (constraint === 'users_username_key') throw new IdentityError(AUTH_API_MESSAGES.usernameTaken, 409);
      throw error;
    }
    return { userId, delivered: await this.outbox.deliver(batch) };
  }

  /** Grants a role to an existing user; answers false when it was already held. */
  async grantRole(userId: string, role: UserRole): Promise<boolean> {
    const granted = await this.accounts.transaction(async (manager) => {
      const added = await this.accounts.grantRole(manager, userId, role);
      return added ? this.outbox.record(manager, [onUserStream(userId, [roleGranted(userId, role)])]) : null;
    });
    if (granted) await this.outbox.deliver(granted);
    return granted !== null;
  }

  /**
   * Creates the networker profile of an existing user and grants the networker role; work of
   * another context that must commit with it (accepting an invitation) joins the transaction.
   */
  async createNetworkerProfile(profile: NetworkerProfile, alsoRecord?: AlsoRecord): Promise<DeliveredBatch> {
    const batch = await this.accounts.transaction(async (manager) => {
      const created = await this.accounts.insertNetworkerProfile(manager, profile);
      if (!created) throw new IdentityError(AUTH_API_MESSAGES.networkerProfileExists, 409);
      const events = [networkerProfileCreated(profile)];
      if (await this.accounts.grantRole(manager, profile.userId, 'networker')) {
        events.push(roleGranted(profile.userId, 'networker'));
      }
      const alsoRecorded = (await alsoRecord?.(manager, profile.userId)) ?? [];
      return this.outbox.record(manager, [onUserStream(profile.userId, events), ...alsoRecorded]);
    });
    return this.outbox.deliver(batch);
  }
}

function roleGranted(userId: string, role: UserRole, actor?: PendingEvent['actor']): PendingEvent {
  return {
    type: IDENTITY_EVENT_TYPES.roleGranted,
    data: { userId, role } satisfies RoleGrantedData,
    actor,
  };
}

function networkerProfileCreated(profile: NetworkerProfile, actor?: PendingEvent['actor']): PendingEvent {
  return {
    type: IDENTITY_EVENT_TYPES.networkerProfileCreated,
    data: {
      userId: profile.userId,
      fullName: profile.fullName,
      title: profile.title,
      company: profile.company,
      linkedinUrl: profile.linkedinUrl,
    } satisfies NetworkerProfileCreatedData,
    actor,
  };
}
