import { Inject, Injectable } from '@nestjs/common';
import {
  type AcceptedInvitationAnswer,
  type CommandAnswer,
  contactKey,
  invitationStream,
  NETWORKER_JOURNEY_MESSAGES as M,
  type ProspectApprovals,
  protectedUntil,
  prospectStream,
} from '@referrals/contracts';
import { isUUID } from 'class-validator';
import type pg from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import { type DeliveredBatch, EventOutbox, type StreamAppend } from '../../platform/events/event-outbox.js';
import { ReadYourWrites } from '../../platform/events/read-your-writes.js';
import { type StreamState, StreamStates } from '../../platform/events/stream-state.js';
import { advisoryLocks } from '../../platform/database/advisory-locks.js';
import { DATA_SOURCE } from '../../platform/database/database.token.js';
import {
  connectionOf,
  sendTogether,
  type Statement,
  transactionOpenedWith,
} from '../../platform/database/statements-together.js';
import { ID_GENERATOR, type IdGenerator } from '../../platform/ports/id-generator.js';
import { CLOCK, type Clock } from '../../platform/ports/clock.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { ContactClaims } from './contact-claims.js';
import type { ContactClaim } from '../domain/contact-ownership.js';
import { InvitationDirectory } from '../invitation-directory.js';
import { placeHoldersIn, placeHoldersOf, placeTaken } from './invitation-places.js';
import { decideInvitation, invitationDecider, openTo } from '../domain/invitation.js';
import type { InvitationState } from '../domain/invitation-state.js';
import { accepted, RefusalError, refuse } from '../../kernel/decider.js';
import { prospectDecider } from '../../pipeline/index.js';
import {
  acceptanceAppends,
  type AcceptancePlan,
  answeredRecommendations,
  type FoldedRecommendation,
  type InvitationToAccept,
  type PlannedContact,
  type ProspectToSubmit,
} from './acceptance-plan.js';

/** The lock that serialises everything that takes or refuses a place on the invitation. */
export const invitationPlacesLock = (invitationId: string): string => `invitation-${invitationId}`;

export interface AcceptanceRequest {
  invitationUuid: string;
  prospectApprovals?: ProspectApprovals;
  /** The networker's own prospects, submitted with the acceptance. */
  prospects?: readonly ProspectToSubmit[];
}

/** Everything checked before the transaction: the invitation, the answers, the contacts with their new ids. */
export type PreparedAcceptance = Omit<AcceptancePlan, 'networkerUserId' | 'acceptance'>;

/** What an acceptance answers besides where its events are. */
export type AcceptanceOutcome = Omit<AcceptedInvitationAnswer, keyof CommandAnswer>;

export interface RecordedAcceptance {
  outcome: AcceptanceOutcome;
  /** The acceptance's events per stream, for the outbox in the same transaction. */
  appends: StreamAppend[];
}

/**
 * Accepting an invitation: a place on it, the answers to its recommendations and the networker's
 * own prospects, recorded in one transaction with the account (new or existing) and its events
 * through the outbox, so a registration is never half done.
 */
@Injectable()
export class InvitationAcceptances {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(InvitationDirectory) private readonly directory: InvitationDirectory,
    @Inject(StreamStates) private readonly streams: StreamStates,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(ContactClaims) private readonly claims: ContactClaims,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The invitation by uuid or link name, folded from its stream; null when there is none. */
  async invitation(invitationRef: string): Promise<InvitationToAccept | null> {
    const found = await this.directory.find(invitationRef);
    if (!found) return null;
    return this.folded(found.id, await this.streams.current(invitationStream(found.id), invitationDecider));
  }

  /**
   * As `invitation`, for a submission, whose transaction catches the invitation up under its lock and
   * decides again (record): the state this process kept, read only when it has none or finds the
   * invitation closed (it may have opened since). A uuid is looked up in the invitation's stream itself.
   */
  async invitationToSubmitTo(invitationRef: string): Promise<InvitationToAccept | null> {
    const invitationId = isUUID(invitationRef, 'all')
      ? invitationRef.toLowerCase()
      : (await this.directory.find(invitationRef))?.id;
    if (!invitationId) return null;
    const closed = (state: InvitationState) => openTo(state, null) !== null;
    return this.folded(
      invitationId,
      await this.streams.kept(invitationStream(invitationId), invitationDecider, closed),
    );
  }

  private folded(
    invitationId: string,
    { state, revision }: StreamState<InvitationState>,
  ): InvitationToAccept | null {
    return state.exists ? { ...state, id: invitationId, revision } : null;
  }

  async prepare(networkerUserId: string | null, request: AcceptanceRequest): Promise<PreparedAcceptance> {
    return this.prepareFor(await this.invitation(request.invitationUuid), networkerUserId, request);
  }

  /** As prepare, for an invitation the caller has looked up already. */
  async prepareFor(
    invitation: InvitationToAccept | null,
    networkerUserId: string | null,
    request: Omit<AcceptanceRequest, 'invitationUuid'>,
  ): Promise<PreparedAcceptance> {
    const refusal = invitation
      ? openTo(invitation, networkerUserId)
      : refuse('invitation_not_found', M.invitationNotFound);
    if (refusal) throw new RefusalError(refusal);
    const open = invitation as InvitationToAccept & { operatorId: string };
    const approvals = request.prospectApprovals ?? {};
    return {
      invitation: open,
      answers: answeredRecommendations(open.id, approvals, await this.recommendations(approvals)),
      contacts: (request.prospects ?? []).map((prospect) => this.planContact(prospect)),
    };
  }

  /**
   * The prospects answered, folded from their streams in one read of the store (the DTO bounds how
   * many). A key that is no uuid is not read: its answer is refused as not recommended.
   */
  private async recommendations(
    approvals: ProspectApprovals,
  ): Promise<ReadonlyMap<string, FoldedRecommendation>> {
    const prospectIds = Object.keys(approvals).filter((key) => isUUID(key, 'all'));
    const folded = await this.streams.foldEach(prospectIds.map(prospectStream), prospectDecider);
    return new Map(prospectIds.map((prospectId) => [prospectId, folded.get(prospectStream(prospectId))!]));
  }

  /** A prospect with its new id and the ownership it will claim from now. */
  private planContact(prospect: ProspectToSubmit): PlannedContact {
    const until = protectedUntil(this.clock.now(), this.config.ownershipProtectionDays);
    return {
      ...prospect,
      prospectId: this.ids.orderedUuid(),
      ownership: { contactKey: contactKey(prospect.details), protectedUntil: until.toISOString() },
    };
  }

  /** Inside the account's transaction: takes (or finds) the account's place and returns the events to record. */
  async record(
    manager: EntityManager,
    prepared: PreparedAcceptance,
    networkerUserId: string,
  ): Promise<RecordedAcceptance> {
    const claims = this.claimsOf(prepared);
    const connection = await connectionOf(manager);
    const opened = await sendTogether(connection, this.opening(prepared, claims));
    const { recorded, writes } = await this.recordOpened(prepared, networkerUserId, claims, opened);
    await sendTogether(connection, writes);
    return recorded;
  }

  /** An existing account accepts (again): its own transaction, then the answer once the read models show it. */
  async acceptFor(networkerUserId: string, prepared: PreparedAcceptance): Promise<AcceptedInvitationAnswer> {
    const claims = this.claimsOf(prepared);
    const { recorded, batch } = await transactionOpenedWith(
      this.dataSource,
      this.opening(prepared, claims),
      async (manager, opened) => {
        const { recorded, writes } = await this.recordOpened(prepared, networkerUserId, claims, opened);
        const batch = await this.outbox.record(manager, recorded.appends);
        // The place and the claims: written with the commit, nothing reads them before.
        return { result: { recorded, batch }, closing: writes };
      },
    );
    return this.answer(recorded, await this.outbox.deliver(batch));
  }

  /** The ownership each planned contact claims, from now. */
  private claimsOf(prepared: PreparedAcceptance): ContactClaim[] {
    const claimedAt = this.clock.now();
    return prepared.contacts.map((contact) => ({
      prospectId: contact.prospectId,
      prospectName: contact.details.prospectName,
      contactKey: contact.ownership.contactKey,
      claimedAt,
      protectedUntil: new Date(contact.ownership.protectedUntil),
    }));
  }

  /**
   * The statements a recording begins with, in one round trip: the invitation's lock, then the
   * contacts' (the order every submission takes them in), then what is decided under them (read after
   * the locks, so after any change they waited for): the place holders and the contacts' standing claims.
   */
  private opening({ invitation }: PreparedAcceptance, claims: readonly ContactClaim[]): Statement[] {
    return [
      advisoryLocks([
        invitationPlacesLock(invitation.id),
        ...this.claims.locks(invitation.operatorId, claims),
      ]),
      placeHoldersOf(invitation.id),
      this.claims.standing(invitation.operatorId, claims),
    ];
  }

  /**
   * The rest of a recording, on the results of its opening statements: the events, and the writes (the
   * place, the contacts' claims) the transaction sends before it commits.
   */
  private async recordOpened(
    prepared: PreparedAcceptance,
    networkerUserId: string,
    claims: readonly ContactClaim[],
    [, holders, standing]: pg.QueryResult[],
  ): Promise<{ recorded: RecordedAcceptance; writes: Statement[] }> {
    const { invitation } = prepared;
    const { id: invitationId, revision, ...preparedState } = invitation;
    // Declined or disabled since it was prepared: the lock orders this read after such a change,
    // and only what the stream got since it was prepared is read.
    const current = await this.streams.catchUp(
      invitationStream(invitationId),
      { state: preparedState, revision },
      invitationDecider,
    );
    const acceptance = accepted(
      decideInvitation({ type: 'AcceptInvitation', invitationId, networkerUserId }, current.state, {
        placeHolders: placeHoldersIn(holders!.rows),
      }),
    );
    const newlyAccepted = acceptance.length > 0;
    const writes = [
      ...(newlyAccepted ? [placeTaken(invitationId, networkerUserId)] : []),
      ...this.claims.claimWrites(invitation.operatorId, networkerUserId, claims, standing!),
    ];
    const { appends, counts } = acceptanceAppends({
      ...prepared,
      invitation: { ...invitation, revision: current.revision },
      networkerUserId,
      acceptance,
    });
    const actor = { actorUserId: networkerUserId, actorRole: 'networker' } as const;
    const recorded = {
      outcome: { ...counts, newlyAccepted, invitationId },
      appends: appends.map((append) => ({
        ...append,
        events: append.events.map((event) => ({ ...event, actor })),
      })),
    };
    return { recorded, writes };
  }

  /** The acceptance's counts, once the read models show the transaction's events. */
  async answer(recorded: RecordedAcceptance, delivered: DeliveredBatch): Promise<AcceptedInvitationAnswer> {
    return { ...(await this.readYourWrites.answerForDelivered(delivered)), ...recorded.outcome };
  }
}
